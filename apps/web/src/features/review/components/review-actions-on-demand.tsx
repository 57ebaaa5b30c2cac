import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { onDemandModule, startLoad } from '../../../lib/on-demand-module.ts';
import { readSearchList } from '../../../lib/search-list/search-list-params.ts';
import { useIntegratedMode } from '../../../lib/session/integrated-mode.ts';
import { embedderOrigin } from '../send-to-record.ts';

// The actions (their links, the FHIR download and the hand-over to a record system) are not
// needed for the first paint, and the start page, which has no list, never shows them: they load
// once a list has entries (ADR 31).
const actionsModule = onDemandModule(() => import('./review-actions.tsx'));

/**
 * The whole review's actions beside the tabs, for a list that has entries. Until their code has
 * loaded, a stand-in of the same look and size holds their place, so nothing moves when they
 * arrive (layout shift); it is hidden from assistive technology, which meets the actions
 * themselves a moment later.
 */
export function ReviewActionsOnDemand() {
  const [params] = useSearchParams();
  const hasList = readSearchList(params).length > 0;
  const actions = actionsModule.useLoadState();
  useEffect(() => {
    if (hasList) startLoad(actionsModule);
  }, [hasList]);
  if (!hasList) return null;
  if (actions.status === 'loaded') {
    const { ReviewActions } = actions.module;
    return <ReviewActions />;
  }
  return <ReviewActionsStandIn />;
}

/** The actions as they look, inert: the same classes, texts and buttons (review-actions.tsx). */
function ReviewActionsStandIn() {
  const { t } = useTranslation();
  const integrated = useIntegratedMode();
  const sendsToRecord = integrated && embedderOrigin() !== null;
  return (
    <div
      className="review-actions"
      aria-hidden="true"
      // A failed load is tried again when the user comes to the actions.
      onPointerEnter={() => {
        startLoad(actionsModule);
      }}
    >
      <span className="button button--secondary">{t('reviewActions.printAll')}</span>
      <span className="button button--secondary">{t('reviewActions.downloadFhir')}</span>
      {sendsToRecord && (
        <>
          <span className="button button--secondary">{t('reviewActions.sendToRecord')}</span>
          <span className="review-actions__status" />
        </>
      )}
    </div>
  );
}
