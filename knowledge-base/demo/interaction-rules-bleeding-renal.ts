// Class rules of the demo knowledge base: bleeding, kidneys, potassium, lithium, methotrexate and digoxin.
// Texts written by the Medkompass team from general pharmacological knowledge (demo data).

import type { ClassRule } from './class-rules.ts';

export const BLEEDING_RENAL_RULES: readonly ClassRule[] = [];
