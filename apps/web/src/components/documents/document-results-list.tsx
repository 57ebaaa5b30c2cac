import { useId, type ReactNode } from 'react';
import { usePageTranslation } from '../../lib/page-language.ts';
import { UNASSESSED_BADGE } from '@medkompass/clinical/document-classification.ts';
import { joinSwedish } from '@medkompass/clinical/text.ts';
import type {
  DocumentEntry,
  DocumentGroup,
  DocumentGroupLabel,
} from '../../lib/documents/document-entries.ts';
import { ClassLine } from './class-line.tsx';
import type { CardHeadingLevel } from './document-card.tsx';

export interface DocumentResultsListProps<D extends { id: string }> {
  entries: readonly DocumentEntry<D>[];
  /** The tab's heading, which names the list. */
  labelledBy: string;
  /** Says plainly that the source has no assessment of a substance or product. */
  unassessedText: (name: string) => string;
  renderDocument: (document: D, headingLevel: CardHeadingLevel) => ReactNode;
}

function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase('sv') + text.slice(1);
}

function useGroupLabel() {
  const { t } = usePageTranslation();
  return (label: DocumentGroupLabel, entryName: string): string => {
    switch (label.kind) {
      case 'administration':
        return upperFirst(
          t('documents.administrationGroup', {
            administration: t(`administration.${label.administration}`),
          }),
        );
      case 'substance':
        return upperFirst(
          t('documents.substanceGroup', { substance: label.name, product: entryName }),
        );
      case 'product':
        return t('documents.productGroup', { product: entryName });
    }
  };
}

function Unassessed({ text }: { text: string }) {
  const { t } = usePageTranslation();
  return (
    <div className="document-unassessed">
      <ClassLine badge={UNASSESSED_BADGE} text={t('documents.unassessed')} />
      <p className="document-unassessed__text">{text}</p>
    </div>
  );
}

function GroupDocuments<D extends { id: string }>({
  group,
  name,
  headingLevel,
  props,
}: {
  group: DocumentGroup<D>;
  name: string;
  headingLevel: CardHeadingLevel;
  props: DocumentResultsListProps<D>;
}) {
  if (group.documents.length === 0) return <Unassessed text={props.unassessedText(name)} />;
  return (
    <ul className="document-cards">
      {group.documents.map((document) => (
        <li key={document.id}>{props.renderDocument(document, headingLevel)}</li>
      ))}
    </ul>
  );
}

function EntrySubtitle<D extends { id: string }>({
  entry,
}: {
  entry: DocumentEntry<D> & { status: 'listed' };
}) {
  const { t } = usePageTranslation();
  if (entry.kind === 'substance')
    return <p className="document-entry__kind">{t('documents.substance')}</p>;
  // The heading names strength and form; the route says how the product is given.
  const parts = [
    t('documents.product'),
    t(`administration.${entry.administration}`),
    t('documents.contains', { substances: joinSwedish(entry.substanceNames) }),
  ];
  return <p className="document-entry__kind">{parts.join(' · ')}</p>;
}

function Entry<D extends { id: string }>({
  entry,
  props,
}: {
  entry: DocumentEntry<D>;
  props: DocumentResultsListProps<D>;
}) {
  const { t } = usePageTranslation();
  const headingId = useId();
  const groupLabel = useGroupLabel();
  if (entry.status === 'unidentified') {
    return (
      <li className="document-entry document-entry--unidentified">
        <h3 className="document-entry__name">
          {entry.kind === 'product'
            ? t('search.unknownProduct', { id: entry.id })
            : t('search.unknownSubstance', { id: entry.id })}
        </h3>
        <p className="warning-text">{t('documents.unidentified')}</p>
      </li>
    );
  }
  const grouped = entry.groups.some((group) => group.label !== null);
  return (
    <li className="document-entry">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="document-entry__name">
          {entry.name}
        </h3>
        <EntrySubtitle entry={entry} />
        {entry.resultType === 'substanceMultiDocs' && (
          <p className="hint">{t('documents.multiDocs', { name: entry.name })}</p>
        )}
        {entry.resultType === 'substanceAdministration' && (
          <p className="hint">{t('documents.byAdministration')}</p>
        )}
        {grouped ? (
          entry.groups.map((group) => (
            <section key={group.key} className="document-group">
              <h4 className="document-group__label">
                {group.label === null ? entry.name : groupLabel(group.label, entry.name)}
              </h4>
              <GroupDocuments
                group={group}
                name={group.label?.kind === 'substance' ? group.label.name : entry.name}
                headingLevel={5}
                props={props}
              />
            </section>
          ))
        ) : (
          <GroupDocuments
            group={entry.groups[0] ?? { key: 'none', label: null, documents: [] }}
            name={entry.name}
            headingLevel={4}
            props={props}
          />
        )}
      </article>
    </li>
  );
}

/**
 * The entries of the search list on a document tab (lactation, fetal impact, genus): each with
 * its documents as its result type divides them, '?' and 'Ej bedömd' where the source has no
 * assessment, and a warning for what the knowledge base does not know. Nothing is left out.
 */
export function DocumentResultsList<D extends { id: string }>(props: DocumentResultsListProps<D>) {
  return (
    <ul className="document-entries" aria-labelledby={props.labelledBy}>
      {props.entries.map((entry) => (
        <Entry key={entry.key} entry={entry} props={props} />
      ))}
    </ul>
  );
}
