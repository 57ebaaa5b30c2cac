import { describe, expect, it } from 'vitest';
import type { DocumentResult } from '@medkompass/contracts/document-results.ts';
import { lactationBadge } from './lactation-badge.ts';

const substance = (documentIds: string[]): DocumentResult => ({
  type: documentIds.length === 0 ? 'substance' : 'substanceSingleDoc',
  nslId: 'IDDEMOWARFARIN',
  name: 'warfarin',
  documentIds,
});

describe('the lactation tab badge', () => {
  it('says what the highest lactation class means, and nothing specific when none is assessed', () => {
    const document = {
      id: 'a',
      documentTitle: 'A',
      recommendation: 'r',
      publicRecommendation: 'p',
      classification: { level: 3, code: '3' as const },
      background: '',
      nslIds: ['IDDEMOWARFARIN'],
      nplIds: [],
      updated: '2025-01-01',
    };
    expect(lactationBadge({ results: [substance(['a'])], documents: [document] })).toEqual({
      badge: { code: '3', colour: 'red' },
      description: 'Bör undvikas under amning.',
      hasUnassessed: false,
    });
    expect(lactationBadge({ results: [substance([])], documents: [] }).description).toBeNull();
  });
});
