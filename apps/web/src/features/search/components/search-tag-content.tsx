import { usePageTranslation } from '../../../lib/page-language.ts';
import type { ResolvedEntry } from '../../../lib/search-list/use-resolved-search-list.ts';

/** A chosen product or substance as a tag shows it. */
export interface SearchTagItem {
  key: string;
  entry: ResolvedEntry;
  label: string;
}

/** A tag's text: its name, a warning sign for an unknown id, and whether its name is on its way. */
export function TagContent({ item }: { item: SearchTagItem }) {
  const { t } = usePageTranslation();
  return (
    <>
      {item.entry.status === 'unknown' && (
        <span className="tag__warning" aria-hidden="true">
          !
        </span>
      )}
      <span className="tag__label">{item.label}</span>
      {item.entry.status === 'loading' && (
        <span className="visually-hidden">{t('search.tagLoading')}</span>
      )}
    </>
  );
}
