import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sourceNameSchema, type SourceName } from '@medkompass/contracts/source.ts';
import { isOpen, sourceAccess, type Caller, type SourceAccessContext } from './source-access.ts';

const ALL_SOURCES = sourceNameSchema.options;
const base: SourceAccessContext = {
  caller: 'anonymous',
  grantedSources: [],
  riskprofileLocked: false,
  sourceActive: true,
  countryBlocked: false,
  countryAllowed: true,
  isCurrent: false,
};
const user = (sources: readonly SourceName[] = ALL_SOURCES): SourceAccessContext => ({
  ...base,
  caller: 'user',
  grantedSources: sources,
});

describe('source access (specification §4 Source tab states, §6)', () => {
  it('is active on the current tab and normal elsewhere', () => {
    expect(sourceAccess('lactation', { ...base, isCurrent: true })).toEqual({
      state: 'active',
      reason: 'current',
    });
    expect(sourceAccess('lactation', base)).toEqual({ state: 'normal', reason: 'available' });
  });

  it('locks riskprofile without a session, when locked by the record system, or not granted', () => {
    expect(sourceAccess('riskprofile', base)).toEqual({
      state: 'locked',
      reason: 'login_required',
    });
    expect(sourceAccess('riskprofile', { ...user(), riskprofileLocked: true })).toEqual({
      state: 'locked',
      reason: 'riskprofile_locked',
    });
    const network: SourceAccessContext = {
      ...base,
      caller: 'network',
      grantedSources: ['interactions'],
    };
    expect(sourceAccess('riskprofile', network)).toEqual({
      state: 'locked',
      reason: 'source_not_granted',
    });
    expect(sourceAccess('riskprofile', user()).state).toBe('normal');
    expect(sourceAccess('riskprofile', { ...user(), caller: 'integration' }).state).toBe('normal');
  });

  it('needs no login for the other five sources', () => {
    for (const source of ALL_SOURCES.filter((s) => s !== 'riskprofile'))
      expect(sourceAccess(source, base).state).toBe('normal');
  });

  it('deactivates a switched-off source, even for a logged-in user and on the current tab', () => {
    for (const source of ALL_SOURCES)
      expect(sourceAccess(source, { ...user(), sourceActive: false, isCurrent: true })).toEqual({
        state: 'deactivated',
        reason: 'source_disabled',
      });
  });

  it('applies the country rules to callers who are not logged in only', () => {
    expect(sourceAccess('interactions', { ...base, countryBlocked: true })).toEqual({
      state: 'deactivated',
      reason: 'country_blocked',
    });
    expect(sourceAccess('interactions', { ...user(), countryBlocked: true }).state).toBe('normal');
    expect(sourceAccess('njurfunktion', { ...base, countryAllowed: false })).toEqual({
      state: 'deactivated',
      reason: 'country_not_allowed',
    });
    expect(sourceAccess('njurfunktion', { ...user(), countryAllowed: false }).state).toBe('normal');
    // The block list concerns interactions only, the allow list njurfunktion only.
    expect(sourceAccess('lactation', { ...base, countryBlocked: true }).state).toBe('normal');
    expect(sourceAccess('interactions', { ...base, countryAllowed: false }).state).toBe('normal');
  });

  it('never opens a switched-off source and never depends on the tab for anything but active/normal', () => {
    const callers: Caller[] = ['anonymous', 'user', 'network', 'integration'];
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_SOURCES),
        fc.record({
          caller: fc.constantFrom(...callers),
          grantedSources: fc.subarray([...ALL_SOURCES]),
          riskprofileLocked: fc.boolean(),
          sourceActive: fc.boolean(),
          countryBlocked: fc.boolean(),
          countryAllowed: fc.boolean(),
          isCurrent: fc.boolean(),
        }),
        (source, context) => {
          const access = sourceAccess(source, context);
          if (!context.sourceActive) expect(access.state).toBe('deactivated');
          const other = sourceAccess(source, { ...context, isCurrent: !context.isCurrent });
          if (access.state === 'locked' || access.state === 'deactivated')
            expect(other).toEqual(access);
          else expect(other.state).toBe(context.isCurrent ? 'normal' : 'active');
        },
      ),
    );
  });
});

describe('whether a tab’s content may be shown and fetched', () => {
  it('is open on the current tab and the normal ones, not when locked or deactivated', () => {
    expect(isOpen(sourceAccess('lactation', { ...base, isCurrent: true }))).toBe(true);
    expect(isOpen(sourceAccess('lactation', base))).toBe(true);
    expect(isOpen(sourceAccess('riskprofile', base))).toBe(false);
    expect(isOpen(sourceAccess('lactation', { ...base, sourceActive: false }))).toBe(false);
  });
});
