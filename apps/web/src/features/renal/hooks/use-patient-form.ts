import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { FORM_WRITE, isFormWrite } from './form-write.ts';
import {
  draftFromParams,
  draftMessages,
  fieldsActive,
  paramsWithCystatinUnit,
  paramsWithField,
  type CystatinUnit,
  type DraftField,
  type PatientDraft,
} from './patient-draft.ts';

/**
 * The renal form. What is typed is kept as text (with its message) and written to the URL at
 * once, where the tab bar and the results read the patient. When something else changes the URL
 * (clearing the search, back and forward, a record-system link), the form shows the URL again.
 */
export function usePatientForm() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const now = new Date();
  const [draft, setDraft] = useState<PatientDraft>(() => draftFromParams(params, now));
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (!isFormWrite(location.state)) setDraft(draftFromParams(params, now));
  }

  // Writes may follow each other faster than the router answers: each builds on the last.
  const latestParams = useRef(params);
  useEffect(() => {
    latestParams.current = params;
  }, [params]);

  const write = useCallback(
    (next: URLSearchParams) => {
      latestParams.current = next;
      setParams(next, { replace: true, preventScrollReset: true, state: FORM_WRITE });
    },
    [setParams],
  );

  const setField = useCallback(
    (field: DraftField, text: string) => {
      setDraft((current) => ({ ...current, [field]: text }));
      write(paramsWithField(latestParams.current, field, text, draft.cystatinUnit));
    },
    [write, draft.cystatinUnit],
  );

  const setCystatinUnit = useCallback(
    (unit: CystatinUnit) => {
      setDraft((current) => ({ ...current, cystatinUnit: unit, cystatin: '' }));
      write(paramsWithCystatinUnit(latestParams.current));
    },
    [write],
  );

  return {
    draft,
    messages: draftMessages(draft, now),
    active: fieldsActive(draft, now),
    setField,
    setCystatinUnit,
  };
}
