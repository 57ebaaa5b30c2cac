import { describe, expect, it } from 'vitest';
import { DUPLICATION_TAB_TEXT } from '@medkompass/assessment/duplication-text.ts';
import { interactionData } from '@medkompass/assessment/interaction-data.ts';
import { BundleKnowledgeBase } from '@medkompass/assessment/knowledge-base.ts';
import { interactionTooltip } from '@medkompass/clinical/interaction-classification.ts';
import { FIXTURE_BUNDLE, IDS } from '../../test/fixture-kb.ts';
import { interactionsBadge } from './interactions-badge.ts';

const kb = new BundleKnowledgeBase(FIXTURE_BUNDLE);
const badgeOf = (nplIds: string[], nslIds: string[] = []) =>
  interactionsBadge(interactionData(kb, { nplIds, nslIds }));

describe('interactionsBadge with duplications (ADR 36)', () => {
  it('keeps the A–D badge of the pairs and says a duplication comes first', () => {
    const tab = badgeOf([IDS.alvedon, IDS.citodon, IDS.waran]);
    expect(tab.badge?.code).toBe('C3');
    expect(tab.description).toBe(
      `${interactionTooltip({ severity: 'C', documentation: 3 })} ${DUPLICATION_TAB_TEXT}`,
    );
  });

  it('says a duplication even when no pair interacts, with the badge of no interaction', () => {
    const tab = badgeOf([IDS.waran, IDS.eliquis]);
    expect(tab.badge?.code).toBe('-');
    expect(tab.description).toBe(DUPLICATION_TAB_TEXT);
  });

  it('leaves a note through a topical form to the tab itself', () => {
    expect(badgeOf([IDS.ipren, IDS.ibuprofenGel]).description).toBeNull();
  });
});
