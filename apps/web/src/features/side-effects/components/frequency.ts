import type { SideEffectFrequency } from '@medkompass/contracts/side-effects.ts';
import '../../../lib/page-texts.ts';

/** The i18n key of a frequency class: its Swedish name with the EU's range. */
export const FREQUENCY_KEYS = {
  veryCommon: 'sideEffects.frequency.veryCommon',
  common: 'sideEffects.frequency.common',
  uncommon: 'sideEffects.frequency.uncommon',
  rare: 'sideEffects.frequency.rare',
  veryRare: 'sideEffects.frequency.veryRare',
  unknown: 'sideEffects.frequency.unknown',
} as const satisfies Record<SideEffectFrequency, string>;
