import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import type {
  ContentIndexItem,
  ContentIndexQuery,
  ContentIndexResponse,
} from '@medkompass/contracts/content-index.ts';
import {
  INDEX_CHARACTERS,
  INDEX_CLASSIFICATIONS,
  indexCharacterOf,
  type ContentIndexSource,
  type IndexCharacter,
  type IndexClassification,
} from '@medkompass/contracts/content-index-paths.ts';

interface IndexEntry extends ContentIndexItem {
  character: IndexCharacter | null;
}

const swedish = new Intl.Collator('sv');

/** The sections the content indexes list. */
type IndexedDocuments = Pick<
  KbBundle,
  'lactationDocuments' | 'birthDefectDocuments' | 'genusDocuments' | 'genderDocuments'
>;

/** Level 1–3 as its code, null (not classified) as '?'. */
const levelCode = (level: number | null): IndexClassification =>
  level === null ? '?' : (String(level) as IndexClassification);

/** A document of the source as an index entry: id, title and classification code. */
function entriesOf(bundle: IndexedDocuments, source: ContentIndexSource): ContentIndexItem[] {
  switch (source) {
    case 'lactation':
      return bundle.lactationDocuments.map((d) => ({
        id: d.id,
        title: d.documentTitle,
        classification: d.classification.code,
      }));
    case 'birthdefect':
      return bundle.birthDefectDocuments.map((d) => ({
        id: d.id,
        title: d.name,
        classification: levelCode(d.classificationLevel),
      }));
    case 'genus':
    case 'sexandgender': {
      const documents = source === 'genus' ? bundle.genusDocuments : bundle.genderDocuments;
      return documents.map((d) => ({
        id: d.id,
        title: d.documentTitle,
        // Level 0 has an empty code (specification §4); the index calls it '-'.
        classification: d.classificationCode === '' ? '-' : d.classificationCode,
      }));
    }
  }
}

/**
 * The content indexes (specification §2 '/content/{source}'), built once per knowledge base by
 * the server (GET /api/content-index/:source) and by the web tests' fake API:
 * every document of a source sorted by title in Swedish collation (å, ä, ö after z), with the
 * index character each is listed under.
 */
export class ContentIndexes {
  private readonly indexes: ReadonlyMap<ContentIndexSource, readonly IndexEntry[]>;

  constructor(bundle: IndexedDocuments) {
    const sources: ContentIndexSource[] = ['birthdefect', 'lactation', 'genus', 'sexandgender'];
    this.indexes = new Map(
      sources.map((source) => [
        source,
        entriesOf(bundle, source)
          .sort((a, b) => swedish.compare(a.title, b.title) || swedish.compare(a.id, b.id))
          .map((entry) => ({ ...entry, character: indexCharacterOf(entry.title) })),
      ]),
    );
  }

  /** One page of a source's index, filtered by character and/or classification. */
  page(source: ContentIndexSource, query: ContentIndexQuery): ContentIndexResponse {
    const all = this.indexes.get(source) ?? [];
    const matching = all.filter(
      (entry) =>
        (query.char === undefined || entry.character === query.char) &&
        (query.classification === undefined || entry.classification === query.classification),
    );
    const present = new Set(all.map((entry) => entry.character));
    const classes = new Set(all.map((entry) => entry.classification));
    return {
      total: matching.length,
      items: matching
        .slice(query.offset, query.offset + query.limit)
        .map(({ id, title, classification }) => ({ id, title, classification })),
      characters: INDEX_CHARACTERS.filter((character) => present.has(character)),
      classifications: INDEX_CLASSIFICATIONS[source].filter((c) => classes.has(c)),
    };
  }
}
