import type { ClassificationColour } from '@medkompass/clinical/classification-colour.ts';
import {
  DEFAULT_ADMINISTRATION,
  highestRiskLabel,
  QT_ALERT_LEVEL,
  riskLabel,
  riskLabelColour,
  scoreProperty,
  substanceRiskValue,
  type AdministrationChoice,
  type RiskLabel,
  type RiskRoute,
} from '@medkompass/clinical/riskprofile-scoring.ts';
import type { RiskProperty, RiskprofileEntry } from '@medkompass/contracts/riskprofile.ts';
import { riskPropertyIdSchema } from '@medkompass/contracts/risk-property-ids.ts';

/** Routes in the order the specification lists their tags (§3 'Administration types'). */
const ROUTE_ORDER: readonly RiskRoute[] = ['peroral', 'nonPeroral', 'parenteral', 'topical'];
const SYSTEMIC: readonly RiskRoute[] = ['peroral', 'nonPeroral', 'parenteral'];
// Built on first use: the web app's first page loads this module before any riskprofile is sorted.
let collator: Intl.Collator | undefined;
function bySwedishName(a: string, b: string): number {
  collator ??= new Intl.Collator('sv');
  return collator.compare(a, b);
}

/**
 * The administrations a user may choose for a substance (specification §4): MAX; enteral and
 * parenteral when it has a value for one of those routes; each route it has values for; none.
 * A route without values is not offered: it would count as nothing and look like a safe choice.
 */
export function administrationOptions(entry: RiskprofileEntry): AdministrationChoice[] {
  const routes = new Set(entry.properties.flatMap((p) => Object.keys(p.values)));
  const systemic = SYSTEMIC.some((route) => routes.has(route));
  return [
    'MAX',
    ...(systemic ? (['entOrParent'] as const) : []),
    ...ROUTE_ORDER.filter((route) => routes.has(route)),
    'none',
  ];
}

/**
 * The administration that applies to a substance: the chosen one when the substance offers it,
 * else the default MAX, so a choice that does not fit (a hand-edited address) never lowers a
 * level.
 */
export function effectiveAdministration(
  entry: RiskprofileEntry,
  chosen: AdministrationChoice | undefined,
): AdministrationChoice {
  return chosen !== undefined && administrationOptions(entry).includes(chosen)
    ? chosen
    : DEFAULT_ADMINISTRATION;
}

/** What one substance adds to a property under its administration. */
export interface RiskContribution {
  nslId: string;
  substance: string;
  administration: AdministrationChoice;
  value: number;
}

/** One property for the whole list (ADR 9). */
export interface PropertyScore {
  property: RiskProperty;
  /** The substances that add to the sum (value above 0), the largest first, then by name. */
  contributions: RiskContribution[];
  sum: number;
  /** 0–3, or QT_ALERT_LEVEL for QT prolongation at level 3 or more. */
  level: number;
  label: RiskLabel;
  colour: ClassificationColour;
  /** QT prolongation raised to the alert level (specification §4). */
  qtAlert: boolean;
}

export interface RiskprofileScores {
  /** Every defined property, in the specification's column order (§3 'Riskproperty'). */
  properties: PropertyScore[];
  /** The most severe label of the list: the tab's badge. */
  highest: RiskLabel;
  /** The QT-prolongation score when it is at the alert level; null otherwise. */
  qtAlert: PropertyScore | null;
  /** Known substances no riskprofile applies to (the tab's '?'). */
  notAssessed: RiskprofileEntry[];
  /** Ids the knowledge base does not know. */
  missing: RiskprofileEntry[];
}

/**
 * The riskprofile of a list (ADR 9): per property, each assessed substance's value under its
 * administration (specification §4: MAX unless chosen otherwise) is added, and the sum graded by
 * the property's levels; QT prolongation at level 3 or more becomes the alert level.
 */
export function scoreRiskprofile(
  entries: readonly RiskprofileEntry[],
  properties: readonly RiskProperty[],
  chosen: Readonly<Record<string, AdministrationChoice>>,
): RiskprofileScores {
  const assessed = entries
    .filter((entry) => entry.status === 'assessed')
    .map((entry) => ({
      entry,
      administration: effectiveAdministration(entry, chosen[entry.nslId]),
    }));

  const columns: readonly string[] = riskPropertyIdSchema.options;
  const ordered = [...properties].sort(
    (a, b) => columns.indexOf(a.propertyId) - columns.indexOf(b.propertyId),
  );
  const scores = ordered.map((property): PropertyScore => {
    const parts = assessed.map(({ entry, administration }) => ({
      nslId: entry.nslId,
      substance: entry.substance ?? entry.nslId,
      administration,
      values: entry.properties.find((p) => p.propertyId === property.propertyId)?.values ?? {},
    }));
    const { value, level } = scoreProperty(
      property,
      parts.map(({ values, administration }) => ({ values, choice: administration })),
    );
    const label = riskLabel(level);
    return {
      property,
      contributions: parts
        .map(({ values, ...part }) => ({
          ...part,
          value: substanceRiskValue(values, part.administration),
        }))
        .filter((part) => part.value > 0)
        .sort((a, b) => b.value - a.value || bySwedishName(a.substance, b.substance)),
      sum: value,
      level,
      label,
      colour: riskLabelColour(label),
      qtAlert: level === QT_ALERT_LEVEL,
    };
  });

  return {
    properties: scores,
    highest: highestRiskLabel(scores.map((score) => score.label)),
    qtAlert: scores.find((score) => score.qtAlert) ?? null,
    notAssessed: entries.filter((entry) => entry.status === 'notAssessed'),
    missing: entries.filter((entry) => entry.status === 'missing'),
  };
}
