import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ADMINISTRATION,
  highestRiskLabel,
  pruneAdministrations,
  QT_ALERT_LEVEL,
  riskLabel,
  riskLabelColour,
  riskLevel,
  scoreProperty,
  substanceRiskValue,
  type RiskLabel,
  type RiskPropertyDefinition,
  type RiskRoute,
} from './riskprofile-scoring.ts';

const levels = [
  { level: 0, min: 0, max: 1 },
  { level: 1, min: 2, max: 3 },
  { level: 2, min: 4, max: 5 },
  { level: 3, min: 6, max: 8 },
];
const sedation: RiskPropertyDefinition = { propertyId: 'sedation', levels };
const qt: RiskPropertyDefinition = { propertyId: 'qtProlongation', levels };
const values = { peroral: 2, nonPeroral: 1, parenteral: 3, topical: 0 };

describe('substanceRiskValue (specification §4 Riskprofile administration)', () => {
  it('takes the highest route for MAX, systemic routes for entOrParent, one route, or nothing', () => {
    expect(substanceRiskValue(values, 'MAX')).toBe(3);
    expect(substanceRiskValue({ ...values, topical: 5 }, 'MAX')).toBe(5);
    expect(substanceRiskValue({ ...values, topical: 5 }, 'entOrParent')).toBe(3);
    expect(substanceRiskValue(values, 'peroral')).toBe(2);
    expect(substanceRiskValue(values, 'topical')).toBe(0);
    expect(substanceRiskValue(values, 'none')).toBe(0);
    expect(substanceRiskValue({}, 'MAX')).toBe(0);
  });
});

describe('riskLevel', () => {
  it('grades a value at both edges of every level', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 8].map((v) => riskLevel(v, levels))).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3,
    ]);
  });

  it('grades a value above every range as the highest level, and a gap as 0', () => {
    expect(riskLevel(20, levels)).toBe(3);
    expect(riskLevel(1.5, levels)).toBe(0);
    expect(riskLevel(3, [])).toBe(0);
  });
});

describe('scoreProperty: cumulative risk', () => {
  it('adds the chosen values of all substances and grades the sum', () => {
    const result = scoreProperty(sedation, [
      { values, choice: 'MAX' }, // 3
      { values: { peroral: 2 }, choice: 'MAX' }, // 2
    ]);
    expect(result).toEqual({ value: 5, level: 2 });
  });

  it('leaves out a substance set to none', () => {
    expect(
      scoreProperty(sedation, [
        { values, choice: 'none' },
        { values, choice: 'peroral' },
      ]),
    ).toEqual({ value: 2, level: 1 });
  });

  it('raises QT prolongation of level 3 or more to 10, but not level 2', () => {
    expect(
      scoreProperty(qt, [
        { values, choice: 'MAX' },
        { values, choice: 'MAX' },
      ]).level,
    ).toBe(QT_ALERT_LEVEL);
    expect(
      scoreProperty(qt, [
        { values, choice: 'MAX' },
        { values, choice: 'peroral' },
      ]).level,
    ).toBe(2);
    expect(
      scoreProperty(sedation, [
        { values, choice: 'MAX' },
        { values, choice: 'MAX' },
      ]).level,
    ).toBe(3);
  });
});

describe('labels (specification §4)', () => {
  it("labels 1 'I', 2 'II', 3 'III', others '-', and the QT alert 'III'", () => {
    expect([0, 1, 2, 3, 4, -1, QT_ALERT_LEVEL].map(riskLabel)).toEqual([
      '-',
      'I',
      'II',
      'III',
      '-',
      '-',
      'III',
    ]);
  });

  it('colours and orders labels', () => {
    expect((['-', 'I', 'II', 'III'] as const).map(riskLabelColour)).toEqual([
      'green',
      'white',
      'yellow',
      'red',
    ]);
    expect(highestRiskLabel(['I', 'III', 'II'])).toBe('III');
    expect(highestRiskLabel([])).toBe('-');
  });
});

describe('pruneAdministrations', () => {
  it('drops choices of substances that left the search', () => {
    expect(pruneAdministrations({ IDA: 'peroral', IDB: 'none' }, ['IDB', 'IDC'])).toEqual({
      IDB: 'none',
    });
  });
});

describe('riskprofile edges', () => {
  it('defaults each substance to MAX (specification §4)', () => {
    expect(DEFAULT_ADMINISTRATION).toBe('MAX');
  });

  it.each<[RiskRoute, number, number]>([
    // [the route with the highest value, MAX, entOrParent]
    ['peroral', 4, 4],
    ['nonPeroral', 4, 4],
    ['parenteral', 4, 4],
    ['topical', 4, 1],
  ])('finds the highest value on %s alone, systemically unless topical', (route, max, systemic) => {
    const single = { peroral: 1, nonPeroral: 1, parenteral: 1, topical: 1, [route]: 4 };
    expect(substanceRiskValue(single, 'MAX')).toBe(max);
    expect(substanceRiskValue(single, 'entOrParent')).toBe(systemic);
    expect(substanceRiskValue(single, route)).toBe(4);
  });

  it('grades by the levels whatever order the property lists them in', () => {
    const reversed = [...levels].reverse();
    expect([0, 2, 4, 6, 20].map((v) => riskLevel(v, reversed))).toEqual([0, 1, 2, 3, 3]);
  });

  // Specification §4: '-' (0), 'I' (1), 'II' (2), 'III' (3).
  const RANK: Record<RiskLabel, number> = { '-': 0, I: 1, II: 2, III: 3 };
  const label = fc.constantFrom<RiskLabel>('-', 'I', 'II', 'III');

  it('summarises a single label as itself: level I is not none', () => {
    expect((['-', 'I', 'II', 'III'] as const).map((l) => highestRiskLabel([l]))).toEqual([
      '-',
      'I',
      'II',
      'III',
    ]);
  });

  it('summarises a list by its most severe label, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(label, { maxLength: 6 }), (labels) => {
        const expected = Math.max(0, ...labels.map((l) => RANK[l]));
        expect(RANK[highestRiskLabel(labels)]).toBe(expected);
      }),
    );
  });
});
