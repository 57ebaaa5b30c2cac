// Class rules of the demo knowledge base: drug metabolism (CYP, P-gp), QT, serotonergic and CNS effects, absorption and other mechanisms.
// Texts written by the Medkompass team from general pharmacological knowledge (demo data).

import type { ClassRule } from './class-rules.ts';

export const METABOLISM_CNS_RULES: readonly ClassRule[] = [];
