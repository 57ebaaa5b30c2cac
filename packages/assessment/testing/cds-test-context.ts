// Test support for the CDS card tests (apps/server/src/modules/cds-hooks/cards): a card context
// over a small knowledge base. Nothing in the product imports it.
import type { IntegratedPatient } from '@medkompass/clinical/integrated-mode-url.ts';
import type { RenalDocument } from '@medkompass/contracts/documents.ts';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import type { RiskProperty } from '@medkompass/contracts/riskprofile.ts';
import { sourceNameSchema, type SourceName } from '@medkompass/contracts/source.ts';
import type { IdentifiedOrder } from '../src/cds-medications.ts';
import type { CdsPatient, CdsPatientGaps } from '../src/cds-patient.ts';
import { BundleKnowledgeBase } from '../src/knowledge-base.ts';
import { NO_PATIENT } from './no-patient.ts';
import { nslId } from './test-knowledge-base.ts';

// The card tests start from the same empty patient as the review's.
export { NO_PATIENT };

export const CDS_NOW = new Date('2026-11-25T10:00:00Z');
export const APP_URL = 'https://medkompass.test';

/** An identified order of one substance (or of products, when nplIds are given). */
export const cdsOrder = (nslId: string, label: string, nplIds: string[] = []): IdentifiedOrder => ({
  key: `MedicationRequest/${label}`,
  label,
  nplIds,
  nslIds: nplIds.length > 0 ? [] : [nslId],
  identified: true,
});

/**
 * What a card is made from: the fields of the server's CdsCardContext
 * (apps/server/src/modules/cds-hooks/cards/cds-card-parts.ts), spelled out here because a package
 * cannot import an app. The card tests pass it where a CdsCardContext is expected, so the
 * server's typecheck fails if the two drift apart.
 */
export interface CdsTestContext {
  kb: BundleKnowledgeBase;
  riskProperties: readonly RiskProperty[];
  draft: readonly IdentifiedOrder[];
  active: readonly IdentifiedOrder[];
  patient: CdsPatient;
  now: Date;
  appUrl: string;
  isDemo: boolean;
  openSources: ReadonlySet<SourceName>;
}

/** A card context with every source open, no demo data and no patient unless given. */
export function cdsContext(
  bundle: KbBundle,
  parts: Partial<Omit<CdsTestContext, 'kb' | 'patient'>> & {
    patient?: Partial<IntegratedPatient>;
    fertileWoman?: boolean;
    gaps?: Partial<CdsPatientGaps>;
  } = {},
): CdsTestContext {
  const { patient = {}, fertileWoman = false, gaps = {}, ...rest } = parts;
  return {
    kb: new BundleKnowledgeBase(bundle),
    riskProperties: bundle.riskProperties,
    draft: [],
    active: [],
    patient: {
      patient: { ...NO_PATIENT, ...patient },
      fertileWoman,
      gaps: { notSent: [], birthYear: null, gender: null, unused: {}, ...gaps },
    },
    now: CDS_NOW,
    appUrl: APP_URL,
    isDemo: false,
    openSources: new Set(sourceNameSchema.options),
    ...rest,
  };
}

/** The renal bands of the app (specification §9), lowest first. */
const BANDS = [
  [0, 14],
  [15, 29],
  [30, 59],
  [60, 89],
  [90, 200],
] as const;

/** A renal document for a substance with a class for each band, lowest band first (A beyond). */
export const renalDocumentOf = (
  key: string,
  classes: readonly ('A' | 'B' | 'C' | 'D')[],
  title = `${key} och njurarna`,
): RenalDocument => ({
  id: `renal-${key}`,
  documentTitle: title,
  nephrotoxic: false,
  recommendations: BANDS.map(([gfrMin, gfrMax], i) => ({
    recommendationText: `Råd ${classes[i] ?? 'A'}.`,
    classification: { code: classes[i] ?? 'A', description: '' },
    renalFailureDegree: { gfrMin, gfrMax },
  })),
  background: '',
  nslIds: [nslId(key)],
  nplIds: [],
  updated: '2026-10-01',
});
