import { usePageTranslation } from '../../../lib/page-language.ts';
import { Button } from 'react-aria-components/Button';
import { Label } from 'react-aria-components/Label';
import { Tag, TagGroup, TagList } from 'react-aria-components/TagGroup';
import { Text } from 'react-aria-components/Text';
import type { ResolvedEntry } from '../../../lib/search-list/use-resolved-search-list.ts';
import { searchListKey } from '../../../lib/search-list/search-list-params.ts';

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
 * empty tag list would still be a tab stop with nothing to do.
 */
export function SearchTags({ entries, onRemove }: SearchTagsProps) {
  const { t } = usePageTranslation();
  const labelOf = useTagLabel();
  const items = entries.map((entry) => ({
    key: searchListKey(entry),
    entry,
    label: labelOf(entry),
  }));
  const hasUnknown = entries.some((entry) => entry.status === 'unknown');

  if (items.length === 0) {
    return (
      <div className="search-tags">
        <span className="field-label">{t('search.tagsLabel')}</span>
        <p className="muted search-tags__empty">{t('search.tagsEmpty')}</p>
      </div>
    );
  }

  return (
    <TagGroup
      className="search-tags"
      onRemove={(keys) => {
        onRemove(new Set([...keys].map(String)));
      }}
    >
      <Label className="field-label">{t('search.tagsLabel')}</Label>
      <TagList className="search-tags__list" items={items}>
        {(item) => (
          <Tag
            id={item.key}
            textValue={item.label}
            className={`tag tag--${item.entry.status}`}
            data-status={item.entry.status}
          >
            {item.entry.status === 'unknown' && (
              <span className="tag__warning" aria-hidden="true">
                !
              </span>
            )}
            <span className="tag__label">{item.label}</span>
            {item.entry.status === 'loading' && (
              <span className="visually-hidden">{t('search.tagLoading')}</span>
            )}
            {/* React Aria names the button by this label plus the tag's: 'Ta bort Alvedon'. */}
            <Button slot="remove" className="tag__remove" aria-label={t('search.removeTag')}>
              <span aria-hidden="true">×</span>
            </Button>
          </Tag>
        )}
      </TagList>
      {hasUnknown && (
        <Text slot="description" className="warning-text">
          {t('search.unknownWarning')}
        </Text>
      )}
    </TagGroup>
  );
}
