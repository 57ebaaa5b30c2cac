import { describe, expect, it } from 'vitest';
import { expandClassRules, expansionSummary, type ClassRule } from './class-rules.ts';
import type { DrugClass } from './classes.ts';
import { t, type InteractionRow } from './interactions.ts';

const texts = (a: string, b: string) => t(`${a} och ${b}`, 'Råd.', 'Mekanism.', 'Bakgrund.');
const rule = (overrides: Partial<ClassRule> = {}): ClassRule => ({
  name: 'NSAID × ACE-hämmare',
  left: 'NSAID',
  right: 'ACE_INHIBITOR',
  code: 'C3',
  texts,
  ...overrides,
});
const members = new Map<DrugClass, string[]>([
  ['NSAID', ['IBUPROFEN', 'NAPROXEN']],
  ['ACE_INHIBITOR', ['ENALAPRIL', 'RAMIPRIL']],
  ['QT', ['CITALOPRAM', 'ESCITALOPRAM', 'HALOPERIDOL']],
  ['SSRI', ['CITALOPRAM', 'SERTRALIN']],
]);
const pair = (a: string, b: string, code: 'C3' | 'D2'): InteractionRow => ({
  id: `i-${a}-${b}`.toLowerCase(),
  a,
  b,
  sev: code[0] as 'C' | 'D',
  doc: Number(code[1]) as 3 | 2,
  forms: [],
  texts: texts(a, b),
});

describe('expandClassRules', () => {
  it('gives every pair of the two classes its own texts', () => {
    const { rows, problems, reports } = expandClassRules([rule()], [], members);
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.id, r.sev, r.doc, r.texts.consequence])).toEqual([
      ['i-ibuprofen-enalapril', 'C', 3, 'IBUPROFEN och ENALAPRIL'],
      ['i-ibuprofen-ramipril', 'C', 3, 'IBUPROFEN och RAMIPRIL'],
      ['i-naproxen-enalapril', 'C', 3, 'NAPROXEN och ENALAPRIL'],
      ['i-naproxen-ramipril', 'C', 3, 'NAPROXEN och RAMIPRIL'],
    ]);
    expect(reports[0]?.added).toHaveLength(4);
    expect(expansionSummary(reports)).toBe(
      'NSAID × ACE-hämmare (C3): 4 nya par, 0 redan bedömda, 0 undantag',
    );
  });

  it('pairs a class with itself once per pair, never a substance with itself', () => {
    const { rows } = expandClassRules([rule({ left: 'QT', right: 'QT' })], [], members);
    expect(rows.map((r) => `${r.a}+${r.b}`)).toEqual([
      'CITALOPRAM+ESCITALOPRAM',
      'CITALOPRAM+HALOPERIDOL',
      'ESCITALOPRAM+HALOPERIDOL',
    ]);
  });

  it('applies exceptions: another grade, no interaction, or the pair written by hand', () => {
    const { rows, problems, reports } = expandClassRules(
      [
        rule({
          except: {
            'RAMIPRIL|IBUPROFEN': { code: 'D2' },
            'NAPROXEN|ENALAPRIL': 'none',
            'NAPROXEN|RAMIPRIL': 'pair',
          },
        }),
      ],
      [pair('NAPROXEN', 'RAMIPRIL', 'D2')],
      members,
    );
    expect(problems).toEqual([]);
    expect(rows.map((r) => `${r.a}+${r.b} ${r.sev}${r.doc}`)).toEqual([
      'IBUPROFEN+ENALAPRIL C3',
      'IBUPROFEN+RAMIPRIL D2',
    ]);
    expect(reports[0]?.exceptions).toEqual([
      'IBUPROFEN + RAMIPRIL: D2',
      'NAPROXEN + ENALAPRIL: gäller inte',
      'NAPROXEN + RAMIPRIL: egen bedömning',
    ]);
  });

  it('stops on a pair graded twice differently, by hand and by a rule or by two rules', () => {
    const byHand = expandClassRules([rule()], [pair('IBUPROFEN', 'ENALAPRIL', 'D2')], members);
    expect(byHand.problems).toEqual([
      'NSAID × ACE-hämmare: IBUPROFEN + ENALAPRIL blir C3 men är redan D2 (parvis bedömning)',
    ]);
    const twoRules = expandClassRules(
      [
        rule({ name: 'QT × QT', left: 'QT', right: 'QT', code: 'C3' }),
        rule({ name: 'SSRI × QT', left: 'SSRI', right: 'QT', code: 'D2' }),
      ],
      [],
      members,
    );
    expect(twoRules.problems).toContain(
      'SSRI × QT: CITALOPRAM + ESCITALOPRAM blir D2 men är redan C3 (QT × QT)',
    );
  });

  it('accepts the same grade twice, and refuses an exception that is no pair of the rule', () => {
    const same = expandClassRules([rule()], [pair('IBUPROFEN', 'ENALAPRIL', 'C3')], members);
    expect(same.problems).toEqual([]);
    expect(same.reports[0]?.alreadyAssessed).toEqual(['IBUPROFEN + ENALAPRIL']);
    const stray = expandClassRules(
      [rule({ except: { 'IBUPROFEN|SERTRALIN': 'none' } })],
      [],
      members,
    );
    expect(stray.problems).toEqual([
      'NSAID × ACE-hämmare: undantaget IBUPROFEN|SERTRALIN är inget par i regeln',
    ]);
    const missingPair = expandClassRules(
      [rule({ except: { 'IBUPROFEN|ENALAPRIL': 'pair' } })],
      [],
      members,
    );
    expect(missingPair.problems).toEqual([
      'NSAID × ACE-hämmare: IBUPROFEN + ENALAPRIL saknar egen parvis bedömning',
    ]);
  });
});
