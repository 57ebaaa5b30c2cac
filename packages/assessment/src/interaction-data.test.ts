import { describe, expect, it } from 'vitest';
import { findDuplications } from './duplication.ts';
import { interactionData, interactionStatusOf } from './interaction-data.ts';
import { BundleKnowledgeBase } from './knowledge-base.ts';
import { bundleOf, interaction, nslId, substance } from '../testing/test-knowledge-base.ts';

const flagged = (key: string, interactionsAssessed: boolean, parent: string | null = null) => ({
  ...substance(key, parent),
  interactionsAssessed,
});

const kb = new BundleKnowledgeBase(
  bundleOf({
    substances: [
      flagged('assessed', true),
      flagged('partly', false),
      substance('legacy'),
      substance('lonely'),
      flagged('parent', true),
      substance('salt', 'parent'),
      substance('other'),
    ],
    interactions: [interaction('partly', 'legacy', 'C2')],
  }),
);

describe('interactionStatusOf', () => {
  it('believes the bundle: assessed without any pair, and not assessed despite a pair', () => {
    expect(interactionStatusOf(kb, nslId('assessed'))).toBe('assessed');
    expect(interactionStatusOf(kb, nslId('partly'))).toBe('notAssessed');
  });

  it('without a flag, counts a substance with an interaction as assessed (older bundles)', () => {
    expect(interactionStatusOf(kb, nslId('legacy'))).toBe('assessed');
    expect(interactionStatusOf(kb, nslId('lonely'))).toBe('notAssessed');
  });

  it("lets a parent's assessment cover its salt, and knows unknown ids are missing", () => {
    expect(interactionStatusOf(kb, nslId('salt'))).toBe('assessed');
    expect(interactionStatusOf(kb, 'IDNOSUCHTHING')).toBe('missing');
  });

  it('gives the interaction tab each entry with its status', () => {
    const data = interactionData(kb, { nplIds: [], nslIds: [nslId('assessed'), nslId('lonely')] });
    expect(data.substances.map((s) => [s.nslId, s.interactionStatus])).toEqual([
      [nslId('assessed'), 'assessed'],
      [nslId('lonely'), 'notAssessed'],
    ]);
    expect(data.interactions).toEqual([]);
  });
});

describe('interaction status at its edges', () => {
  const base = bundleOf({
    substances: [
      substance('parent'),
      substance('salt', 'parent'),
      substance('grapefrukt'),
      { ...substance('alkohol'), isSpecial: true },
    ],
    interactions: [
      interaction('salt', 'grapefrukt', 'C2'),
      interaction('alkohol', 'grapefrukt', 'B1'),
    ],
  });
  const kb = new BundleKnowledgeBase({
    ...base,
    // A child id the knowledge base does not hold, as a bundle may name.
    substances: base.substances.map((s) =>
      s.nslId === nslId('parent') ? { ...s, childNslIds: [...s.childNslIds, 'IDOKAND00'] } : s,
    ),
    specialSubstances: [
      { nslId: nslId('alkohol'), isTopParent: true, interactionStatus: 'notAssessed' },
    ],
  });

  it('takes a special substance’s own status, though it takes part in an interaction', () => {
    expect(interactionStatusOf(kb, nslId('alkohol'))).toBe('notAssessed');
  });

  it('counts a family assessed when one member takes part in an interaction', () => {
    expect(interactionStatusOf(kb, nslId('parent'))).toBe('assessed');
  });

  it('says which entries are special substances, unknown ones not', () => {
    const data = interactionData(kb, {
      nplIds: [],
      nslIds: [nslId('alkohol'), nslId('parent'), 'IDOKAND11'],
    });
    expect(data.substances.map((s) => [s.interactionStatus, s.isSpecial])).toEqual([
      ['notAssessed', true],
      ['assessed', false],
      ['missing', false],
    ]);
  });

  it('carries the duplications of the list, which the tab shows first', () => {
    const list = { nplIds: [], nslIds: [nslId('salt'), nslId('parent'), nslId('other')] };
    expect(interactionData(kb, list).duplications).toEqual(findDuplications(kb, list));
    expect(interactionData(kb, list).duplications.map((d) => d.kind)).toEqual(['substance']);
  });
});
