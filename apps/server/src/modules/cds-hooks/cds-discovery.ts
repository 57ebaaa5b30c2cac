import { CDS_OBSERVATIONS, LOINC_SYSTEM } from '@medkompass/assessment/cds-patient.ts';
import type {
  CdsDiscovery,
  CdsHook,
  CdsPrefetchKey,
  CdsServiceId,
} from '@medkompass/contracts/cds-hooks.ts';

/** The newest few results of laboratory codes: enough for the latest value and its date. */
const observations = (codes: readonly string[]): string =>
  `Observation?patient={{context.patientId}}&code=${codes.map((c) => `${LOINC_SYSTEM}|${c}`).join(',')}&_sort=-date&_count=3`;

const codesOf = (...measures: (keyof typeof CDS_OBSERVATIONS)[]): string[] =>
  measures.flatMap((measure) => CDS_OBSERVATIONS[measure].codes);

/**
 * What each service asks the record system to send along (CDS Hooks 2.0 'Prefetch Template'):
 * the patient, the current medication list and the latest kidney and body measures by LOINC
 * code. The service fetches nothing itself, so what is not sent is not assessed.
 */
export const CDS_PREFETCH: Readonly<Record<CdsPrefetchKey, string>> = {
  patient: 'Patient/{{context.patientId}}',
  activeMedications: 'MedicationRequest?patient={{context.patientId}}&status=active',
  creatinine: observations(codesOf('creatinine')),
  cystatinC: observations(codesOf('cystatinC', 'cystatinEgfr')),
  weight: observations(codesOf('weight')),
  height: observations(codesOf('height')),
};

/** The prefetch keys whose absence is worth telling the prescriber (weight and height only refine eGFR). */
export const ESSENTIAL_PREFETCH: readonly CdsPrefetchKey[] = [
  'patient',
  'activeMedications',
  'creatinine',
  'cystatinC',
];

export const CDS_SERVICES: Readonly<
  Record<CdsServiceId, { hook: CdsHook; title: string; description: string }>
> = {
  'medkompass-order-select': {
    hook: 'order-select',
    title: 'Medkompass läkemedelskontroll vid val av läkemedel',
    description:
      'Kontrollerar de valda läkemedlen mot patientens aktuella läkemedel (interaktioner C och D), njurfunktion, fosterpåverkan, amning och riskprofil.',
  },
  'medkompass-order-sign': {
    hook: 'order-sign',
    title: 'Medkompass läkemedelskontroll vid signering',
    description:
      'Kontrollerar ordinationerna innan de signeras. Kort som redan besvarats vid val av läkemedel visas inte igen.',
  },
};

const USAGE =
  'Klienten registreras med npm run users -- cds-client-add och skickar en JWT (ES384 eller RS384) i Authorization.';

/** GET /cds-services. */
export function cdsDiscovery(): CdsDiscovery {
  return {
    services: Object.entries(CDS_SERVICES).map(([id, service]) => ({
      id: id as CdsServiceId,
      ...service,
      prefetch: { ...CDS_PREFETCH },
      usageRequirements: USAGE,
    })),
  };
}
