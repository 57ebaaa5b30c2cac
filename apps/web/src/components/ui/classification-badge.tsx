import { useId } from 'react';
import type { ClassificationColour } from '@medkompass/clinical/classification-colour.ts';

const COLOUR_CLASS: Record<ClassificationColour, string> = {
  green: 'classification-badge--green',
  white: 'classification-badge--white',
  yellow: 'classification-badge--yellow',
  red: 'classification-badge--red',
  darkBlue: 'classification-badge--dark-blue',
  grey: 'classification-badge--grey',
};

/** The classes of a badge of a colour, for a code shown without the badge's description. */
export function badgeClassName(colour: ClassificationColour): string {
  return `classification-badge ${COLOUR_CLASS[colour]}`;
}

export interface ClassificationBadgeProps {
  /** The code shown, e.g. 'C3'. */
  code: string;
  colour: ClassificationColour;
  /** What the code means; the badge's accessible description and its hover text. */
  description: string;
}

/** A classification code on its colour (specification §3 'Classifications per source'). */
export function ClassificationBadge({ code, colour, description }: ClassificationBadgeProps) {
  const descriptionId = useId();
  return (
    <>
      <span className={badgeClassName(colour)} aria-describedby={descriptionId} title={description}>
        {code}
      </span>
      {/* hidden, yet still read as the description: it is not read twice. */}
      <span id={descriptionId} hidden>
        {description}
      </span>
    </>
  );
}
