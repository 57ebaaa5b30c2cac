import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  compareGrades,
  gradesOf,
  mostSevere,
  severitySummary,
  sortBySeverity,
  UNASSESSED,
  UNIDENTIFIED,
  type Grade,
  type SeverityScale,
} from './severity-order.ts';

const SCALE_NAMES: readonly SeverityScale[] = [
  'interactions',
  'renal',
  'pregnancy',
  'genus',
  'riskprofile',
];

/** A scale and a list of results on it, each with where it stood in the list. */
const arbitraryList = fc.constantFrom(...SCALE_NAMES).chain((scale) =>
  fc.record({
    scale: fc.constant(scale),
    items: fc
      .array(fc.constantFrom(...gradesOf(scale)), { maxLength: 30 })
      .map((grades) => grades.map((grade, position) => ({ grade, position }))),
  }),
);

const isAssessed = (grade: string) => grade !== UNASSESSED && grade !== UNIDENTIFIED;

describe('sortBySeverity (most severe first on every tab)', () => {
  it('orders each scale as the specification ranks it', () => {
    expect(gradesOf('renal')).toEqual(['D', 'C', 'B', 'A', 'none', '?', 'unidentified']);
    expect(gradesOf('pregnancy')).toEqual(['3', '2', '1', '?', 'unidentified']);
    expect(gradesOf('genus')).toEqual(['C!', 'C', 'B', 'A', '', '?', 'unidentified']);
    expect(gradesOf('riskprofile')).toEqual(['III', 'II', 'I', '-', '?', 'unidentified']);
    const fetal = ['?', '1', '3', '?', '2'].map((grade, i) => ({ grade, i }));
    expect(
      sortBySeverity('pregnancy', fetal, (x) => x.grade as Grade<'pregnancy'>).map((x) => x.i),
    ).toEqual([2, 4, 1, 0, 3]);
  });

  it('is a permutation of its input and leaves the input as it was', () => {
    fc.assert(
      fc.property(arbitraryList, ({ scale, items }) => {
        const before = [...items];
        const sorted = sortBySeverity(scale, items, (x) => x.grade);
        expect(items).toEqual(before);
        expect(sorted).toHaveLength(items.length);
        expect([...sorted].sort((a, b) => a.position - b.position)).toEqual(items);
      }),
    );
  });

  it('puts the most severe first, and keeps the list order within a grade (stable)', () => {
    fc.assert(
      fc.property(arbitraryList, ({ scale, items }) => {
        const sorted = sortBySeverity(scale, items, (x) => x.grade);
        for (let i = 1; i < sorted.length; i++) {
          const [a, b] = [sorted[i - 1]!, sorted[i]!];
          const order = compareGrades(scale, a.grade, b.grade);
          expect(order).toBeLessThanOrEqual(0);
          if (order === 0) expect(a.position).toBeLessThan(b.position);
        }
      }),
    );
  });

  it('puts what is not assessed after everything assessed, and the unknown last', () => {
    fc.assert(
      fc.property(arbitraryList, ({ scale, items }) => {
        const grades = sortBySeverity(scale, items, (x) => x.grade).map((x) => x.grade);
        const firstUnassessed = grades.findIndex((g) => !isAssessed(g));
        if (firstUnassessed >= 0)
          expect(grades.slice(firstUnassessed).every((g) => !isAssessed(g))).toBe(true);
        const firstUnknown = grades.indexOf(UNIDENTIFIED);
        if (firstUnknown >= 0)
          expect(grades.slice(firstUnknown).every((g) => g === UNIDENTIFIED)).toBe(true);
      }),
    );
  });

  it('changes nothing in a list already in order', () => {
    fc.assert(
      fc.property(arbitraryList, ({ scale, items }) => {
        const once = sortBySeverity(scale, items, (x) => x.grade);
        expect(sortBySeverity(scale, once, (x) => x.grade)).toEqual(once);
      }),
    );
  });

  it('ranks a code outside the scale as unassessed, never above a grade', () => {
    const items = ['?', 'X', 'A'] as Grade<'renal'>[];
    expect(sortBySeverity('renal', items, (x) => x)).toEqual(['A', '?', 'X']);
  });
});

describe('mostSevere', () => {
  it('is the grade the sorted list starts with, and an assessed one beats a question mark', () => {
    fc.assert(
      fc.property(arbitraryList, ({ scale, items }) => {
        const grades = items.map((x) => x.grade).filter((g) => g !== UNIDENTIFIED);
        const worst = mostSevere(scale, grades);
        expect(worst).toBe(sortBySeverity(scale, grades, (g) => g)[0] ?? UNASSESSED);
      }),
    );
    expect(mostSevere('pregnancy', ['?', '1', '?'])).toBe('1');
    expect(mostSevere('genus', [])).toBe('?');
  });
});

describe('severitySummary (the count line above each result list)', () => {
  it('counts per grade, most severe first, in clinical Swedish', () => {
    expect(severitySummary('renal', ['C', 'D', '?', 'C', 'D', 'C'])).toBe('2 D, 3 C, 1 ej bedömd');
    expect(severitySummary('pregnancy', ['?', '3', '?', 'unidentified'])).toBe(
      '1 i klass 3, 2 ej bedömda, 1 ej identifierad',
    );
    expect(severitySummary('genus', ['C', 'C!', ''])).toBe('1 C!, 1 C, 1 ej tillämplig');
    expect(severitySummary('riskprofile', ['-', 'II', '-', 'III'])).toBe(
      '1 III, 1 II, 2 utan ökad risk',
    );
    expect(severitySummary('renal', ['none', 'none'])).toBe('2 utan dosjustering');
    expect(severitySummary('interactions', [])).toBe('');
    expect(severitySummary('genus', ['C', '?'], 'en')).toBe('1 C, 1 not assessed');
  });

  it('counts every result once, in the order of the sorted list', () => {
    fc.assert(
      fc.property(arbitraryList, ({ scale, items }) => {
        const grades = items.map((x) => x.grade);
        const parts = severitySummary(scale, grades)
          .split(', ')
          .filter((part) => part !== '');
        const counts = parts.map((part) => Number(part.split(' ')[0]));
        expect(counts.reduce((sum, n) => sum + n, 0)).toBe(grades.length);
        expect(counts.every((n) => n > 0)).toBe(true);
        // The line is the count of each grade present, one part per grade, in the scale's order.
        const expected = gradesOf(scale)
          .map((grade) => grades.filter((g) => g === grade))
          .filter((group) => group.length > 0)
          .map((group) => severitySummary(scale, group));
        expect(parts).toEqual(expected);
      }),
    );
  });
});
