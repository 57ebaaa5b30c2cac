import { memo } from 'react';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { Button } from 'react-aria-components/Button';
import { Label } from 'react-aria-components/Label';
import { Tag, TagGroup, TagList } from 'react-aria-components/TagGroup';
import { Text } from 'react-aria-components/Text';
import { TagContent, type SearchTagItem } from './search-tag-content.tsx';

export interface SearchTagGroupProps {
  items: readonly SearchTagItem[];
  hasUnknown: boolean;
  onRemove: (keys: ReadonlySet<string>) => void;
}

/**
 * Whether two renders of the tag group show the same: the same tags in the same order with the
 * same labels and states. The search list's entries are new objects on every render of the
 * search panel, which renders again for each API answer on an assessment page; React Aria
 * rebuilds the tag group's collection on every render, so an unchanged list is not rendered
 * again: that would block the main thread while the answers arrive.
 */
export function showsSameTags(before: SearchTagGroupProps, after: SearchTagGroupProps): boolean {
  return (
    before.onRemove === after.onRemove &&
    before.hasUnknown === after.hasUnknown &&
    before.items.length === after.items.length &&
    before.items.every((item, index) => {
      const other = after.items[index];
      return (
        other !== undefined &&
        item.key === other.key &&
        item.label === other.label &&
        item.entry.status === other.entry.status
      );
    })
  );
}

/** The chosen products and substances as removable tags (React Aria's tag group). */
export const SearchTagGroup = memo(function SearchTagGroup({
  items,
  hasUnknown,
  onRemove,
}: SearchTagGroupProps) {
  const { t } = usePageTranslation();
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
            <TagContent item={item} />
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
}, showsSameTags);
