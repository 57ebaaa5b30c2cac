import type { ClassificationColour } from './classification-colour.ts';
import { letterColour, letterRank, type SeverityLetter } from './severity-scale.ts';

export type InteractionSeverity = SeverityLetter;
export type InteractionDocumentation = 0 | 1 | 2 | 3 | 4;

export interface InteractionClassification {
  severity: InteractionSeverity;
  documentation: InteractionDocumentation;
}

/** Rank of a severity, A=1 … D=4 (specification §4 'Ranks and levels'). */
export function interactionRank(severity: InteractionSeverity): number {
  return letterRank(severity);
}

/** Badge colour of a severity (specification §3: A green, B white, C yellow, D red). */
export function interactionColour(severity: InteractionSeverity): ClassificationColour {
  return letterColour(severity);
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
 * pair a prescriber must act on is read first ('sorted by severity then documentation').
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

/** What a severity letter means (specification §3 'Interaction tooltips'), in Swedish. */
export const INTERACTION_SEVERITY_TEXT: Record<InteractionSeverity, string> = {
  A: 'Interaktionen saknar klinisk betydelse.',
  B: 'Interaktionens kliniska betydelse är okänd eller varierar.',
  C: 'Kliniskt betydelsefull interaktion som kan hanteras, till exempel med dosjustering.',
  D: 'Kliniskt betydelsefull interaktion. Kombinationen bör undvikas.',
};

/** What a documentation digit means (specification §3), in Swedish. */
export const INTERACTION_DOCUMENTATION_TEXT: Record<InteractionDocumentation, string> = {
  0: 'Underlaget gäller andra, likartade läkemedel.',
  1: 'Underlaget är ofullständiga fallrapporter eller studier in vitro.',
  2: 'Underlaget är väldokumenterade fallrapporter.',
  3: 'Underlaget är studier på friska försökspersoner eller pilotstudier på patienter.',
  4: 'Underlaget är kontrollerade studier på relevanta patientgrupper.',
};

/** The tooltip of a badge such as 'C3': what the letter and the digit mean. */
export function interactionTooltip(classification: InteractionClassification): string {
  return `${INTERACTION_SEVERITY_TEXT[classification.severity]} ${INTERACTION_DOCUMENTATION_TEXT[classification.documentation]}`;
}
