import { useId } from 'react';
import type { Badge } from '@medkompass/clinical/document-classification.ts';
import { badgeClassName } from '../ui/classification-badge.tsx';

export interface ClassLegendProps {
  heading: string;
  /** One sentence on what the classes are about. */
  intro: string;
  rows: readonly { badge: Badge; text: string }[];
}

/** A short, always visible key to a source's classes: each badge and what it means. */
export function ClassLegend({ heading, intro, rows }: ClassLegendProps) {
  const headingId = useId();
  return (
    <section className="class-legend" aria-labelledby={headingId}>
      <h3 id={headingId} className="class-legend__heading">
        {heading}
      </h3>
      <p className="class-legend__intro">{intro}</p>
      <dl className="class-legend__list">
        {rows.map(({ badge, text }) => (
          <div key={badge.code} className="class-legend__row">
            <dt>
              <span className={badgeClassName(badge.colour)}>{badge.code}</span>
            </dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
