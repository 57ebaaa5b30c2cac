import { useTranslation } from '../../lib/i18n.ts';
import {
  useResolvedSearchList,
  type ResolvedEntry,
} from '../../lib/search-list/use-resolved-search-list.ts';
import { searchListKey } from '../../lib/search-list/search-list-params.ts';
import { useSearchList } from '../../lib/search-list/use-search-list.ts';
import '../../lib/page-texts.ts';

function EntryName({ entry }: { entry: ResolvedEntry }) {
  const { t } = useTranslation();
  switch (entry.status) {
    case 'resolved':
      return <>{entry.name}</>;
    case 'unknown':
      return (
        <>
          {entry.kind === 'product'
            ? t('search.unknownProduct', { id: entry.id })
            : t('search.unknownSubstance', { id: entry.id })}
        </>
      );
    case 'loading':
    case 'error':
      return <>{entry.id}</>;
  }
}

/**
 * The search list as printed: every chosen product by name, strength and form (productLabel), and
 * every substance by name.
 */
export function PrintSearchList() {
  const { t } = useTranslation();
  const { entries } = useSearchList();
  const resolved = useResolvedSearchList(entries);
  return (
    <section className="print-list" aria-labelledby="print-list-heading">
      <h2 id="print-list-heading">{t('interactions.printDrugs')}</h2>
      {resolved.entries.length === 0 ? (
        <p className="empty-text">{t('print.emptyList')}</p>
      ) : (
        <ul className="print-list__items">
          {resolved.entries.map((entry) => (
            <li key={searchListKey(entry)}>
              <EntryName entry={entry} />
              {/* A product's label names strength and form; a substance is said to be one. */}
              {entry.kind === 'substance' && (
                <span className="muted"> {t('print.substanceMark')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
