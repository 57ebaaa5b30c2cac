import {
  mostSevere,
  severitySummary,
  sortBySeverity,
  UNIDENTIFIED,
  type Grade,
  type SeverityScale,
} from '@medkompass/assessment/severity-order.ts';
import type { DocumentEntry } from './document-entries.ts';

/** How a document tab grades its documents: its scale and each document's code on it. */
export interface DocumentSeverity<D, S extends SeverityScale = SeverityScale> {
  scale: S;
  gradeOf: (document: D) => Grade<S>;
}

/** An entry's grade: its most severe document; '?' without one; unknown ids as such. */
export function entryGrade<D, S extends SeverityScale>(
  entry: DocumentEntry<D>,
  { scale, gradeOf }: DocumentSeverity<D, S>,
): Grade<S> {
  if (entry.status === 'unidentified') return UNIDENTIFIED;
  return mostSevere(
    scale,
    entry.groups.flatMap((group) => group.documents.map(gradeOf)),
  );
}

/**
 * A document tab's entries most severe first by its own scale (packages/assessment
 * severity-order.ts), the groups of an entry too (routes, the substances of a combination: codeine
 * in class 3 above paracetamol in class 1 within one card, a group the source has not assessed
 * last), and each group's documents, with the count line above them. Equal grades keep their
 * order: the search list's, or the product's own.
 */
export function entriesBySeverity<D, S extends SeverityScale>(
  entries: readonly DocumentEntry<D>[],
  severity: DocumentSeverity<D, S>,
  language: 'sv' | 'en' = 'sv',
): { entries: DocumentEntry<D>[]; summary: string } {
  const { scale, gradeOf } = severity;
  const ordered = sortBySeverity(scale, entries, (entry) => entryGrade(entry, severity)).map(
    (entry): DocumentEntry<D> =>
      entry.status === 'unidentified'
        ? entry
        : {
            ...entry,
            groups: sortBySeverity(scale, entry.groups, (group) =>
              mostSevere(scale, group.documents.map(gradeOf)),
            ).map((group) => ({
              ...group,
              documents: sortBySeverity(scale, group.documents, gradeOf),
            })),
          },
  );
  const summary = severitySummary(
    scale,
    entries.map((entry) => entryGrade(entry, severity)),
    language,
  );
  return { entries: ordered, summary };
}
