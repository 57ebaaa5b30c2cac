import { useRef } from 'react';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { InlineErrorMessage } from '../../../components/ui/query-status.tsx';
import type { SearchHit } from '@medkompass/contracts/search.ts';
import { useSearchList } from '../../../lib/search-list/use-search-list.ts';
import { useResolvedSearchList } from '../../../lib/search-list/use-resolved-search-list.ts';
import {
  searchListKey,
  type SearchListEntry,
} from '../../../lib/search-list/search-list-params.ts';
import { track } from '../../../lib/analytics/track.ts';
import { useIntegratedMode } from '../../../lib/session/integrated-mode.ts';
import { NewPatient } from './new-patient.tsx';
import { SearchBox, type FirstPaintSearch } from './search-box.tsx';
import { SearchPresets } from './search-presets.tsx';
import { SearchTags } from './search-tags.tsx';

function toEntry(hit: SearchHit): SearchListEntry {
  return { kind: hit.kind, id: hit.id };
}

/**
 * Search input, presets and the chosen drugs, and 'Ny patient'; every change goes through the
 * URL. In integrated mode the record system sends the list: no presets (one press would add a
 * drug the patient may not take) and no 'Ny patient'.
 */
export function SearchPanel({
  takeFirstPaintSearch,
}: {
  /** What was typed in the server's first paint of the search, for the box to take over. */
  takeFirstPaintSearch?: () => FirstPaintSearch | null;
}) {
  const { t } = usePageTranslation();
  const integrated = useIntegratedMode();
  const { entries, add, remove } = useSearchList();
  const resolved = useResolvedSearchList(entries);
  const searchInput = useRef<HTMLInputElement>(null);

  return (
    <section className="search-panel" aria-labelledby="search-panel-heading">
      <h2 id="search-panel-heading" className="visually-hidden">
        {t('search.heading')}
      </h2>
      <SearchBox
        inputRef={searchInput}
        takeFirstPaintSearch={takeFirstPaintSearch}
        onChoose={(hit) => {
          add([toEntry(hit)]);
          track({ tag: hit.kind }, integrated);
        }}
      />
      {!integrated && (
        <SearchPresets
          onAdd={(hits) => {
            add(hits.map(toEntry));
            for (const hit of hits) track({ tag: hit.kind }, false);
          }}
        />
      )}
      <SearchTags
        entries={resolved.entries}
        onRemove={(keys) => {
          remove(keys);
          // The tag list goes away with its last tag; the focus goes back to the search.
          if (entries.every((entry) => keys.has(searchListKey(entry)))) {
            searchInput.current?.focus();
          }
        }}
      />
      {!integrated && <NewPatient searchInput={searchInput} />}
      {resolved.isError && (
        <InlineErrorMessage onRetry={resolved.retry}>{t('search.namesFailed')}</InlineErrorMessage>
      )}
    </section>
  );
}
