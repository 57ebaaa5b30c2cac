import { describe, expect, it } from 'vitest';
import type { DocumentResult } from '@medkompass/contracts/document-results.ts';
import { assessedUnits, tabMarks } from './source-badges.ts';

const substance = (documentIds: string[]): DocumentResult => ({
  type: documentIds.length === 0 ? 'substance' : 'substanceSingleDoc',
  nslId: 'IDDEMOWARFARIN',
  name: 'warfarin',
  documentIds,
});

describe('tab badges', () => {
  it('shows a badge and a question mark each once', () => {
    const d3 = { code: 'D3', colour: 'red' as const };
    expect(tabMarks({ badge: d3, questionMark: true })).toEqual({ badge: d3, questionMark: true });
    const unassessed = { code: '?', colour: 'grey' as const };
    expect(tabMarks({ badge: unassessed, questionMark: true })).toEqual({
      badge: unassessed,
      questionMark: false,
    });
    // '-' says nothing was found; with something unassessed, '?' is the honest mark.
    expect(tabMarks({ badge: { code: '-', colour: 'green' }, questionMark: true })).toEqual({
      badge: null,
      questionMark: true,
    });
  });

  it('reads each assessed unit of the results; unidentified entries are not unassessed', () => {
    expect(
      assessedUnits([
        substance(['a']),
        substance([]),
        { type: 'productMissing', nplId: '99000000000099' },
        {
          type: 'productMultiSubstance',
          nplId: '99000000000001',
          name: 'Kombination',
          strength: '500 mg/30 mg',
          drugForm: { name: 'Tablett' },
          administration: 'peroral',
          drugProductType: 'APPROVED',
          documentIds: ['p'],
          substances: [
            { type: 'productSubstance', nslId: 'IDDEMOPARACETAMOL', name: 'p', documentIds: [] },
          ],
        },
      ]),
    ).toEqual([['a'], [], ['p']]);
  });
});
