import { describe, expect, it } from 'vitest';
import { OPEN_TAB_CONTEXT as base } from '../../test/tab-context.ts';
import { DEACTIVATED_TOOLTIP, tabSummary } from './tab-summary.ts';

const badge = { code: 'D', colour: 'red' as const };

describe('tab summaries (specification §2 Source tabs)', () => {
  it('shows the badge and the question mark of an open source', () => {
    expect(tabSummary('interactions', base, badge, true)).toEqual({
      state: 'normal',
      reason: 'available',
      badge,
      questionMark: true,
      greyed: false,
      tooltip: null,
    });
  });

  it('hides the results of a locked or deactivated source and explains deactivation', () => {
    expect(tabSummary('riskprofile', base, badge, true)).toMatchObject({
      state: 'locked',
      badge: null,
      questionMark: false,
      tooltip: null,
    });
    expect(tabSummary('genus', { ...base, sourceActive: false }, badge, true)).toMatchObject({
      state: 'deactivated',
      badge: null,
      questionMark: false,
      tooltip: DEACTIVATED_TOOLTIP,
    });
  });

  it('greys fetal impact and lactation for a patient who is not a woman of fertile age, unless current', () => {
    const notFertile = { ...base, fertileWoman: false };
    expect(tabSummary('birthdefect', notFertile, badge, false).greyed).toBe(true);
    expect(tabSummary('lactation', notFertile, badge, false).greyed).toBe(true);
    expect(tabSummary('lactation', { ...notFertile, isCurrent: true }, badge, false).greyed).toBe(
      false,
    );
    expect(tabSummary('genus', notFertile, badge, false).greyed).toBe(false);
    expect(tabSummary('lactation', base, badge, false).greyed).toBe(false);
    expect(tabSummary('lactation', { ...base, fertileWoman: true }, badge, false).greyed).toBe(
      false,
    );
  });
});

describe('the deactivated tab’s tooltip', () => {
  it("reads 'Källan är inte tillgänglig' (specification §2 Source tabs)", () => {
    expect(DEACTIVATED_TOOLTIP).toBe('Källan är inte tillgänglig');
  });
});
