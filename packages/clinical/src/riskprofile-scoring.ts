import type { ClassificationColour } from './classification-colour.ts';

/** Routes a riskprofile value is given for (specification §3 'Riskprofile'). */
export type RiskRoute = 'peroral' | 'parenteral' | 'nonPeroral' | 'topical';
/** What a user chooses per substance (specification §4 'Riskprofile administration'). */
export type AdministrationChoice = 'none' | 'MAX' | 'entOrParent' | RiskRoute;
/** Each substance defaults to its highest value over all routes. */
export const DEFAULT_ADMINISTRATION: AdministrationChoice = 'MAX';

/** The systemic routes: enteral (peroral and non-peroral enteral) and parenteral. */
const ENTERAL_OR_PARENTERAL: readonly RiskRoute[] = ['peroral', 'nonPeroral', 'parenteral'];
const ALL_ROUTES: readonly RiskRoute[] = ['peroral', 'nonPeroral', 'parenteral', 'topical'];

export type RouteValues = Partial<Record<RiskRoute, number>>;

/** A property's level thresholds: level n applies when min ≤ value ≤ max. */
export interface RiskLevel {
  level: number;
  min: number;
  max: number;
}

export interface RiskPropertyDefinition {
  propertyId: string;
  levels: readonly RiskLevel[];
}

/** QT prolongation (specification §3 property columns). */
export const QT_PROPERTY_ID = 'qtProlongation';
/** Specification §4: a QT-prolongation level of 3 or higher is raised to 10. */
export const QT_ALERT_LEVEL = 10;

export type RiskLabel = '-' | 'I' | 'II' | 'III';

/** The value a substance contributes under the chosen administration. */
export function substanceRiskValue(values: RouteValues, choice: AdministrationChoice): number {
  const routes =
    choice === 'none'
      ? []
      : choice === 'MAX'
        ? ALL_ROUTES
        : choice === 'entOrParent'
          ? ENTERAL_OR_PARENTERAL
          : [choice];
  return Math.max(0, ...routes.map((route) => values[route] ?? 0));
}

/** The level of a combined value: the level whose range holds it; above every range, the highest. */
export function riskLevel(value: number, levels: readonly RiskLevel[]): number {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  const match = sorted.find((level) => value >= level.min && value <= level.max);
  if (match) return match.level;
  const top = sorted.at(-1);
  return top !== undefined && value > top.max ? top.level : 0;
}

/**
 * The cumulative risk of one property for the whole list: the chosen values of every substance
 * are added, and the sum is graded by the property's levels. QT prolongation at level 3 or
 * higher becomes 10 (specification §4), which the interface shows as an alert.
 */
export function scoreProperty(
  property: RiskPropertyDefinition,
  substances: readonly { values: RouteValues; choice: AdministrationChoice }[],
): { value: number; level: number } {
  const value = substances.reduce((sum, s) => sum + substanceRiskValue(s.values, s.choice), 0);
  const level = riskLevel(value, property.levels);
  return {
    value,
    level: property.propertyId === QT_PROPERTY_ID && level >= 3 ? QT_ALERT_LEVEL : level,
  };
}

/**
 * Label of a level (specification §4): 1 'I', 2 'II', 3 'III', 0 '-'. The QT alert level 10 is
 * shown as 'III' — the specification's "other → '-'" would hide the highest risk there is.
 */
export function riskLabel(level: number): RiskLabel {
  if (level === 1) return 'I';
  if (level === 2) return 'II';
  if (level === 3 || level === QT_ALERT_LEVEL) return 'III';
  return '-';
}

const LABEL_COLOUR: Record<RiskLabel, ClassificationColour> = {
  '-': 'green',
  I: 'white',
  II: 'yellow',
  III: 'red',
};

/** Badge colour of a riskprofile label, on the same scale as the other sources. */
export function riskLabelColour(label: RiskLabel): ClassificationColour {
  return LABEL_COLOUR[label];
}

/** The most severe label of a list ('-' for none). */
export function highestRiskLabel(labels: readonly RiskLabel[]): RiskLabel {
  const order: RiskLabel[] = ['-', 'I', 'II', 'III'];
  return labels.reduce<RiskLabel>(
    (top, label) => (order.indexOf(label) > order.indexOf(top) ? label : top),
    '-',
  );
}

/** Keeps each chosen administration only for substances still in the search (specification §4). */
export function pruneAdministrations(
  choices: Readonly<Record<string, AdministrationChoice>>,
  nslIdsInSearch: readonly string[],
): Record<string, AdministrationChoice> {
  const keep = new Set(nslIdsInSearch);
  return Object.fromEntries(Object.entries(choices).filter(([nslId]) => keep.has(nslId)));
}
