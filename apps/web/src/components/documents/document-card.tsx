import { useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { Badge } from '@medkompass/clinical/document-classification.ts';
import { ClassLine } from './class-line.tsx';

export type CardHeadingLevel = 4 | 5;

export interface DocumentCardProps {
  title: string;
  /** The document page's path; the search list goes along in the query. */
  path: string;
  badge: Badge;
  classText: string;
  headingLevel: CardHeadingLevel;
  children: ReactNode;
}

/** One document on a tab: its class, its title linking to the whole document, and a summary. */
export function DocumentCard({
  title,
  path,
  badge,
  classText,
  headingLevel,
  children,
}: DocumentCardProps) {
  const titleId = useId();
  const { search } = useLocation();
  const Heading = headingLevel === 4 ? 'h4' : 'h5';
  return (
    <article className="document-card" aria-labelledby={titleId}>
      <Heading id={titleId} className="document-card__title">
        <Link to={{ pathname: path, search }}>{title}</Link>
      </Heading>
      <ClassLine badge={badge} text={classText} />
      {children}
    </article>
  );
}

/** A labelled text of a card: the label over the plain text (never HTML). */
export function CardText({
  label,
  text,
  variant,
  children,
}: {
  label: string;
  text: string;
  /** 'public': advice to the public, set apart from the advice to staff. */
  variant?: 'public';
  children?: ReactNode;
}) {
  return (
    <div className={variant === 'public' ? 'card-text card-text--public' : 'card-text'}>
      <dt className="card-text__label">{label}</dt>
      <dd className="card-text__body">
        {text}
        {children}
      </dd>
    </div>
  );
}
