import {
  CDS_OBSERVATIONS,
  unitKey,
  type CdsPatient,
  type UnusedObservation,
} from '@medkompass/assessment/cds-patient.ts';
import { formatIsoDate, swedishToday } from '@medkompass/clinical/calendar.ts';
import { CLINICAL_RANGES } from '@medkompass/clinical/clinical-input-validation.ts';
import { RENAL_X_TOOLTIPS } from '@medkompass/clinical/renal-assessment.ts';
import type { RenalEvaluation } from '@medkompass/clinical/renal-evaluation.ts';
import { joinSwedish } from '@medkompass/clinical/text.ts';

/** The kidney measures a renal card speaks of (weight and height only refine an estimate). */
export const KIDNEY_MEASURES = ['creatinine', 'cystatinEgfr', 'cystatinC'] as const;
type KidneyMeasure = (typeof KIDNEY_MEASURES)[number];

const NAMES: Record<KidneyMeasure, { sample: string; value: string }> = {
  creatinine: { sample: 'Kreatininprovet', value: 'Kreatininvärdet' },
  cystatinEgfr: { sample: 'Provet för eGFR från cystatin C', value: 'eGFR från cystatin C' },
  cystatinC: { sample: 'Cystatin C-provet', value: 'Cystatin C-värdet' },
};

// Swedish decimal comma.
export const swedishNumber = (value: number): string => String(value).replace('.', ',');
const on = (date: string | null) => (date === null ? '' : ` (${date})`);

/** Why an Observation the request carried was not used, naming the unit or the range. */
export function unusedObservationText(measure: KidneyMeasure, unused: UnusedObservation): string {
  const { sample, value } = NAMES[measure];
  const { min, max, unit: ours } = CLINICAL_RANGES[measure];
  switch (unused.problem) {
    case 'unit': {
      if (unused.unit === null)
        return `${sample}${on(unused.date)} saknar enhet och kan inte läsas.`;
      const accepted = joinSwedish(Object.keys(CDS_OBSERVATIONS[measure].units));
      return `${value} ${swedishNumber(unused.value)} ${unused.unit}${on(unused.date)} kan inte läsas: enheten ”${unused.unit}” är inte en av dem beslutsstödet läser (${accepted}).`;
    }
    case 'range': {
      const converted =
        unitKey(unused.unit) === unitKey(ours)
          ? ''
          : ` (${swedishNumber(unused.converted)} ${ours})`;
      return `${value} ${swedishNumber(unused.value)} ${unused.unit}${converted}${on(unused.date)} ligger utanför det godtagna intervallet ${swedishNumber(min)}–${swedishNumber(max)} ${ours} och används inte.`;
    }
    case 'noValue':
      return `${sample}${on(unused.date)} saknar ett läsbart mätvärde.`;
    case 'preliminary':
      return `${sample}${on(unused.date)} har bara ett preliminärt svar, som inte används.`;
  }
}

/** A sample the renal rules did not accept by its date: older than a year, or in the future. */
function sampleDateText(measure: KidneyMeasure, date: string, now: Date): string {
  const future = date > formatIsoDate(swedishToday(now));
  if (measure === 'creatinine')
    return future
      ? `Kreatininprovets datum (${date}) ligger i framtiden.`
      : `${RENAL_X_TOOLTIPS.creatinineTooOld} Provet togs ${date}.`;
  return future
    ? `${NAMES[measure].sample}s datum (${date}) ligger i framtiden.`
    : `${NAMES[measure].sample} (${date}) är äldre än ett år.`;
}

/**
 * Why no eGFR could be estimated for the patient of a CDS request, every reason the request
 * shows, in Swedish: what was not sent, which value could not be read and why (unit, range, no
 * value, preliminary), samples too old, and a birth date or gender missing. The app's own X
 * tooltip is the fallback, so the card never says less than the renal tab.
 */
export function renalGapReasons(
  { patient, gaps }: CdsPatient,
  evaluation: RenalEvaluation,
  now: Date,
): string[] {
  const { estimates } = evaluation;
  const notSent = (key: 'patient' | 'creatinine' | 'cystatinC') => gaps.notSent.includes(key);
  const labs: string[] = [];
  if (notSent('creatinine'))
    labs.push(
      notSent('cystatinC')
        ? 'Kreatinin och cystatin C kom inte med anropet.'
        : 'Kreatinin kom inte med anropet.',
    );
  if (patient.creatinine !== null && !estimates.validCreatinineDate && patient.creatinineDate)
    labs.push(sampleDateText('creatinine', patient.creatinineDate, now));
  const hasCystatin = patient.cystatinEgfr !== null || patient.cystatinC !== null;
  if (hasCystatin && !estimates.validCystatinDate && patient.cystatinEgfrDate)
    labs.push(
      sampleDateText(
        patient.cystatinEgfr === null ? 'cystatinC' : 'cystatinEgfr',
        patient.cystatinEgfrDate,
        now,
      ),
    );
  for (const measure of KIDNEY_MEASURES) {
    const unused = gaps.unused[measure];
    if (unused !== undefined) labs.push(unusedObservationText(measure, unused));
  }
  if (patient.creatinine === null && gaps.unused.creatinine === undefined && !notSent('creatinine'))
    labs.push(RENAL_X_TOOLTIPS.creatinineMissing);

  const person = notSent('patient')
    ? ['Patientens kön och födelsedatum kom inte med anropet.']
    : [
        gaps.birthYear === 'missing' ? 'Födelsedatum saknas i patientuppgifterna.' : null,
        gaps.birthYear === 'notAdult'
          ? 'Patientens ålder ligger utanför 18–130 år: beslutsstödet skattar eGFR bara för vuxna.'
          : null,
        gaps.gender === 'missing'
          ? 'Kön saknas i patientuppgifterna; eGFR från kreatinin (LM-rev) kräver kön.'
          : null,
        gaps.gender === 'otherOrUnknown'
          ? 'Kön är angivet som annat eller okänt; eGFR från kreatinin (LM-rev) kräver kvinna eller man.'
          : null,
      ].filter((line) => line !== null);
  const reasons = [...labs, ...person];
  return reasons.length > 0
    ? reasons
    : [RENAL_X_TOOLTIPS[evaluation.missingReason ?? 'dataMissing']];
}

/** The kidney values the request carried that were not used beside those that were. */
export function unusedKidneyValues({ gaps }: CdsPatient): string[] {
  return KIDNEY_MEASURES.flatMap((measure) => {
    const unused = gaps.unused[measure];
    return unused === undefined ? [] : [unusedObservationText(measure, unused)];
  });
}
