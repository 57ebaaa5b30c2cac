import type { ClassificationColour } from './classification-colour.ts';

export type InteractionSeverity = 'A' | 'B' | 'C' | 'D';
export type InteractionDocumentation = 0 | 1 | 2 | 3 | 4;

export interface InteractionClassification {
  severity: InteractionSeverity;
  documentation: InteractionDocumentation;
}

const SEVERITY_RANK: Record<InteractionSeverity, number> = { A: 1, B: 2, C: 3, D: 4 };

const SEVERITY_COLOUR: Record<InteractionSeverity, ClassificationColour> = {
  A: 'green',
  B: 'white',
  C: 'yellow',
  D: 'red',
};

/** Rank of a severity, A=1 … D=4 (specification §4 'Ranks and levels'). */
export function interactionRank(severity: InteractionSeverity): number {
  return SEVERITY_RANK[severity];
}

/** Badge colour of a severity (specification §3: A green, B white, C yellow, D red). */
export function interactionColour(severity: InteractionSeverity): ClassificationColour {
  return SEVERITY_COLOUR[severity];
}

/** The code shown on a badge: severity letter and documentation digit, e.g. 'C3' (§3). */
export function interactionCode(classification: InteractionClassification): string {
  return `${classification.severity}${classification.documentation}`;
}

/** Parses a code such as 'C3'; anything else is null (a bad code is reported, not thrown). */
export function parseInteractionCode(code: string): InteractionClassification | null {
  const match = /^([ABCD])([0-4])$/.exec(code.trim().toUpperCase());
  if (!match) return null;
  return {
    severity: match[1] as InteractionSeverity,
    documentation: Number(match[2]) as InteractionDocumentation,
  };
}

/**
 * Orders interactions most severe first and, within a severity, best documented first, so the
 * pair a prescriber must act on is read first (issue 6: 'sorted by severity then documentation').
 */
export function compareInteractionSeverity(
  a: InteractionClassification,
  b: InteractionClassification,
): number {
  return (
    interactionRank(b.severity) - interactionRank(a.severity) || b.documentation - a.documentation
  );
}

/** The most severe classification of a list, or null for an empty list (the tab badge). */
export function mostSevereInteraction<T extends InteractionClassification>(
  classifications: readonly T[],
): T | null {
  return [...classifications].sort(compareInteractionSeverity)[0] ?? null;
}
