import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { RENAL_BANDS, type RenalBand } from '@medkompass/clinical/renal-bands.ts';
import { INTEGRATED_PARAMS } from '@medkompass/clinical/integrated-mode-url-params.ts';
import { FORM_WRITE } from './form-write.ts';

/** Choosing an eGFR band writes it to the URL, where the tab bar reads it too. */
export function useChooseBand() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (band: RenalBand) => {
      const id = RENAL_BANDS.find((definition) => definition.band === band)?.id;
      if (id === undefined) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(INTEGRATED_PARAMS.interval, id);
          return next;
        },
        { replace: true, preventScrollReset: true, state: FORM_WRITE },
      );
    },
    [setParams],
  );
}
