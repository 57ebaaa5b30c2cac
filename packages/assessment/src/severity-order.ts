/*
 * Most severe first (DESIGN.md, clinical presentation rules): every tab lists its results by its
 * own classification scale (specification §3, §4 'Ranks and levels'), the most severe first,
 * then what is assessed without a grade of concern, then what the source has not assessed ('?'),
 * then what the knowledge base does not know. Results of one grade keep the order they came in
 * (the search list's), so the order never jumps when nothing clinical changed (ADR 37).
 */

/**
 * The codes of each tab's scale, most severe first. After the graded codes, an assessed result
 * may carry a code that grades nothing: renal 'none' (eGFR 90 or more: no adjustment needed),
 * genus '' (level 0: an assessment is not applicable), riskprofile '-' (no increased risk).
 */
const SCALES = {
  interactions: ['D', 'C', 'B', 'A'],
  renal: ['D', 'C', 'B', 'A', 'none'],
  /** Fetal impact (birthdefect) and lactation share a scale. */
  pregnancy: ['3', '2', '1'],
  genus: ['C!', 'C', 'B', 'A', ''],
  riskprofile: ['III', 'II', 'I', '-'],
} as const satisfies Record<string, readonly string[]>;

export type SeverityScale = keyof typeof SCALES;
export type ScaleCode<S extends SeverityScale> = (typeof SCALES)[S][number];

/** Known to the knowledge base, but the source has no assessment of it ('?'). */
export const UNASSESSED = '?' as const;
/** Not in the knowledge base (or not a well-formed id), so no source can assess it. */
export const UNIDENTIFIED = 'unidentified' as const;

/** Where a result stands on its tab's scale. */
export type Grade<S extends SeverityScale> = ScaleCode<S> | typeof UNASSESSED | typeof UNIDENTIFIED;

/** The grades of a scale in order, most severe first, unassessed and unidentified last. */
export function gradesOf<S extends SeverityScale>(scale: S): readonly Grade<S>[] {
  return [...(SCALES[scale] as readonly ScaleCode<S>[]), UNASSESSED, UNIDENTIFIED];
}

function rankOf<S extends SeverityScale>(scale: S, grade: Grade<S>): number {
  const rank = gradesOf(scale).indexOf(grade);
  // A code the scale does not know is treated as unassessed: it is never shown above a grade.
  return rank === -1 ? gradesOf(scale).indexOf(UNASSESSED) : rank;
}

/** Negative when `a` is more severe than `b` on the scale: a comparator, most severe first. */
export function compareGrades<S extends SeverityScale>(scale: S, a: Grade<S>, b: Grade<S>): number {
  return rankOf(scale, a) - rankOf(scale, b);
}

/**
 * The most severe of several grades, e.g. of the documents of one drug: an assessed grade wins
 * over '?', so a drug with a class-3 document and a '?' document is class 3. None: '?'.
 */
export function mostSevere<S extends SeverityScale>(
  scale: S,
  grades: readonly Grade<S>[],
): Grade<S> {
  return grades.reduce<Grade<S>>(
    (worst, grade) => (compareGrades(scale, grade, worst) < 0 ? grade : worst),
    UNASSESSED,
  );
}

/**
 * A tab's results, most severe first by the scale; results of one grade keep their order (a
 * stable sort), so they stay in the order of the search list. A new array; the input is kept.
 */
export function sortBySeverity<S extends SeverityScale, T>(
  scale: S,
  items: readonly T[],
  gradeOf: (item: T) => Grade<S>,
): T[] {
  return items
    .map((item, index) => ({ item, index, rank: rankOf(scale, gradeOf(item)) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}

type Language = 'sv' | 'en';

/** What a grade is called in the count summary; a graded code is its own name. */
const GRADE_NAMES: Record<Language, Record<string, (count: number) => string>> = {
  sv: {
    [UNASSESSED]: (n) => `${n} ej bedömd${n === 1 ? '' : 'a'}`,
    [UNIDENTIFIED]: (n) => `${n} ej identifierad${n === 1 ? '' : 'e'}`,
  },
  en: {
    [UNASSESSED]: (n) => `${n} not assessed`,
    [UNIDENTIFIED]: (n) => `${n} not identified`,
  },
};

/** The names of the codes that grade nothing, and of the fetal and lactation classes. */
const CODE_NAMES: {
  [S in SeverityScale]?: Partial<Record<ScaleCode<S>, Record<Language, (n: number) => string>>>;
} = {
  renal: { none: { sv: (n) => `${n} utan dosjustering`, en: (n) => `${n} no adjustment` } },
  pregnancy: {
    '3': { sv: (n) => `${n} i klass 3`, en: (n) => `${n} in class 3` },
    '2': { sv: (n) => `${n} i klass 2`, en: (n) => `${n} in class 2` },
    '1': { sv: (n) => `${n} i klass 1`, en: (n) => `${n} in class 1` },
  },
  genus: {
    '': { sv: (n) => `${n} ej tillämplig${n === 1 ? '' : 'a'}`, en: (n) => `${n} not applicable` },
  },
  riskprofile: { '-': { sv: (n) => `${n} utan ökad risk`, en: (n) => `${n} no increased risk` } },
};

/**
 * One line that counts a tab's results per grade, most severe first, e.g. '2 D, 3 C, 1 ej
 * bedömd' or '1 i klass 3, 2 ej bedömda'; grades with no result are left out, and no results
 * give ''. Swedish by default; English for the English sex-and-gender pages.
 */
export function severitySummary<S extends SeverityScale>(
  scale: S,
  grades: readonly Grade<S>[],
  language: Language = 'sv',
): string {
  const codeNames = CODE_NAMES[scale] as
    Partial<Record<string, Record<Language, (n: number) => string>>> | undefined;
  return gradesOf(scale)
    .map((grade) => {
      const count = grades.filter((g) => rankOf(scale, g) === rankOf(scale, grade)).length;
      if (count === 0) return '';
      const name = codeNames?.[grade]?.[language] ?? GRADE_NAMES[language][grade];
      return name ? name(count) : `${count} ${grade}`;
    })
    .filter((part) => part !== '')
    .join(', ');
}
