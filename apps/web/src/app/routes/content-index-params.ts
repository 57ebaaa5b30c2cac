import type { LoaderFunctionArgs } from 'react-router';
import {
  contentIndexSourceSchema,
  indexCharacterSchema,
  indexClassificationSchema,
  INDEX_CLASSIFICATIONS,
  type ContentIndexSource,
} from '@medkompass/contracts/content-index-paths.ts';
import { notFound } from './not-found.ts';

/** The index's parameters, checked: an unknown source, character or class is a 404. */
export function contentIndexParams({ params }: LoaderFunctionArgs, english: boolean) {
  const source = english ? 'sexandgender' : contentIndexSourceSchema.safeParse(params.source).data;
  if (source === undefined || (!english && source === 'sexandgender')) notFound();
  const character =
    params.char === undefined ? undefined : indexCharacterSchema.safeParse(params.char).data;
  if (params.char !== undefined && character === undefined) notFound();
  const classification =
    params.classification === undefined
      ? undefined
      : indexClassificationSchema.safeParse(params.classification).data;
  if (
    params.classification !== undefined &&
    (classification === undefined || !INDEX_CLASSIFICATIONS[source].includes(classification))
  ) {
    notFound();
  }
  return { source: source satisfies ContentIndexSource, character, classification };
}
