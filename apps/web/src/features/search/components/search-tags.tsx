import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { InlineErrorMessage } from '../../../components/ui/query-status.tsx';
import { onDemandModule, startLoad } from '../../../lib/on-demand-module.ts';
import type { ResolvedEntry } from '../../../lib/search-list/use-resolved-search-list.ts';
import { searchListKey } from '../../../lib/search-list/search-list-params.ts';
import { TagContent, type SearchTagItem } from './search-tag-content.tsx';

// React Aria's tag group (grid list, selection, keyboard navigation) loads with the first chosen
// drug, not with the start page, which shows none (ADR 31).
const tagGroupModule = onDemandModule(() => import('./search-tag-group.tsx'));

export interface SearchTagsProps {
  entries: readonly ResolvedEntry[];
  onRemove: (keys: ReadonlySet<string>) => void;
}

function useTagLabel() {
  const { t } = usePageTranslation();
  return (entry: ResolvedEntry): string => {
    switch (entry.status) {
      case 'resolved':
        return entry.name;
      case 'unknown':
        return entry.kind === 'product'
          ? t('search.unknownProduct', { id: entry.id })
          : t('search.unknownSubstance', { id: entry.id });
      case 'loading':
      case 'error':
        return entry.id;
    }
  };
}

/**
 * The chosen products and substances as removable tags. With none chosen it is plain text: an
 * empty tag list would still be a tab stop with nothing to do. Until the tag group has loaded, the
 * same tags stand as a plain list, taking the same room, without their remove buttons.
 */
export function SearchTags({ entries, onRemove }: SearchTagsProps) {
  const { t } = usePageTranslation();
  const labelOf = useTagLabel();
  const tagGroup = tagGroupModule.useLoadState();
  const items: SearchTagItem[] = entries.map((entry) => ({
    key: searchListKey(entry),
    entry,
    label: labelOf(entry),
  }));
  const hasUnknown = entries.some((entry) => entry.status === 'unknown');
  // One function for the tag group's whole life, calling the latest handler: the panel's is new
  // on every render, and the tag group renders only when its tags change (showsSameTags).
  const latestOnRemove = useRef(onRemove);
  useLayoutEffect(() => {
    latestOnRemove.current = onRemove;
  });
  const removeTags = useCallback((keys: ReadonlySet<string>) => {
    latestOnRemove.current(keys);
  }, []);
  const hasItems = items.length > 0;

  useEffect(() => {
    if (hasItems) startLoad(tagGroupModule);
  }, [hasItems]);

  if (!hasItems) {
    return (
      <div className="search-tags">
        <span className="field-label">{t('search.tagsLabel')}</span>
        <p className="muted search-tags__empty">{t('search.tagsEmpty')}</p>
      </div>
    );
  }

  if (tagGroup.status === 'loaded') {
    const { SearchTagGroup } = tagGroup.module;
    return <SearchTagGroup items={items} hasUnknown={hasUnknown} onRemove={removeTags} />;
  }

  return (
    <div className="search-tags">
      <span className="field-label">{t('search.tagsLabel')}</span>
      <ul className="search-tags__list search-tags__list--plain">
        {items.map((item) => (
          <li key={item.key} className={`tag tag--${item.entry.status}`}>
            <TagContent item={item} />
            {/* The remove button's room, so nothing moves when the tag group takes over. */}
            <span className="tag__remove" aria-hidden="true" />
          </li>
        ))}
      </ul>
      {hasUnknown && <span className="warning-text">{t('search.unknownWarning')}</span>}
      {tagGroup.status === 'failed' && (
        <InlineErrorMessage
          onRetry={() => {
            startLoad(tagGroupModule);
          }}
        >
          {t('search.tagsLoadFailed')}
        </InlineErrorMessage>
      )}
    </div>
  );
}
