import { CREATININE_UNCERTAIN_ABOVE } from './clinical-input-validation.ts';
import {
  scaleOfLabel,
  type EgfrEstimates,
  type EgfrLabel,
  type KidneyFunctionInput,
  type MeanStatus,
} from './egfr-estimates.ts';
import { absoluteEgfr } from './egfr.ts';
import { egfrDisplayText, EGFR_UNITS, nearBoundary, renalBand } from './renal-bands.ts';

/**
 * Renal warnings dv1–dv16 (specification §5 'Renal warnings') and three of ours: dv17 (ADR 18),
 * creatinine above 300 µmol/L; dv18, the lower of two estimates that cannot be combined is
 * suggested; dv19, a mean lies in another band than the lower estimate (both ADR 35). Warnings
 * (priority 1–14, yellow) say why an estimate is missing or uncertain; notes
 * (priority 100–104, blue) say how the estimate was made. The Swedish texts are ours.
 */
export type RenalWarningCode =
  | 'dv1'
  | 'dv2'
  | 'dv3'
  | 'dv4'
  | 'dv5'
  | 'dv6'
  | 'dv7'
  | 'dv8'
  | 'dv9'
  | 'dv10'
  | 'dv11'
  | 'dv12'
  | 'dv13'
  | 'dv14'
  | 'dv15'
  | 'dv16'
  | 'dv17'
  | 'dv18'
  | 'dv19';

export interface RenalWarning {
  code: RenalWarningCode;
  priority: number;
  colour: 'yellow' | 'blue';
  text: string;
}

const WARNINGS: Record<RenalWarningCode, Omit<RenalWarning, 'code'>> = {
  dv1: { priority: 1, colour: 'yellow', text: 'eGFR kan inte skattas eftersom kön saknas.' },
  dv2: {
    priority: 2,
    colour: 'yellow',
    text: 'Åldern ligger utanför 18–130 år. Beslutsstödet gäller vuxna från 18 år.',
  },
  dv3: {
    priority: 3,
    colour: 'yellow',
    text: 'Kreatininvärdet används inte: provets datum är äldre än ett år, ligger i framtiden eller kunde inte läsas.',
  },
  dv4: {
    priority: 4,
    colour: 'yellow',
    text: 'Cystatin C-värdet används inte: provets datum är äldre än ett år, ligger i framtiden eller kunde inte läsas.',
  },
  dv5: {
    priority: 5,
    colour: 'yellow',
    text: 'Kreatinin och cystatin C är tagna med mer än 7 dagars mellanrum. Inget medelvärde beräknas.',
  },
  dv6: {
    priority: 6,
    colour: 'yellow',
    text: 'Ett eGFR över 90 eller under 5 kan inte ingå i ett medelvärde. Inget medelvärde beräknas.',
  },
  dv7: {
    priority: 7,
    colour: 'yellow',
    text: 'Skattningarna med kreatinin och cystatin C skiljer sig åt med mer än 30 %. Inget medelvärde beräknas.',
  },
  dv8: {
    priority: 8,
    colour: 'yellow',
    text: 'BMI under 20: liten muskelmassa kan göra att kreatininbaserat eGFR överskattar njurfunktionen. Överväg cystatin C.',
  },
  dv9: {
    priority: 9,
    colour: 'yellow',
    text: 'BMI över 40: kreatininbaserat eGFR är osäkert vid uttalad övervikt. Överväg cystatin C.',
  },
  dv10: {
    priority: 10,
    colour: 'yellow',
    text: 'Behandling med glukokortikoider höjer cystatin C, så cystatin C-baserat eGFR kan underskatta njurfunktionen.',
  },
  dv11: { priority: 11, colour: 'yellow', text: 'Skattat eGFR ligger nära ett annat intervall.' },
  dv12: {
    priority: 100,
    colour: 'blue',
    text: 'Vid malignitet med ökad cellomsättning kan cystatin C-baserat eGFR vara missvisande.',
  },
  dv13: {
    priority: 101,
    colour: 'blue',
    text: 'Vikt eller längd saknas. Relativt eGFR visas; ange båda för absolut eGFR, som används vid dosering.',
  },
  dv14: {
    priority: 102,
    colour: 'blue',
    text: 'Medelvärdet av kreatinin- och cystatin C-baserat eGFR används.',
  },
  dv15: {
    priority: 103,
    colour: 'blue',
    text: 'Både kreatinin- och cystatin C-baserat relativt eGFR ligger över 90 mL/min/1,73 m² (normal njurfunktion) och vägs inte samman. Det lägre värdet används.',
  },
  dv16: {
    priority: 104,
    colour: 'blue',
    text: 'Manuellt angivet GFR används för rekommendationerna.',
  },
  dv17: {
    priority: 12,
    colour: 'yellow',
    text: `Kreatinin över ${CREATININE_UNCERTAIN_ABOVE} µmol/L: kreatininbaserat eGFR är osäkert vid mycket låg njurfunktion. Överväg att mäta GFR, till exempel med iohexolclearance.`,
  },
  dv18: {
    priority: 13,
    colour: 'yellow',
    text: 'Kreatinin- och cystatin C-baserat eGFR kan inte vägas samman. Intervallet för det lägre värdet föreslås (försiktighetsprincipen).',
  },
  dv19: {
    priority: 14,
    colour: 'yellow',
    text: 'Medelvärdet ligger i ett annat intervall än den lägre av de två skattningarna. Väg in rekommendationerna för båda intervallen.',
  },
};

/** dv1 when a cystatin C estimate exists: only the creatinine estimate is missing. */
export const DV1_CREATININE_TEXT = 'Kreatininbaserat eGFR kan inte skattas eftersom kön saknas.';

/** Why no mean was formed, as dv18 says it. */
const NO_MEAN_BECAUSE: Readonly<Record<MeanStatus, string | null>> = {
  samplesTooFarApart: 'proverna är tagna med mer än 7 dagars mellanrum',
  outsideRange: 'ett av dem ligger utanför 5–90 mL/min/1,73 m²',
  differTooMuch: 'de skiljer sig åt med mer än 30 %',
  // A mean was formed, there is no pair, or both are normal (dv15 says that).
  combined: null,
  notApplicable: null,
  bothNormal: null,
};

/**
 * dv18 (ADR 35): both estimates with their bands, why no mean was formed, that the lower band is
 * suggested and, when the bands differ, that the other may be chosen and a measured GFR helps.
 * Values are on the dosing scale, in its unit, as the interval scale shows them.
 */
export function dv18Text(estimates: EgfrEstimates): string | null {
  const { creatinineEgfr, cystatinEgfr, meanStatus, lowerReason } = estimates;
  const because = NO_MEAN_BECAUSE[meanStatus];
  if (creatinineEgfr === null || cystatinEgfr === null || because === null) return null;
  // Both normal is dv15's, even from samples far apart; a measured GFR overrides both (dv16).
  if (lowerReason === 'bothNormal') return null;
  if (estimates.recommended?.label === 'manualAbsoluteEGFR') return null;
  const unit = EGFR_UNITS[estimates.scale];
  const onScale = (relative: number) => onDosingScale(estimates, relative);
  const describe = (name: string, relative: number) =>
    `${name} ${egfrDisplayText(onScale(relative))} ${unit} (intervall ${renalBand(onScale(relative))})`;
  const lowerBand = renalBand(onScale(Math.min(creatinineEgfr, cystatinEgfr)));
  const pair = `${describe('Kreatininbaserat', creatinineEgfr)} och ${describe('cystatin C-baserat', cystatinEgfr)}`;
  const why = `kan inte vägas samman eftersom ${because}`;
  if (lowerReason === 'sameBand')
    return `${pair} ${why}. Båda ligger i samma intervall; det lägre värdet används för rekommendationerna (försiktighetsprincipen).`;
  return `${pair} ${why}. Intervallet för det lägre värdet, ${lowerBand}, föreslås (försiktighetsprincipen); du kan välja ett annat intervall. Överväg att mäta GFR, till exempel med iohexolclearance, för läkemedel vars dos beror på njurfunktionen.`;
}

/**
 * dv19 (ADR 35): a mean (specification §9) may lie in a less severe band than the lower of the
 * two estimates it was formed from. The mean is the better estimate and stays recommended, but
 * the lower estimate's band is named, so adding a laboratory value never hides a stricter band.
 */
export function dv19Text(estimates: EgfrEstimates): string | null {
  const { creatinineEgfr, cystatinEgfr, recommended } = estimates;
  // A mean implies both estimates; the null checks narrow their types.
  const notAMean = estimates.meanStatus !== 'combined' || recommended === null;
  if (notAMean || creatinineEgfr === null || cystatinEgfr === null) return null;
  if (recommended.label !== 'averageRelativeEGFR' && recommended.label !== 'absoluteAverageEGFR')
    return null;
  const lowerIsCreatinine = creatinineEgfr <= cystatinEgfr;
  const lower = onDosingScale(estimates, Math.min(creatinineEgfr, cystatinEgfr));
  const meanBand = renalBand(recommended.value);
  const lowerBand = renalBand(lower);
  if (lowerBand === meanBand) return null;
  const name = lowerIsCreatinine ? 'kreatininbaserat' : 'cystatin C-baserat';
  return `Medelvärdet ligger i intervallet ${meanBand}, men ${name} ${egfrDisplayText(lower)} ${EGFR_UNITS[estimates.scale]} ligger i intervallet ${lowerBand}. Väg in rekommendationerna för båda intervallen.`;
}

/** A relative estimate on the scale doses are read on: absolute when body size is known. */
function onDosingScale(estimates: EgfrEstimates, relative: number): number {
  return estimates.bodySurfaceArea === null
    ? relative
    : absoluteEgfr(relative, estimates.bodySurfaceArea);
}

export interface RenalWarningContext {
  patient: KidneyFunctionInput;
  estimates: EgfrEstimates;
  /** A glucocorticoid (ATC H02) is in the search list. */
  glucocorticoidInSearch: boolean;
}

/** ATC H02: corticosteroids for systemic use, which raise cystatin C (dv10). */
export const GLUCOCORTICOID_ATC_PREFIX = 'H02';

/** Whether a drug with these ATC codes is a systemic glucocorticoid. */
export function isGlucocorticoid(atcCodes: readonly string[]): boolean {
  return atcCodes.some((code) => code.toUpperCase().startsWith(GLUCOCORTICOID_ATC_PREFIX));
}

/** BMI limits outside which cystatin C is suggested (specification §9). */
export const BMI_LIMITS = { low: 20, high: 40 } as const;

/** Every warning that applies, most important first. */
export function renalWarnings(context: RenalWarningContext): RenalWarning[] {
  const { estimates, patient } = context;
  const hasCystatin = patient.relativeCystatinEGFR !== null || patient.cystatinC !== null;
  const codes: RenalWarningCode[] = [];
  const add = (condition: boolean, code: RenalWarningCode) => {
    if (condition) codes.push(code);
  };
  // Only creatinine needs the gender (LM-rev); an empty form already asks for it.
  add(patient.gender === null && patient.creatinine !== null, 'dv1');
  add(patient.birthYear !== null && !estimates.validAge, 'dv2');
  add(patient.creatinine !== null && !estimates.validCreatinineDate, 'dv3');
  add(hasCystatin && !estimates.validCystatinDate, 'dv4');
  add(estimates.meanStatus === 'samplesTooFarApart', 'dv5');
  add(estimates.meanStatus === 'outsideRange', 'dv6');
  add(estimates.meanStatus === 'differTooMuch', 'dv7');
  add(estimates.bmi !== null && estimates.bmi < BMI_LIMITS.low, 'dv8');
  add(estimates.bmi !== null && estimates.bmi > BMI_LIMITS.high, 'dv9');
  const usesCystatin = estimates.entries.some((entry) => LABELS_USING_CYSTATIN.has(entry.label));
  const recommended = estimates.recommended;
  const near = recommended && nearBoundary(recommended.value, scaleOfLabel(recommended.label));
  add(usesCystatin && context.glucocorticoidInSearch, 'dv10');
  add(Boolean(near), 'dv11');
  add(usesCystatin, 'dv12');
  add(estimates.entries.length > 0 && estimates.bodySurfaceArea === null, 'dv13');
  add(
    estimates.meanStatus === 'combined' && estimates.recommended?.label !== 'manualAbsoluteEGFR',
    'dv14',
  );
  const lower = estimates.lowerReason;
  add(lower === 'bothNormal', 'dv15');
  add(estimates.recommended?.label === 'manualAbsoluteEGFR', 'dv16');
  add(patient.creatinine !== null && patient.creatinine > CREATININE_UNCERTAIN_ABOVE, 'dv17');
  const dv18 = dv18Text(estimates);
  add(dv18 !== null, 'dv18');
  const dv19 = dv19Text(estimates);
  add(dv19 !== null, 'dv19');
  return codes
    .map((code) => {
      const warning = renalWarning(code);
      // dv1 names the estimate that is missing, dv11 the band, dv18 and dv19 both estimates.
      if (code === 'dv1' && estimates.cystatinEgfr !== null)
        return { ...warning, text: DV1_CREATININE_TEXT };
      if (code === 'dv11' && near) return { ...warning, text: near.message };
      if (code === 'dv18' && dv18 !== null) return { ...warning, text: dv18 };
      if (code === 'dv19' && dv19 !== null) return { ...warning, text: dv19 };
      return warning;
    })
    .sort((a, b) => a.priority - b.priority);
}

const LABELS_USING_CYSTATIN = new Set<EgfrLabel>([
  'relativeCystatinEGFR',
  'absoluteCystatinEGFR',
  'averageRelativeEGFR',
  'absoluteAverageEGFR',
]);

/** The full warning for a code, e.g. for a legend. */
export function renalWarning(code: RenalWarningCode): RenalWarning {
  return { code, ...WARNINGS[code] };
}
