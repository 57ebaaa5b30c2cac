import { describe, expect, it } from 'vitest';
import { documentCallResults } from '@medkompass/assessment/document-results.ts';
import { BundleKnowledgeBase } from '@medkompass/assessment/knowledge-base.ts';
import { ageFromBirthYear } from '@medkompass/clinical/egfr-estimates.ts';
import {
  absoluteEgfr,
  duboisBodySurfaceArea,
  lmRevRelativeEgfr,
} from '@medkompass/clinical/egfr.ts';
import { RENAL_X_TOOLTIPS } from '@medkompass/clinical/renal-assessment.ts';
import { renalBand } from '@medkompass/clinical/renal-bands.ts';
import { documentClassAtBand } from '@medkompass/clinical/renal-evaluation.ts';
import { renalResponseSchema } from '@medkompass/contracts/document-results.ts';
import { FIXTURE_BUNDLE, IDS } from '../../test/fixture-kb.ts';
import { renalListDocuments } from '../../lib/assessment/renal-state.ts';
import { renalBadge } from './renal-badge.ts';

const NOW = new Date('2026-11-22T09:00:00Z');
const kb = new BundleKnowledgeBase(FIXTURE_BUNDLE);
const renalOf = (nslIds: string[]) =>
  renalResponseSchema.parse(documentCallResults(kb, 'njurfunktion', { nslIds, nplIds: [] }));
const context = (query: string) => ({ params: new URLSearchParams(query), now: NOW });

/** The LM-rev worked example: a woman of 62, 45 kg, 156 cm, creatinine 63. */
const WOMAN = `birthYear=${NOW.getUTCFullYear() - 62}&gender=f&weight=45&height=156&krea=63`;

describe('the njurfunktion tab badge', () => {
  it("shows '-' without a search, and X asking for patient data with one", () => {
    expect(renalBadge(null, context('')).badge).toEqual({ code: '-', colour: 'green' });
    const withSearch = renalBadge(renalOf([IDS.ibuprofen]), context(''));
    expect(withSearch.badge).toEqual({ code: 'X', colour: 'darkBlue' });
    expect(withSearch.description).toBe(RENAL_X_TOOLTIPS.enterPatientData);
    expect(withSearch.border?.colour).toBe('darkBlue');
  });

  it("gives the class of the list's documents at the patient's band, from the URL", () => {
    const response = renalOf([IDS.ibuprofen]);
    expect(ageFromBirthYear(NOW.getUTCFullYear() - 62, NOW)).toBe(62);
    const egfr = absoluteEgfr(lmRevRelativeEgfr(63, 62, 'FEMALE'), duboisBodySurfaceArea(45, 156));
    const [ibuprofen] = renalListDocuments(response).documents;
    if (!ibuprofen) throw new Error('the fixture has a renal document for ibuprofen');
    const expected = documentClassAtBand(ibuprofen, renalBand(egfr));
    expect(renalBadge(response, context(WOMAN)).badge?.code).toBe(expected);
  });

  it('follows the band chosen in the URL: the tab agrees with the view', () => {
    const response = renalOf([IDS.ibuprofen]);
    const [ibuprofen] = renalListDocuments(response).documents;
    if (!ibuprofen) throw new Error('the fixture has a renal document for ibuprofen');
    const chosen = renalBadge(response, context(`${WOMAN}&interval=15-29`));
    expect(chosen.badge?.code).toBe(documentClassAtBand(ibuprofen, '15–29'));
    expect(chosen.border?.colour).toBe('red');
  });

  it('names an out-of-range creatinine with its range in the tooltip, never as missing', () => {
    const response = renalOf([IDS.ibuprofen]);
    for (const krea of ['20', '2500']) {
      const badge = renalBadge(response, context(`birthYear=1946&gender=m&krea=${krea}`));
      expect(badge.badge?.code).toBe('X');
      expect(badge.description).toBe(RENAL_X_TOOLTIPS.creatinineOutOfRange);
      expect(badge.description).toContain('30–2000 µmol/L');
    }
  });

  // ADR 57: a date the address gives but the app cannot read made the creatinine today's, so an
  // old sample written 2024-01-01 was graded as current (the clinical walk of 2026-11-29).
  it('uses no creatinine whose date is old, in the future or unreadable, and says which', () => {
    const response = renalOf([IDS.ibuprofen]);
    const graded = renalBadge(response, context(WOMAN)).badge?.code;
    expect(graded).toMatch(/^[A-D]$/);
    const cases: [string, string][] = [
      ['240101', RENAL_X_TOOLTIPS.creatinineTooOld],
      ['2024-01-01', RENAL_X_TOOLTIPS.creatinineTooOld],
      ['261123', RENAL_X_TOOLTIPS.creatinineDateInFuture],
      ['2024-13-01', RENAL_X_TOOLTIPS.creatinineDateUnreadable],
      ['igår', RENAL_X_TOOLTIPS.creatinineDateUnreadable],
    ];
    for (const [kreadate, tooltip] of cases) {
      const badge = renalBadge(response, context(`${WOMAN}&kreadate=${kreadate}`));
      expect(badge.badge?.code).toBe('X');
      expect(badge.description).toBe(tooltip);
    }
    expect(renalBadge(response, context(`${WOMAN}&kreadate=2026-11-20`)).badge?.code).toBe(graded);
    expect(renalBadge(response, context(`${WOMAN}&kreadate=261120`)).badge?.code).toBe(graded);
  });

  it('with disagreeing estimates, grades by the lower band as the creatinine alone does', () => {
    // The clinical audit's example: a man of 80, creatinine 300 (LM-rev 15.5, 15–29) and cystatin C
    // eGFR 45 (30–59).
    const response = renalOf([IDS.ibuprofen]);
    const [ibuprofen] = renalListDocuments(response).documents;
    if (!ibuprofen) throw new Error('the fixture has a renal document for ibuprofen');
    const alone = renalBadge(response, context('birthYear=1946&gender=m&krea=300'));
    const both = renalBadge(response, context('birthYear=1946&gender=m&krea=300&cyscegfr=45'));
    expect(both.badge).toEqual(alone.badge);
    expect(both.badge?.code).toBe(documentClassAtBand(ibuprofen, '15–29'));
    expect(both.border?.colour).toBe('red');
  });

  it("marks an entry without a renal document as unassessed ('?')", () => {
    const badge = renalBadge(renalOf([IDS.paracetamol]), context(WOMAN));
    expect(badge.hasUnassessed).toBe(true);
    expect(badge.badge?.code).toBe('?');
  });

  it('in integrated mode without a search, shows the patient’s state instead of "-"', () => {
    const integrated = renalBadge(null, context(`jmi=true&${WOMAN}`));
    expect(integrated.badge?.code).not.toBe('-');
    expect(integrated.badge?.code).toBe('A');
  });
});
