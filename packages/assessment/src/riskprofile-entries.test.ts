import { describe, expect, it } from 'vitest';
import type { RiskProfile } from '@medkompass/contracts/riskprofile.ts';
import { BundleKnowledgeBase } from './knowledge-base.ts';
import { riskprofileEntries } from './riskprofile-entries.ts';
import { bundleOf, nslId, substance } from '../testing/test-knowledge-base.ts';

const profile = (key: string, properties: RiskProfile['properties']): RiskProfile => ({
  nslId: nslId(key),
  properties,
});

/**
 * Families of ADR 11: sertralin has a profile and a salt without one; diklofenak has none but
 * two salts that do; tramadol has a profile and a salt with its own; metformin and its salt have
 * none; paracetamol is assessed with no risk at all.
 */
const kb = new BundleKnowledgeBase({
  ...bundleOf({
    substances: [
      substance('sertralin'),
      substance('sertralinhcl', 'sertralin'),
      substance('diklofenak'),
      substance('diklofenaknatrium', 'diklofenak'),
      substance('diklofenakdietyl', 'diklofenak'),
      substance('tramadol'),
      substance('tramadolhcl', 'tramadol'),
      substance('metformin'),
      substance('metforminhcl', 'metformin'),
      substance('paracetamol'),
    ],
  }),
  riskProfiles: [
    profile('sertralin', [
      { propertyId: 'serotonergic', values: { peroral: 2 } },
      { propertyId: 'bleeding', values: { peroral: 1 } },
    ]),
    profile('diklofenaknatrium', [
      { propertyId: 'bleeding', values: { peroral: 2, parenteral: 2 } },
      { propertyId: 'renalToxicity', values: { peroral: 2 } },
    ]),
    profile('diklofenakdietyl', [
      { propertyId: 'bleeding', values: { peroral: 1, topical: 1 } },
      { propertyId: 'sedation', values: { topical: 0 } },
    ]),
    profile('tramadol', [{ propertyId: 'serotonergic', values: { peroral: 2, parenteral: 2 } }]),
    profile('tramadolhcl', [{ propertyId: 'seizure', values: { peroral: 1 } }]),
    profile('paracetamol', []),
  ],
});

const entries = (...keys: string[]) => riskprofileEntries(kb, keys.map(nslId));

describe('riskprofile entries (ADR 11: own profile, else the parent’s, else the children’s)', () => {
  it('gives a substance with a profile its own, named and assessed', () => {
    expect(entries('sertralin')).toEqual([
      {
        nslId: nslId('sertralin'),
        substance: 'sertralin',
        status: 'assessed',
        profileNslIds: [nslId('sertralin')],
        properties: [
          { propertyId: 'serotonergic', values: { peroral: 2 } },
          { propertyId: 'bleeding', values: { peroral: 1 } },
        ],
      },
    ]);
  });

  it("gives a salt without a profile its parent's", () => {
    const [salt] = entries('sertralinhcl');
    expect(salt).toMatchObject({
      substance: 'sertralinhcl',
      status: 'assessed',
      profileNslIds: [nslId('sertralin')],
    });
    expect(salt?.properties).toEqual(entries('sertralin')[0]?.properties);
  });

  it('keeps a salt’s own profile over its parent’s', () => {
    const [salt] = entries('tramadolhcl');
    expect(salt?.profileNslIds).toEqual([nslId('tramadolhcl')]);
    expect(salt?.properties).toEqual([{ propertyId: 'seizure', values: { peroral: 1 } }]);
  });

  it("merges the children's profiles of a parent without one: highest value per property and route", () => {
    const [parent] = entries('diklofenak');
    expect(parent).toMatchObject({
      status: 'assessed',
      profileNslIds: [nslId('diklofenaknatrium'), nslId('diklofenakdietyl')],
    });
    expect(parent?.properties).toEqual([
      // 2 over 1 on peroral; parenteral from one child, topical from the other.
      { propertyId: 'bleeding', values: { peroral: 2, parenteral: 2, topical: 1 } },
      { propertyId: 'renalToxicity', values: { peroral: 2 } },
      { propertyId: 'sedation', values: { topical: 0 } },
    ]);
  });

  it('does not take a sibling’s profile: a salt looks to its parent, not to the other salts', () => {
    const bundle = bundleOf({
      substances: [substance('parent'), substance('salt1', 'parent'), substance('salt2', 'parent')],
    });
    const siblings = new BundleKnowledgeBase({
      ...bundle,
      riskProfiles: [profile('salt2', [{ propertyId: 'sedation', values: { peroral: 3 } }])],
    });
    const [salt1, parent] = riskprofileEntries(siblings, [nslId('salt1'), nslId('parent')]);
    expect(salt1).toMatchObject({ status: 'notAssessed', profileNslIds: [], properties: [] });
    expect(parent).toMatchObject({ status: 'assessed', profileNslIds: [nslId('salt2')] });
  });

  it('says notAssessed for a known substance no profile applies to, and missing for an unknown id', () => {
    expect(entries('metformin', 'metforminhcl', 'okand')).toEqual([
      {
        nslId: nslId('metformin'),
        substance: 'metformin',
        status: 'notAssessed',
        profileNslIds: [],
        properties: [],
      },
      {
        nslId: nslId('metforminhcl'),
        substance: 'metforminhcl',
        status: 'notAssessed',
        profileNslIds: [],
        properties: [],
      },
      {
        nslId: nslId('okand'),
        substance: null,
        status: 'missing',
        profileNslIds: [],
        properties: [],
      },
    ]);
  });

  it('counts an empty profile as assessed: the source found no risk', () => {
    expect(entries('paracetamol')[0]).toMatchObject({
      status: 'assessed',
      profileNslIds: [nslId('paracetamol')],
      properties: [],
    });
  });

  it('answers in the order asked, one entry per id', () => {
    expect(entries('paracetamol', 'okand', 'sertralin').map((e) => e.nslId)).toEqual([
      nslId('paracetamol'),
      nslId('okand'),
      nslId('sertralin'),
    ]);
    expect(entries()).toEqual([]);
  });
});

describe('riskprofile entries: merging salts on every route', () => {
  it('takes the highest value per route, non-peroral enteral included', () => {
    const rectal = new BundleKnowledgeBase({
      ...bundleOf({
        substances: [
          substance('morfin'),
          substance('morfinhcl', 'morfin'),
          substance('morfinsulfat', 'morfin'),
        ],
      }),
      riskProfiles: [
        profile('morfinhcl', [{ propertyId: 'sedation', values: { nonPeroral: 2, peroral: 1 } }]),
        profile('morfinsulfat', [
          { propertyId: 'sedation', values: { nonPeroral: 3, topical: 1 } },
        ]),
      ],
    });
    expect(riskprofileEntries(rectal, [nslId('morfin')])[0]?.properties).toEqual([
      { propertyId: 'sedation', values: { peroral: 1, nonPeroral: 3, topical: 1 } },
    ]);
  });
});
