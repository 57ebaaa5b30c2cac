import { useInfiniteQuery } from '@tanstack/react-query';
import type {
  ContentIndexSource,
  IndexCharacter,
  IndexClassification,
} from '@medkompass/contracts/content-index-paths.ts';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/query-status.tsx';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { contentIndexQueryOptions } from '../api/get-content-index.ts';
import { CharacterBar } from './character-bar.tsx';
import { ClassificationFilter } from './classification-filter.tsx';
import { IndexList } from './index-list.tsx';
import { IndexTabs } from './index-tabs.tsx';
import '../../../lib/page-texts.ts';

export interface ContentIndexViewProps {
  source: ContentIndexSource;
  character?: IndexCharacter;
  classification?: IndexClassification;
}

/**
 * A content index (specification §2 '/content/{source}'): every document of the source in
 * Swedish alphabetical order, by initial character or by classification, loaded in pages.
 */
export function ContentIndexView({ source, character, classification }: ContentIndexViewProps) {
  const { t, lng } = usePageTranslation();
  const filter = { character, classification };
  const index = useInfiniteQuery(contentIndexQueryOptions(source, filter));
  // Letters and classes describe the whole source: taken from any page, also a filtered one.
  const facets = index.data?.pages[0];
  const sourceName = t(`contentIndex.sources.${source}`);
  const shownCharacter =
    character === '0-9' ? t('contentIndex.digits') : character?.toLocaleUpperCase(lng);
  const selection = character
    ? t('contentIndex.selectionCharacter', { character: shownCharacter })
    : classification
      ? t('contentIndex.selectionClassification', { code: classification })
      : t('contentIndex.selectionAll');

  const loadMore = () => {
    if (index.hasNextPage && !index.isFetchingNextPage) void index.fetchNextPage();
  };

  return (
    <section className="content-index" aria-labelledby="content-index-heading">
      <title>{t('contentIndex.pageTitle', { source: sourceName })}</title>
      {lng === 'sv' && source !== 'sexandgender' && <IndexTabs />}
      <h1 id="content-index-heading">{t('contentIndex.heading', { source: sourceName })}</h1>
      <p>{t('contentIndex.intro', { source: t(`contentIndex.sourceInText.${source}`) })}</p>
      <CharacterBar source={source} present={facets?.characters ?? null} />
      {facets && <ClassificationFilter source={source} present={facets.classifications} />}
      <h2>{selection}</h2>
      {index.isPending ? (
        <LoadingMessage>{t('contentIndex.loading')}</LoadingMessage>
      ) : index.isError && !index.data ? (
        <ErrorMessage onRetry={() => void index.refetch()}>{t('contentIndex.error')}</ErrorMessage>
      ) : index.data.pages[0]?.total === 0 ? (
        <p>{t('contentIndex.empty')}</p>
      ) : (
        <>
          <IndexList
            source={source}
            items={index.data.pages.flatMap((page) => page.items)}
            total={index.data.pages[0]?.total ?? 0}
            hasMore={index.hasNextPage}
            loadingMore={index.isFetchingNextPage}
            loadMore={loadMore}
          />
          {index.isFetchNextPageError && (
            <ErrorMessage onRetry={loadMore}>{t('contentIndex.error')}</ErrorMessage>
          )}
        </>
      )}
    </section>
  );
}
