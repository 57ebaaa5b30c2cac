// Class rules: one assessment for every pair of two drug classes ('NSAID × ACE-hämmare'),
// expanded into substance pairs at build time. Each pair gets its own texts (the rule's text
// function fills in the names), a rule may grade single pairs differently or leave them out, and
// a pair graded twice differently (by two rules, or by a rule and a pair written by hand) stops
// the build unless a rule names it as an exception.

import { BASE_CLASSES, DRUG_CLASSES, SUBSTRATE_CLASSES, type DrugClass } from './classes.ts';
import { GROUPS } from './groups/index.ts';
import {
  parseCode,
  type FormClassification,
  type InteractionRow,
  type Texts,
} from './interactions.ts';
import { ALL_SUBSTANCE_ROWS, topKeyOf } from './substances.ts';

/** What a rule does with one pair instead of its default. */
export type PairException =
  /** The pair's assessment written by hand (interactions.ts or a group file) applies. */
  | 'pair'
  /** The rule does not apply to the pair (the mechanism does not hold for it). */
  | 'none'
  /** Another grade, with the rule's texts or texts of its own. */
  | { code: string; texts?: Texts };

export interface ClassRule {
  /** Shown in the build report, e.g. 'NSAID × ACE-hämmare'. */
  name: string;
  left: DrugClass;
  right: DrugClass;
  /** Severity and documentation, e.g. 'C3'. */
  code: string;
  /** The texts of one pair: `a` from the left class, `b` from the right. */
  texts: (a: string, b: string) => Texts;
  forms?: (a: string, b: string) => FormClassification[];
  /** Exceptions by 'KEY1|KEY2' (either order). */
  except?: Record<string, PairException>;
}

/** Every class's members: the original substances', each drug group's and the substrate classes'. */
export function classMembers(): Map<DrugClass, string[]> {
  const members = new Map<DrugClass, string[]>();
  for (const source of [BASE_CLASSES, ...GROUPS.map((group) => group.classes), SUBSTRATE_CLASSES]) {
    for (const [name, keys] of Object.entries(source)) {
      if (!(name in DRUG_CLASSES)) throw new Error(`Okänd läkemedelsklass ${name}`);
      const list = members.get(name as DrugClass) ?? [];
      // The substrate classes name substances of several groups; DEMO_GROUPS may leave some out.
      const built = (key: string): boolean =>
        source !== SUBSTRATE_CLASSES || ALL_SUBSTANCE_ROWS.some((row) => row.key === key);
      for (const key of keys) if (!list.includes(key) && built(key)) list.push(key);
      members.set(name as DrugClass, list);
    }
  }
  return members;
}

export interface RuleReport {
  rule: string;
  code: string;
  /** Pairs the rule added. */
  added: string[];
  /** Pairs already assessed the same way (by hand or by an earlier rule). */
  alreadyAssessed: string[];
  /** Pairs the rule grades differently or leaves out, by its exceptions. */
  exceptions: string[];
}

export interface Expansion {
  rows: InteractionRow[];
  reports: RuleReport[];
  /** Contradictions and mistakes; any stops the build. */
  problems: string[];
}

const pairKey = (a: string, b: string): string => [a, b].sort().join('|');
const grade = (row: { sev: string; doc: number }): string => `${row.sev}${row.doc}`;

function exceptionOf(rule: ClassRule, a: string, b: string): PairException | undefined {
  return rule.except?.[`${a}|${b}`] ?? rule.except?.[`${b}|${a}`];
}

/**
 * The interactions of the rules, after the pairs written by hand. A pair is assessed once: the
 * first assessment stands, an equal one later is reported as already assessed, and a different
 * one is a contradiction unless the later rule names the pair as an exception.
 */
export function expandClassRules(
  rules: readonly ClassRule[],
  pairs: readonly InteractionRow[],
  members: ReadonlyMap<DrugClass, readonly string[]> = classMembers(),
): Expansion {
  const assessed = new Map<string, { row: InteractionRow; by: string }>();
  const problems: string[] = [];
  for (const row of pairs) {
    const key = pairKey(row.a, row.b);
    const earlier = assessed.get(key);
    if (earlier) problems.push(`${row.id}: paret är redan bedömt (${earlier.row.id})`);
    else assessed.set(key, { row, by: 'parvis bedömning' });
  }
  const rows: InteractionRow[] = [];
  const reports = rules.map((rule): RuleReport => {
    const report: RuleReport = {
      rule: rule.name,
      code: rule.code,
      added: [],
      alreadyAssessed: [],
      exceptions: [],
    };
    const lefts = members.get(rule.left) ?? [];
    const rights = members.get(rule.right) ?? [];
    const used = new Set<string>();
    for (const [a, b] of lefts.flatMap((l) => rights.map((r) => [l, r] as const))) {
      if (topKeyOf(a) === topKeyOf(b)) continue;
      const key = pairKey(a, b);
      // A class paired with itself meets each pair twice.
      if (used.has(key)) continue;
      used.add(key);
      const exception = exceptionOf(rule, a, b);
      const earlier = assessed.get(key);
      if (exception === 'none' || exception === 'pair') {
        report.exceptions.push(
          `${a} + ${b}: ${exception === 'none' ? 'gäller inte' : 'egen bedömning'}`,
        );
        if (exception === 'pair' && earlier?.by !== 'parvis bedömning')
          problems.push(`${rule.name}: ${a} + ${b} saknar egen parvis bedömning`);
        continue;
      }
      const code = exception?.code ?? rule.code;
      if (earlier) {
        if (grade(earlier.row) === grade(parseCode(code)))
          report.alreadyAssessed.push(`${a} + ${b}`);
        else
          problems.push(
            `${rule.name}: ${a} + ${b} blir ${code} men är redan ${grade(earlier.row)} (${earlier.by})`,
          );
        continue;
      }
      if (exception !== undefined) report.exceptions.push(`${a} + ${b}: ${code}`);
      const row: InteractionRow = {
        id: `i-${a.toLowerCase()}-${b.toLowerCase()}`,
        a,
        b,
        ...parseCode(code),
        forms: rule.forms?.(a, b) ?? [],
        texts: exception?.texts ?? rule.texts(a, b),
      };
      rows.push(row);
      assessed.set(key, { row, by: rule.name });
      report.added.push(`${a} + ${b}`);
    }
    for (const pair of Object.keys(rule.except ?? {})) {
      const [a = '', b = ''] = pair.split('|');
      const inRule =
        (lefts.includes(a) && rights.includes(b)) || (lefts.includes(b) && rights.includes(a));
      if (!inRule) problems.push(`${rule.name}: undantaget ${pair} är inget par i regeln`);
    }
    return report;
  });
  return { rows, reports, problems };
}

/** The build report of the rules: one line per rule, and what each exception did. */
export function expansionSummary(reports: readonly RuleReport[]): string {
  return reports
    .map((r) => {
      const head = `${r.rule} (${r.code}): ${r.added.length} nya par, ${r.alreadyAssessed.length} redan bedömda, ${r.exceptions.length} undantag`;
      return [head, ...r.exceptions.map((e) => `    undantag ${e}`)].join('\n');
    })
    .join('\n');
}
