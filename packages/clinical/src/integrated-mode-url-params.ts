/**
 * The names of the URL parameters of integrated mode (specification §3 'Search state', §5; DESIGN
 * 'Integrated mode'): the one definition that parseIntegratedUrl reads, integratedUrlParams
 * writes and the web app's renal form and new-patient button write and clear.
 */

/**
 * The patient's data: what a record system sends, the renal form writes and a new patient
 * clears. Ours beyond the design: `cysc` (cystatin C, mg/L; its sample date is `cyscegfrdate`)
 * and `gfr` (a measured absolute GFR, mL/min).
 */
export const PATIENT_PARAMS = {
  birthYear: 'birthYear',
  /** Sent instead of the birth year by some record systems. */
  age: 'age',
  gender: 'gender',
  weight: 'weight',
  height: 'height',
  creatinine: 'krea',
  creatinineDate: 'kreadate',
  cystatinEgfr: 'cyscegfr',
  cystatinDate: 'cyscegfrdate',
  cystatinC: 'cysc',
  measuredGfr: 'gfr',
  weightDate: 'weightdate',
  heightDate: 'lengthdate',
} as const;

/** The other parameters of integrated mode: the mode, the session, the drug list and flags. */
export const INTEGRATED_PARAMS = {
  /** jmi=true switches integrated mode on. */
  integrated: 'jmi',
  /** A session token from the record system. */
  token: 't',
  nplIds: 'nplIds',
  nslIds: 'nslIds',
  /** rl=true locks the risk profile. */
  lockRiskprofile: 'rl',
  /** isFertile=false says the patient is not a woman of fertile age. */
  isFertile: 'isFertile',
  /** Drugs the record system could not code. */
  unidentified: 'unidentified',
  /** The eGFR band chosen (by the record system or the prescriber), e.g. 30-59. */
  interval: 'interval',
} as const;
