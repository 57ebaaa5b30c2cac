// The class rules of the demo knowledge base (engine: class-rules.ts), by mechanism. Each rule
// assesses every pair of its two classes with texts written by the Medkompass team from general
// pharmacological knowledge, the names filled in; pairs assessed by hand in interactions.ts and
// the group files come first, and a rule names them as exceptions where it grades them otherwise.

import type { ClassRule } from './class-rules.ts';
import { BLEEDING_RENAL_RULES } from './interaction-rules-bleeding-renal.ts';
import { CONTRAST_RULES } from './interaction-rules-contrast.ts';
import { METABOLISM_CNS_RULES } from './interaction-rules-metabolism-cns.ts';
import { SUBSTRATE_RULES } from './interaction-rules-substrates.ts';

export const CLASS_RULES: readonly ClassRule[] = [
  ...BLEEDING_RENAL_RULES,
  ...METABOLISM_CNS_RULES,
  ...SUBSTRATE_RULES,
  ...CONTRAST_RULES,
];
