import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_ADMINISTRATION,
  pruneAdministrations,
  type AdministrationChoice,
} from '@medkompass/clinical/riskprofile-scoring.ts';

/**
 * The riskprofile administrations chosen per substance (specification §4), kept in the URL as
 * `administration=<nslId>.<choice>`, one per substance that is not on the default MAX. The URL
 * is shared by the tab bar's badge and the view, survives a reload and travels with the search
 * list between tabs.
 */
export const ADMINISTRATION_PARAM = 'administration';

const CHOICES: readonly AdministrationChoice[] = [
  'none',
  'MAX',
  'entOrParent',
  'peroral',
  'parenteral',
  'nonPeroral',
  'topical',
];

const isChoice = (value: string): value is AdministrationChoice =>
  (CHOICES as readonly string[]).includes(value);

export type AdministrationChoices = Readonly<Record<string, AdministrationChoice>>;

/** The choices a URL holds; malformed values are ignored, and the last one of an id wins. */
export function readAdministrationChoices(params: URLSearchParams): AdministrationChoices {
  const choices: Record<string, AdministrationChoice> = {};
  for (const value of params.getAll(ADMINISTRATION_PARAM)) {
    const [nslId, choice, ...rest] = value.split('.');
    if (nslId && choice && rest.length === 0 && isChoice(choice)) choices[nslId] = choice;
  }
  return choices;
}

function withChoices(params: URLSearchParams, choices: AdministrationChoices): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(ADMINISTRATION_PARAM);
  for (const [nslId, choice] of Object.entries(choices).sort(([a], [b]) => a.localeCompare(b))) {
    if (choice !== DEFAULT_ADMINISTRATION) next.append(ADMINISTRATION_PARAM, `${nslId}.${choice}`);
  }
  return next;
}

/** A copy of `params` with one substance's choice; the default is kept by leaving it out. */
export function withAdministrationChoice(
  params: URLSearchParams,
  nslId: string,
  choice: AdministrationChoice,
): URLSearchParams {
  return withChoices(params, { ...readAdministrationChoices(params), [nslId]: choice });
}

/**
 * A copy of `params` without the choices of substances that have left the list (specification
 * §4: 'Entries are cleared when the substance leaves the search'); null when none has.
 */
export function withoutDepartedChoices(
  params: URLSearchParams,
  nslIdsInList: readonly string[],
): URLSearchParams | null {
  const choices = readAdministrationChoices(params);
  const kept = pruneAdministrations(choices, nslIdsInList);
  return Object.keys(kept).length === Object.keys(choices).length
    ? null
    : withChoices(params, kept);
}

/** The choices of the URL, and a way to change one (replacing the address, not adding to it). */
export function useAdministrationChoices() {
  const [params, setParams] = useSearchParams();
  const choices = useMemo(() => readAdministrationChoices(params), [params]);
  const choose = useCallback(
    (nslId: string, choice: AdministrationChoice) => {
      setParams((current) => withAdministrationChoice(current, nslId, choice), { replace: true });
    },
    [setParams],
  );
  return { choices, choose };
}

/**
 * Clears the choices of substances no longer in the list, once the list's substances are known
 * (`nslIdsInList`: null while the riskprofile of the current list is on its way). Until then no
 * choice of a departed substance is applied anyway: choices are read per substance of the list.
 */
export function useClearDepartedChoices(nslIdsInList: readonly string[] | null): void {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (nslIdsInList === null) return;
    const next = withoutDepartedChoices(params, nslIdsInList);
    if (next !== null) setParams(next, { replace: true });
  }, [params, setParams, nslIdsInList]);
}
