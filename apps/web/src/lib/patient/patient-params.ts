import type { KidneyFunctionInput } from '@medkompass/clinical/egfr-estimates.ts';
import {
  kidneyFunctionInputOf,
  parseIntegratedUrl,
  type IntegratedPatient,
} from '@medkompass/clinical/integrated-mode-url.ts';
import {
  INTEGRATED_PARAMS,
  PATIENT_PARAMS,
} from '@medkompass/clinical/integrated-mode-url-params.ts';
import type { RenalBand } from '@medkompass/clinical/renal-bands.ts';

/**
 * The patient lives in the URL, in the parameters a record system sends in integrated mode
 * (PATIENT_PARAMS; DESIGN 'Integrated mode', ADR 18): the renal form writes them, and the tab bar
 * and the renal view read them, so both show the same patient and a reload or a shared link
 * keeps it.
 */
export interface RenalPatient {
  /** jmi=true */
  integrated: boolean;
  /** As the renal rules take it; invalid values are absent. */
  patient: KidneyFunctionInput;
  /** As read from the URL, with the measuring dates of weight and height. */
  fromUrl: IntegratedPatient;
  chosenBand: RenalBand | null;
}

/** The patient and chosen band a URL holds (packages/clinical reads and checks them). */
export function readRenalPatient(params: URLSearchParams, now: Date): RenalPatient {
  const parsed = parseIntegratedUrl(params, now);
  return {
    integrated: parsed.integrated,
    patient: kidneyFunctionInputOf(parsed.patient, parsed.problems),
    fromUrl: parsed.patient,
    chosenBand: parsed.interval,
  };
}

/** A copy of `params` without any patient data or chosen band (specification §4 'Search'). */
export function withoutPatient(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(PATIENT_PARAMS)) next.delete(name);
  next.delete(INTEGRATED_PARAMS.interval);
  return next;
}

/** A copy of `params` without the chosen band: clicking the renal tab resets it (§4). */
export function withoutChosenBand(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(INTEGRATED_PARAMS.interval);
  return next;
}
