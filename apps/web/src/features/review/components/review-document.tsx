import type { ComponentType } from 'react';
import {
  isOpen,
  sourceAccess,
  type SourceAccessReason,
} from '@medkompass/assessment/source-access.ts';
import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
import { tabContextOf } from '../../../lib/access/access-facts.ts';
import { useAccessFacts } from '../../../lib/access/use-access-facts.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { WithoutSectionTitles } from '../../../lib/print/print-title.tsx';
import { ReviewSummary } from './review-summary.tsx';
import '../../../lib/page-texts.ts';

/** One source's section of the review: its own print view's body. */
export interface ReviewSection {
  source: SourceName;
  Body: ComponentType;
}

/** A source the caller cannot see: its section says so, so nothing is silently missing. */
function ClosedSection({ source, reason }: { source: SourceName; reason: SourceAccessReason }) {
  const { t } = useTranslation();
  const label = sourceDefinition(source).label;
  return (
    <section className="print-source" aria-labelledby={`review-closed-${source}`}>
      <h2 id={`review-closed-${source}`}>{label}</h2>
      <p>{t('review.closed', { source: label, reason: t(`review.closedReason.${reason}`) })}</p>
    </section>
  );
}

/**
 * /genomgang/utskrift: the whole review of the address's list and patient under the one print
 * header (the print layout): the summary first, then every source's own print body, each from a
 * new page, on the same access decision as its tab.
 */
export function ReviewDocument({ sections }: { sections: readonly ReviewSection[] }) {
  const { t } = useTranslation();
  const facts = useAccessFacts();
  return (
    <div className="review-document">
      <title>{t('review.pageTitle')}</title>
      <ReviewSummary />
      {sections.map(({ source, Body }) => {
        const access = sourceAccess(source, tabContextOf(facts, source, true));
        return (
          <div key={source} className="review-section">
            {isOpen(access) ? (
              <WithoutSectionTitles>
                <Body />
              </WithoutSectionTitles>
            ) : (
              <ClosedSection source={source} reason={access.reason} />
            )}
          </div>
        );
      })}
    </div>
  );
}

/** The review document's page for the given sections (app/route-components.ts gives them). */
export function reviewDocumentWith(sections: readonly ReviewSection[]): ComponentType {
  return function ReviewDocumentPage() {
    return <ReviewDocument sections={sections} />;
  };
}
