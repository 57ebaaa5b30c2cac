import { useLoaderData } from 'react-router';
import { ContentIndexView } from '../../features/content-index/components/content-index-view.tsx';
import type { contentIndexParams } from './content-index-params.ts';

/** /content/{source}, /{char}, /classification/{class} (and English): the checked parameters. */
export function ContentIndexRoute() {
  const { source, character, classification } = useLoaderData<typeof contentIndexParams>();
  return (
    <ContentIndexView
      key={`${source}/${character ?? ''}/${classification ?? ''}`}
      source={source}
      character={character}
      classification={classification}
    />
  );
}
