import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { substanceListResponseSchema } from '@medkompass/contracts/substance.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/substance: which sources have assessed a substance (demo KB)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  async function details(nslId: string) {
    const response = await t.app.inject({ url: `/api/substance?ids=${nslId}` });
    expect(response.statusCode).toBe(200);
    const [substance] = substanceListResponseSchema.parse(response.json());
    return substance;
  }

  it('lists the sources with content on the substance', async () => {
    const warfarin = await details('IDDEMOWARFARIN');
    expect(warfarin?.medicalSources.map((s) => s.systemName)).toEqual([
      'interactions',
      'riskprofile',
      'birthdefect',
      'lactation',
      'genus',
    ]);
    expect(warfarin?.numberOfMedicalSources).toBe(5);
    expect(warfarin?.interactionStatus).toBe('assessed');
  });

  it("marks a salt's sources that are assessed only on its top parent", async () => {
    const salt = await details('IDDEMODIKLOFENAKNATRIUM');
    expect(salt?.topParent).toBe('IDDEMODIKLOFENAK');
    expect(salt?.interactionStatus).toBe('assessed');
    expect(salt?.medicalSources.find((s) => s.systemName === 'interactions')).toEqual({
      systemName: 'interactions',
      isTopParent: true,
    });
    expect(salt?.medicalSources.find((s) => s.systemName === 'njurfunktion')?.isTopParent).toBe(
      false,
    );
  });

  it('takes a special substance at its own word', async () => {
    const juice = await details('IDDEMOGRAPEFRUKTJUICE');
    expect(juice?.isSpecial).toBe(true);
    expect(juice?.interactionStatus).toBe('assessed');
  });
});
