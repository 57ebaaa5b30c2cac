import { describe, expect, it } from 'vitest';
import { DEACTIVATED_TOOLTIP, tabState, tabSummary, type TabContext } from './tab-summary.ts';

const base: TabContext = {
  source: 'interactions',
  isCurrent: false,
  sourceActive: true,
  loggedIn: false,
  riskprofileLocked: false,
  networkUserLacksSource: false,
  countryBlocked: false,
  countryAllowed: true,
  fertileWoman: null,
};

describe('tab states (specification §4 Source tab states)', () => {
  it('is active when current, else normal', () => {
    expect(tabState({ ...base, isCurrent: true })).toBe('active');
    expect(tabState(base)).toBe('normal');
  });

  it('locks riskprofile when not logged in, locked by the record system, or not granted', () => {
    const rp = { ...base, source: 'riskprofile' as const, loggedIn: true };
    expect(tabState(rp)).toBe('normal');
    expect(tabState({ ...rp, loggedIn: false })).toBe('locked');
    expect(tabState({ ...rp, riskprofileLocked: true })).toBe('locked');
    expect(tabState({ ...rp, networkUserLacksSource: true })).toBe('locked');
    expect(tabState({ ...base, source: 'genus' })).toBe('normal');
  });

  it('deactivates a switched-off source, njurfunktion outside allowed countries, interactions in blocked ones', () => {
    expect(tabState({ ...base, sourceActive: false, isCurrent: true })).toBe('deactivated');
    expect(tabState({ ...base, source: 'njurfunktion', countryAllowed: false })).toBe(
      'deactivated',
    );
    expect(tabState({ ...base, countryAllowed: false })).toBe('normal');
    expect(tabState({ ...base, countryBlocked: true })).toBe('deactivated');
    expect(tabState({ ...base, countryBlocked: true, loggedIn: true })).toBe('normal');
    expect(tabState({ ...base, source: 'lactation', countryBlocked: true })).toBe('normal');
    expect(tabState({ ...base, source: 'riskprofile', sourceActive: false })).toBe('deactivated');
  });
});

describe('tab summaries', () => {
  const badge = { code: 'D', colour: 'red' as const };

  it('shows the badge and the question mark of an open source', () => {
    expect(tabSummary(base, badge, true)).toEqual({
      state: 'normal',
      badge,
      questionMark: true,
      greyed: false,
      tooltip: null,
    });
  });

  it('hides results of a locked or deactivated source and explains deactivation', () => {
    expect(tabSummary({ ...base, source: 'riskprofile' }, badge, true)).toMatchObject({
      state: 'locked',
      badge: null,
      questionMark: false,
      tooltip: null,
    });
    expect(tabSummary({ ...base, sourceActive: false }, badge, true)).toMatchObject({
      badge: null,
      questionMark: false,
      tooltip: DEACTIVATED_TOOLTIP,
    });
  });

  it('greys birth-defect and lactation tabs for a patient not of fertile age, unless active', () => {
    expect(
      tabSummary({ ...base, source: 'birthdefect', fertileWoman: false }, null, false).greyed,
    ).toBe(true);
    expect(
      tabSummary({ ...base, source: 'lactation', fertileWoman: false }, null, false).greyed,
    ).toBe(true);
    expect(
      tabSummary(
        { ...base, source: 'lactation', fertileWoman: false, isCurrent: true },
        null,
        false,
      ).greyed,
    ).toBe(false);
    expect(
      tabSummary({ ...base, source: 'lactation', fertileWoman: null }, null, false).greyed,
    ).toBe(false);
    expect(
      tabSummary({ ...base, source: 'lactation', fertileWoman: true }, null, false).greyed,
    ).toBe(false);
    expect(tabSummary({ ...base, source: 'genus', fertileWoman: false }, null, false).greyed).toBe(
      false,
    );
  });
});
