import { describe, expect, it } from 'vitest';
import { KnowledgeBaseStore } from '../../knowledge-base/kb-store.ts';
import { assessmentBundle, S } from '../../test/assessment-kb.ts';
import { riskprofileEntries } from '@medkompass/assessment/riskprofile-entries.ts';

describe('riskprofile of a parent without its own', () => {
  it("takes the highest value per property and route over its children's profiles", () => {
    const bundle = assessmentBundle();
    bundle.riskProfiles = [
      {
        nslId: S.DIKLOFENAKNATRIUM,
        properties: [{ propertyId: 'bleeding', values: { peroral: 2, topical: 0 } }],
      },
      {
        nslId: S.DIKLOFENAKDIETYLAMIN,
        properties: [
          { propertyId: 'bleeding', values: { peroral: 1, topical: 1 } },
          { propertyId: 'sedation', values: { parenteral: 1 } },
        ],
      },
    ];
    const [parent, salt] = riskprofileEntries(KnowledgeBaseStore.fromBundle(bundle), [
      S.DIKLOFENAK,
      S.DIKLOFENAKNATRIUM,
    ]);
    expect(parent).toMatchObject({
      status: 'assessed',
      profileNslIds: [S.DIKLOFENAKNATRIUM, S.DIKLOFENAKDIETYLAMIN],
      properties: [
        { propertyId: 'bleeding', values: { peroral: 2, topical: 1 } },
        { propertyId: 'sedation', values: { parenteral: 1 } },
      ],
    });
    // A salt with a profile of its own keeps it, whatever its siblings have.
    expect(salt?.properties).toEqual([
      { propertyId: 'bleeding', values: { peroral: 2, topical: 0 } },
    ]);
  });
});
