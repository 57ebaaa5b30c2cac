import { memo, useEffect, useId, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { Button } from 'react-aria-components/Button';
import { sourceOfPath } from '@medkompass/assessment/sources.ts';
import { ClassificationBadge } from '../../components/ui/classification-badge.tsx';
import { useAccessFacts } from '../../lib/access/use-access-facts.ts';
import { tabMarks } from '../../lib/assessment/source-badges.ts';
import { useSourceTabs, type SourceTab } from './use-source-tabs.ts';
import { useIntegratedMode } from '../../lib/session/integrated-mode.ts';
import { openLoginDialog } from '../../lib/session/login-dialog.ts';
import { loginCanUnlock } from '../../lib/session/login-offer.ts';
import { tabSearch } from '../../lib/patient/tab-search.ts';
import { preloadPage } from '../routes/lazy-page.tsx';
import { hasView, SOURCE_REGISTRY } from '../source-registry.ts';
import { useStripEdges } from './use-strip-edges.ts';

function LockIcon() {
  return (
    <svg className="source-tab__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2h.5a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h.5Zm1.5 0h4V5a2 2 0 0 0-4 0v2Z"
        fill="currentColor"
      />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg
      className="source-tab__icon source-tab__icon--cross"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M3.5 3.5l9 9m0-9l-9 9"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** What a tab's badge means: from packages/clinical when it words it, else in general words. */
function useBadgeDescription(tab: SourceTab): string | null {
  const { t } = useTranslation();
  const { badge } = tabMarks(tab.summary);
  if (!badge) return null;
  if (tab.badgeDescription !== null) return tab.badgeDescription;
  return badge.code === '-' ? t('sources.nothingToShow') : t('sources.worstClass');
}

/** The badge and '?' of a tab. */
function TabMarks({ tab }: { tab: SourceTab }) {
  const { t } = useTranslation();
  const { badge, questionMark } = tabMarks(tab.summary);
  const description = useBadgeDescription(tab);
  return (
    <>
      {tab.status === 'loading' && <span className="source-tab__pending" aria-hidden="true" />}
      {/* A failed call is never an empty tab: '!' where the badge would be; the tab's
          description says the assessment could not be fetched (useTabDescription). */}
      {tab.status === 'error' && (
        <span className="source-tab__failed" title={t('sources.badgeFailed')} aria-hidden="true">
          !
        </span>
      )}
      {badge && description !== null && (
        <ClassificationBadge code={badge.code} colour={badge.colour} description={description} />
      )}
      {questionMark && (
        <span className="source-tab__unassessed" title={t('sources.unassessed')} aria-hidden="true">
          ?
        </span>
      )}
    </>
  );
}

/**
 * What a screen reader hears after the tab's name: the meaning of its marks and its status, each
 * sentence once (the renal badge's X and its dark blue border can have the same reason).
 */
function useTabDescription(tab: SourceTab): string {
  const { t } = useTranslation();
  const { questionMark } = tabMarks(tab.summary);
  const parts = [
    useBadgeDescription(tab),
    ...(tab.border?.reasons ?? []),
    questionMark ? t('sources.unassessed') : null,
    tab.summary.greyed ? t('sources.greyed') : null,
    tab.status === 'loading' ? t('sources.badgeLoading') : null,
    tab.status === 'error' ? t('sources.badgeFailed') : null,
  ].filter((part) => part !== null);
  return [...new Set(parts)].join(' ');
}

/** Why a tab is locked, in the words of its reason (packages/assessment sourceAccess). */
function useLockedNote(tab: SourceTab): string | null {
  const { t } = useTranslation();
  if (tab.summary.state !== 'locked') return null;
  if (tab.summary.reason === 'riskprofile_locked') return t('sources.lockedByRecordSystem');
  if (tab.summary.reason === 'source_not_granted') return t('sources.notGranted');
  return t('sources.locked');
}

/** Why a tab cannot be opened: locked, switched off, or no view yet. */
function useUnavailableNote(tab: SourceTab): string | null {
  const { t } = useTranslation();
  const parts = [
    useLockedNote(tab),
    tab.summary.tooltip,
    hasView(tab.source.id) ? null : t('sources.comingSoon'),
  ].filter((part) => part !== null);
  return parts.length === 0 ? null : parts.join(' ');
}

function preloadSourcePage(source: SourceTab['source']['id']): void {
  const view = SOURCE_REGISTRY[source];
  if (view) preloadPage(view.page);
}

interface SourceTabItemProps {
  tab: SourceTab;
  search: string;
  /** Logging in could open the tab: pressing its padlock opens the login dialog (§2). */
  offersLogin: boolean;
}

// Memoised: with the deferred tabs below, an answer re-renders only the tabs it changed.
const SourceTabItem = memo(function SourceTabItem({
  tab,
  search,
  offersLogin,
}: SourceTabItemProps) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const noteId = useId();
  const description = useTabDescription(tab);
  const note = useUnavailableNote(tab);
  const { state, greyed } = tab.summary;
  const className = [
    'source-tab',
    greyed ? 'source-tab--greyed' : '',
    tab.border ? `source-tab--border source-tab--border-${tab.border.colour}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      <span className="source-tab__name">{t(tab.source.i18nKey)}</span>{' '}
      {state === 'locked' && <LockIcon />}
      {state === 'deactivated' && <CrossIcon />}
      <TabMarks tab={tab} />
    </>
  );

  const describedBy = description === '' ? undefined : descriptionId;
  const hiddenDescription = (
    <span id={descriptionId} hidden>
      {description}
    </span>
  );

  if (note !== null && offersLogin) {
    return (
      <>
        <Button
          className={`${className} source-tab--login`}
          aria-haspopup="dialog"
          aria-describedby={[noteId, describedBy].filter(Boolean).join(' ')}
          onPress={openLoginDialog}
        >
          {content}
        </Button>
        <span id={noteId} role="tooltip" className="source-tab__note">
          {note}
        </span>
        {hiddenDescription}
      </>
    );
  }
  if (note !== null) {
    // Not a link: there is nowhere to go yet. It stays focusable, so the note can be read.
    return (
      <>
        <span
          role="link"
          aria-disabled="true"
          tabIndex={0}
          className={`${className} source-tab--unavailable`}
          aria-describedby={[noteId, describedBy].filter(Boolean).join(' ')}
        >
          {content}
        </span>
        <span id={noteId} role="tooltip" className="source-tab__note">
          {note}
        </span>
        {hiddenDescription}
      </>
    );
  }
  return (
    <>
      <NavLink
        className={className}
        to={{ pathname: tab.source.path, search: tabSearch(tab.source.id, search) }}
        aria-describedby={describedBy}
        // The tab's code loads as the user comes to it, so a first visit shows no loading message.
        onPointerEnter={() => {
          preloadSourcePage(tab.source.id);
        }}
        onFocus={() => {
          preloadSourcePage(tab.source.id);
        }}
      >
        {content}
      </NavLink>
      {hiddenDescription}
    </>
  );
});

/**
 * Centres the selected tab in a strip that scrolls sideways (a phone): a tab out of view would
 * hide where the user is. Does nothing when the strip fits.
 */
function centreSelectedTab(list: HTMLElement): void {
  const selected = list.querySelector<HTMLElement>('[aria-current="page"]');
  if (selected === null || list.scrollWidth <= list.clientWidth) return;
  const listBox = list.getBoundingClientRect();
  const tabBox = selected.getBoundingClientRect();
  list.scrollLeft += tabBox.left - listBox.left - (listBox.width - tabBox.width) / 2;
}

/**
 * The source tabs, one per row of the sources table (packages/assessment), in its order. They
 * are links (a locked tab that a login would open is a button that opens the login dialog), not
 * an ARIA tablist: each source is a page of its own, and a tab keeps the query
 * string so the search list follows (specification §2 'Source tabs'). States, badges and the
 * question mark come from tabSummary; nothing is decided here.
 */
export function SourceTabs() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // The tabs follow the answers in a deferred render (useSourceTabs); the items are memoised.
  const tabs = useSourceTabs(sourceOfPath(pathname)?.id ?? null);
  const { fertileWoman, caller } = useAccessFacts();
  // In integrated mode the login dialog is never opened (specification §2, §6).
  const integrated = useIntegratedMode();
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (listRef.current) centreSelectedTab(listRef.current);
  }, [pathname]);
  // Where the strip scrolls (a phone), an arrow at each edge with tabs beyond it (ADR 54).
  const edges = useStripEdges(listRef, tabs);
  const TabStripEdges = edges.status === 'loaded' ? edges.module.TabStripEdges : null;
  return (
    <nav className="source-tabs" aria-label={t('sources.navLabel')}>
      <div className="source-tabs__strip">
        <ul className="source-tabs__list" ref={listRef}>
          {tabs.map((tab) => (
            <li key={tab.source.id} className="source-tabs__item">
              <SourceTabItem
                tab={tab}
                search={search}
                offersLogin={!integrated && loginCanUnlock(tab.summary, caller)}
              />
            </li>
          ))}
        </ul>
        {TabStripEdges && <TabStripEdges listRef={listRef} tabs={tabs} />}
      </div>
      {/* Specification §8 'Not fertile warning': why two tabs are grey, and that they still open. */}
      {fertileWoman === false && (
        <p className="source-tabs__fertile-note">{t('sources.notFertile')}</p>
      )}
    </nav>
  );
}
