import { useEffect, useRef } from 'react';
import { Button } from 'react-aria-components/Button';
import { Link } from 'react-router';
import type { ContentIndexItem } from '@medkompass/contracts/content-index.ts';
import type { ContentIndexSource } from '@medkompass/contracts/content-index-paths.ts';
import { ClassificationBadge } from '../../../components/ui/classification-badge.tsx';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { useLoadMoreOnScroll } from '../hooks/use-load-more-on-scroll.ts';
import { documentPath } from './index-paths.ts';
import { classMeaningKey, indexBadge } from './index-classification.ts';
import '../../../lib/page-texts.ts';

export interface IndexListProps {
  source: ContentIndexSource;
  items: readonly ContentIndexItem[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * The documents, each a link to its page with its class. More are loaded as the end of the list
 * comes into view, or with 'Visa fler'. A page asked for while the button has focus (pressed, or
 * scrolled into view by tabbing to it) moves focus to its first document when it arrives, so
 * focus is never lost with a button that goes away once everything is loaded.
 */
export function IndexList({
  source,
  items,
  total,
  hasMore,
  loadingMore,
  loadMore,
}: IndexListProps) {
  const { t } = usePageTranslation();
  const list = useRef<HTMLUListElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  // The index to focus once the page asked for from the button has arrived.
  const focusAt = useRef<number | null>(null);
  const loadNextPage = () => {
    if (moreButton.current !== null && document.activeElement === moreButton.current) {
      focusAt.current = items.length;
    }
    loadMore();
  };
  const sentinel = useLoadMoreOnScroll(hasMore && !loadingMore, items.length, loadNextPage);

  useEffect(() => {
    const index = focusAt.current;
    if (index === null || items.length <= index) return;
    focusAt.current = null;
    list.current?.querySelectorAll('a')[index]?.focus();
  }, [items.length]);

  return (
    <>
      <p role="status" className="index-count">
        {t('contentIndex.count', { shown: items.length, count: total })}
      </p>
      <ul ref={list} className="index-list">
        {items.map((item) => {
          const badge = indexBadge(source, item.classification);
          return (
            <li key={item.id} className="index-list__item">
              <Link to={documentPath(source, item.id)}>{item.title}</Link>
              <ClassificationBadge
                code={badge.code}
                colour={badge.colour}
                description={t(classMeaningKey(source, item.classification))}
              />
            </li>
          );
        })}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      {hasMore && (
        <Button
          ref={moreButton}
          className="button button--secondary index-more"
          // Not isPending: its progress element outlives the button when the last page arrives
          // and leaves an unnamed img behind (axe role-img-alt). loadMore ignores a second press.
          onPress={loadNextPage}
        >
          {loadingMore ? t('contentIndex.loadingMore') : t('contentIndex.showMore')}
        </Button>
      )}
    </>
  );
}
