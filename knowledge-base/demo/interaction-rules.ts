// The class rules of the demo knowledge base (engine: class-rules.ts). Each rule assesses every
// pair of its two classes with texts written by the Medkompass team from general pharmacological
// knowledge, the names filled in; pairs assessed by hand in interactions.ts come first and a rule
// names them as exceptions where it would grade them otherwise.

import type { ClassRule } from './class-rules.ts';

export const CLASS_RULES: readonly ClassRule[] = [];
