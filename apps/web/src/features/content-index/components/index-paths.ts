import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import type {
  ContentIndexSource,
  IndexCharacter,
  IndexClassification,
} from '@medkompass/contracts/content-index-paths.ts';

/** The index's own address (specification §2): /content/{source}, or the English one. */
export function indexPath(source: ContentIndexSource): string {
  return source === 'sexandgender' ? '/en/content/sexandgender' : `/content/${source}`;
}

export const characterPath = (source: ContentIndexSource, character: IndexCharacter) =>
  `${indexPath(source)}/${encodeURIComponent(character)}`;

export const classificationPath = (
  source: ContentIndexSource,
  classification: IndexClassification,
) => `${indexPath(source)}/classification/${encodeURIComponent(classification)}`;

/**
 * A document's page: /fosterpaverkan/{id}, /amning/{id}, /genus/{id} or /en/sexandgender/{id}
 * (the source pages of packages/assessment's SOURCES table).
 */
export function documentPath(source: ContentIndexSource, id: string): string {
  const base =
    source === 'sexandgender'
      ? (sourceDefinition('genus').englishPath ?? '/en/sexandgender')
      : sourceDefinition(source).path;
  return `${base}/${encodeURIComponent(id)}`;
}
