import type { UseQueryOptions } from '@tanstack/react-query';
import { isOpen, sourceAccess } from '@medkompass/assessment/source-access.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
import { tabContextOf, type AccessFacts } from '../access/access-facts.ts';
import { readAdministrationChoices } from './administration-choices.ts';
import type { AssessmentList } from './assessment-list.ts';
import { birthDefectQueryOptions } from './get-birth-defect.ts';
import { genusQueryOptions } from './get-genus.ts';
import { interactionDataQueryOptions } from './get-interaction-data.ts';
import { lactationQueryOptions } from './get-lactation.ts';
import { renalQueryOptions } from './get-renal.ts';
import { riskprofileQueryOptions } from './get-riskprofile.ts';
import { renalBadge } from './renal-state.ts';
import {
  birthDefectBadge,
  genusTabBadge,
  interactionsBadge,
  lactationBadge,
  riskprofileBadge,
  type BadgeContext,
  type SourceBadge,
} from './source-badges.ts';

type AnyQueryOptions = UseQueryOptions<unknown, Error, unknown>;

/** How the web app fetches a source's assessment of the search list and badges its tab. */
export interface SourceAssessment {
  /** The source's call (packages/assessment SOURCES: apiPath); null when it is not fetched. */
  query: ((list: AssessmentList, enabled: boolean) => AnyQueryOptions) | null;
  /** The tab's badge from the call's answer (njurfunktion also reads the patient of the URL). */
  badge: (data: unknown, context: BadgeContext) => SourceBadge;
  /** The tab's badge when the search list is empty. */
  emptyBadge: ((context: BadgeContext) => SourceBadge) | null;
}

/** Binds a query to its badge rule; the answer given to `badge` is the one `query` fetched. */
function assessment<T, K extends readonly unknown[]>(
  query: (list: AssessmentList, enabled: boolean) => UseQueryOptions<T, Error, T, K>,
  badge: (data: T, context: BadgeContext) => SourceBadge,
  emptyBadge: SourceAssessment['emptyBadge'] = null,
): SourceAssessment {
  return {
    // Erased to sit in one table: the data the badge is given is what this query fetched.
    query: query as unknown as SourceAssessment['query'],
    badge: (data, context) => badge(data as T, context),
    emptyBadge,
  };
}

/**
 * Per source of the table in packages/assessment (sources.ts), its call and badge. The first
 * paint's prefetch (main.tsx) reads it before the app is composed, so it is not yet in the
 * sources' descriptors (features/<source>/index.ts; ADR 40 says what remains).
 */
export const SOURCE_ASSESSMENTS: Record<SourceName, SourceAssessment> = {
  interactions: assessment(interactionDataQueryOptions, interactionsBadge),
  // Made only when the access decision is open (specification §4: 'Riskprofile is computed only
  // when logged in and not locked'); the badge follows the administrations chosen in the URL.
  riskprofile: assessment(riskprofileQueryOptions, (data, context) =>
    riskprofileBadge(data, readAdministrationChoices(context.params)),
  ),
  njurfunktion: assessment(renalQueryOptions, renalBadge, (context) => renalBadge(null, context)),
  birthdefect: assessment(birthDefectQueryOptions, birthDefectBadge),
  lactation: assessment(lactationQueryOptions, lactationBadge),
  genus: assessment(genusQueryOptions, genusTabBadge),
};

/** Whether the caller may see a source now, so its call is made (the server guards it too). */
export function isAssessmentOpen(source: SourceName, facts: AccessFacts): boolean {
  return isOpen(sourceAccess(source, tabContextOf(facts, source, false)));
}
