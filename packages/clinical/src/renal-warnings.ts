import type { EgfrEstimates, EgfrLabel } from './egfr-estimates.ts';
import { nearBoundary } from './renal-assessment.ts';

/**
 * Renal warnings dv1–dv16 (specification §5 'Renal warnings'). Warnings (priority 1–11, yellow)
 * say why an estimate is missing or uncertain; notes (priority 100–104, blue) say how the
 * estimate was made. The Swedish texts are ours.
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
  | 'dv16';

export interface RenalWarning {
  code: RenalWarningCode;
  priority: number;
  colour: 'yellow' | 'blue';
  text: string;
}

const WARNINGS: Record<RenalWarningCode, Omit<RenalWarning, 'code'>> = {
  dv1: { priority: 1, colour: 'yellow', text: 'Kön saknas. eGFR kan inte skattas.' },
  dv2: {
    priority: 2,
    colour: 'yellow',
    text: 'Åldern ligger utanför 18–130 år. Beslutsstödet gäller vuxna från 18 år.',
  },
  dv3: {
    priority: 3,
    colour: 'yellow',
    text: 'Kreatininvärdet är äldre än ett år eller har ett datum i framtiden och används inte.',
  },
  dv4: {
    priority: 4,
    colour: 'yellow',
    text: 'Cystatin C-värdet är äldre än ett år eller har ett datum i framtiden och används inte.',
  },
  dv5: {
    priority: 5,
    colour: 'yellow',
    text: 'Kreatinin och cystatin C är tagna mer än 7 dagar isär. Inget medelvärde beräknas.',
  },
  dv6: {
    priority: 6,
    colour: 'yellow',
    text: 'eGFR över 90 eller under 5 kan inte användas för ett medelvärde. Inget intervall föreslås.',
  },
  dv7: {
    priority: 7,
    colour: 'yellow',
    text: 'Skattningarna med kreatinin och cystatin C skiljer sig mer än 30 %. Inget medelvärde beräknas; bedöm vilken skattning som är mest tillförlitlig.',
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
    text: 'Båda skattningarna ligger över 90 (normalt intervall). Den lägre används.',
  },
  dv16: {
    priority: 104,
    colour: 'blue',
    text: 'Manuellt angivet GFR används för rekommendationerna.',
  },
};

export interface RenalWarningContext {
  estimates: EgfrEstimates;
  hasGender: boolean;
  hasBirthYear: boolean;
  hasCreatinine: boolean;
  hasCystatin: boolean;
  /** A glucocorticoid (ATC H02) is in the search list. */
  glucocorticoidInSearch: boolean;
}

/** BMI limits outside which cystatin C is suggested (specification §9). */
export const BMI_LIMITS = { low: 20, high: 40 } as const;

/** Every warning that applies, most important first. */
export function renalWarnings(context: RenalWarningContext): RenalWarning[] {
  const { estimates } = context;
  const codes: RenalWarningCode[] = [];
  const add = (condition: boolean, code: RenalWarningCode) => {
    if (condition) codes.push(code);
  };
  add(!context.hasGender, 'dv1');
  add(context.hasBirthYear && !estimates.validAge, 'dv2');
  add(context.hasCreatinine && !estimates.validCreatinineDate, 'dv3');
  add(context.hasCystatin && !estimates.validCystatinDate, 'dv4');
  add(estimates.meanStatus === 'samplesTooFarApart', 'dv5');
  add(estimates.meanStatus === 'outsideRange', 'dv6');
  add(estimates.meanStatus === 'differTooMuch', 'dv7');
  add(estimates.bmi !== null && estimates.bmi < BMI_LIMITS.low, 'dv8');
  add(estimates.bmi !== null && estimates.bmi > BMI_LIMITS.high, 'dv9');
  const usesCystatin = estimates.entries.some((entry) => LABELS_USING_CYSTATIN.has(entry.label));
  const near = estimates.recommended && nearBoundary(estimates.recommended.value);
  add(usesCystatin && context.glucocorticoidInSearch, 'dv10');
  add(Boolean(near), 'dv11');
  add(usesCystatin, 'dv12');
  add(estimates.entries.length > 0 && estimates.bodySurfaceArea === null, 'dv13');
  add(
    estimates.meanStatus === 'combined' && estimates.recommended?.label !== 'manualAbsoluteEGFR',
    'dv14',
  );
  add(estimates.meanStatus === 'bothNormal', 'dv15');
  add(estimates.recommended?.label === 'manualAbsoluteEGFR', 'dv16');
  // dv11 names the band the estimate is near.
  return codes.map((code) => ({
    ...renalWarning(code),
    ...(code === 'dv11' && near ? { text: near.message } : {}),
  }));
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
