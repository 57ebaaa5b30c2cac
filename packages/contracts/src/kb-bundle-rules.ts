import type { KbBundle } from './kb-bundle.ts';
import { allRecords } from './kb-bundle-sections.ts';

export interface BundleProblem {
  /** Where in the bundle, e.g. 'interactions[3].substanceNslIds[1]'. */
  path: string;
  message: string;
}

type Report = (path: string, message: string) => void;

/** Ids unique per section; every referenced substance and product exists. */
function checkIdsAndReferences(bundle: KbBundle, report: Report): void {
  const substanceIds = new Set(bundle.substances.map((s) => s.nslId));
  const productIds = new Set(bundle.products.map((p) => p.nplId));
  const seen = new Set<string>();
  for (const { section, index, id, nslIds, nplIds } of allRecords(bundle)) {
    const key = `${section}\u0000${id}`;
    if (seen.has(key)) report(`${section}[${index}]`, `dubblett av id ${id}`);
    seen.add(key);
    for (const nslId of nslIds) {
      if (!substanceIds.has(nslId)) report(`${section}[${index}]`, `okänd substans ${nslId}`);
    }
    for (const nplId of nplIds) {
      if (!productIds.has(nplId)) report(`${section}[${index}]`, `okänt läkemedel ${nplId}`);
    }
  }
}

/** Parent and child substances agree with each other. */
function checkSubstanceFamilies(bundle: KbBundle, report: Report): void {
  const byId = new Map(bundle.substances.map((s) => [s.nslId, s]));
  bundle.substances.forEach((substance, index) => {
    const path = `substances[${index}]`;
    if (substance.isTopParent !== (substance.topParent === null)) {
      report(path, 'isTopParent ska vara sant precis när topParent saknas');
    }
    if (substance.topParent !== null) {
      const parent = byId.get(substance.topParent);
      if (!parent) report(path, `okänd substans ${substance.topParent}`);
      else if (!parent.childNslIds.includes(substance.nslId)) {
        report(path, `${substance.topParent} listar inte ${substance.nslId} bland sina barn`);
      }
    }
    for (const childId of substance.childNslIds) {
      const child = byId.get(childId);
      if (!child) report(path, `okänd substans ${childId}`);
      else if (child.topParent !== substance.nslId)
        report(path, `${childId} har en annan topParent`);
    }
  });
  bundle.specialSubstances.forEach((special, index) => {
    const substance = byId.get(special.nslId);
    if (substance?.isSpecial === false) {
      report(`specialSubstances[${index}]`, `${special.nslId} är inte markerad isSpecial`);
    } else if (substance && substance.isTopParent !== special.isTopParent) {
      report(`specialSubstances[${index}]`, 'isTopParent skiljer sig från substansen');
    }
  });
  const specialIds = new Set(bundle.specialSubstances.map((s) => s.nslId));
  bundle.substances.forEach((substance, index) => {
    if (substance.isSpecial && !specialIds.has(substance.nslId)) {
      report(`substances[${index}]`, `${substance.nslId} saknas bland specialSubstances`);
    }
  });
}

/** Every assessment document is about something: a substance or a product. */
function checkDocumentLinks(bundle: KbBundle, report: Report): void {
  for (const section of [
    'renalDocuments',
    'lactationDocuments',
    'birthDefectDocuments',
    'genusDocuments',
    'genderDocuments',
  ] as const) {
    bundle[section].forEach((document, index) => {
      if (document.nslIds.length + document.nplIds.length === 0)
        report(`${section}[${index}]`, 'länkar till inget');
    });
  }
}

/** Pairs are real pairs, once each, with their texts; drug-form classifications don't collide. */
function checkInteractions(bundle: KbBundle, report: Report): void {
  const textIds = new Set(bundle.interactionTexts.map((t) => t.id));
  const pairs = new Set<string>();
  bundle.interactions.forEach((interaction, index) => {
    const path = `interactions[${index}]`;
    const [a, b] = interaction.substanceNslIds;
    if (a === b) report(path, 'en substans kan inte interagera med sig själv');
    const pair = [a, b].sort().join('|');
    if (pairs.has(pair)) report(path, `paret ${a}–${b} finns redan`);
    pairs.add(pair);
    for (const [field, id] of Object.entries(interaction.textIds)) {
      if (!textIds.has(id)) report(`${path}.textIds.${field}`, `okänd text ${id}`);
    }
    interaction.drugFormGroups.forEach((group, groupIndex) => {
      if (group.nslId !== a && group.nslId !== b)
        report(
          `${path}.drugFormGroups[${groupIndex}].nslId`,
          `${group.nslId} är inte en av parets substanser`,
        );
    });
    const routes = interaction.drugFormGroups.flatMap((group) =>
      group.administrations.map((route) => `${group.nslId}|${route}`),
    );
    if (new Set(routes).size !== routes.length) {
      report(`${path}.drugFormGroups`, 'en administrationsväg har flera klassificeringar');
    }
  });
}

/** Intervals (renal recommendations, riskprofile levels) are well-formed and do not overlap. */
function checkIntervals(
  intervals: readonly { min: number; max: number }[],
  path: string,
  report: Report,
): void {
  const sorted = [...intervals].sort((x, y) => x.min - y.min);
  sorted.forEach((interval, i) => {
    if (interval.min > interval.max)
      report(path, `intervallet ${interval.min}–${interval.max} är bakvänt`);
    const next = sorted[i + 1];
    if (next && next.min <= interval.max) {
      report(
        path,
        `intervallen ${interval.min}–${interval.max} och ${next.min}–${next.max} överlappar`,
      );
    }
  });
}

const LACTATION_CODE = (level: number | null): string =>
  level === null ? '?' : String(Math.max(1, level));
const GENUS_CODE = (level: number | null): string =>
  level === null ? '?' : (['', 'A', 'B', 'C', 'C!'][level] ?? '?');

/** Classification codes agree with their levels (specification §4 'Ranks and levels'). */
function checkClassifications(bundle: KbBundle, report: Report): void {
  bundle.lactationDocuments.forEach((document, index) => {
    const { level, code } = document.classification;
    if (LACTATION_CODE(level) !== code) {
      report(
        `lactationDocuments[${index}].classification`,
        `nivå ${String(level)} ska ha koden ${LACTATION_CODE(level)}`,
      );
    }
  });
  for (const section of ['genusDocuments', 'genderDocuments'] as const) {
    bundle[section].forEach((document, index) => {
      const expected = GENUS_CODE(document.classificationLevel);
      if (expected !== document.classificationCode) {
        report(
          `${section}[${index}].classificationCode`,
          `nivå ${String(document.classificationLevel)} ska ha koden '${expected}'`,
        );
      }
    });
  }
  bundle.renalDocuments.forEach((document, index) => {
    checkIntervals(
      document.recommendations.map((r) => ({
        min: r.renalFailureDegree.gfrMin,
        max: r.renalFailureDegree.gfrMax,
      })),
      `renalDocuments[${index}].recommendations`,
      report,
    );
  });
  const propertyIds = new Set(bundle.riskProperties.map((p) => p.propertyId));
  bundle.riskProperties.forEach((property, index) => {
    checkIntervals(property.levels, `riskProperties[${index}].levels`, report);
  });
  bundle.riskProfiles.forEach((profile, index) => {
    profile.properties.forEach((property, p) => {
      if (!propertyIds.has(property.propertyId)) {
        report(
          `riskProfiles[${index}].properties[${p}]`,
          `egenskapen ${property.propertyId} saknar definition`,
        );
      }
    });
  });
}

/**
 * A duplication class names each ATC prefix once: a prefix another of its prefixes already
 * covers (N06AB06 beside N06AB) says nothing new and hides what the editor meant.
 */
function checkDuplicationClasses(bundle: KbBundle, report: Report): void {
  bundle.duplicationClasses.forEach((duplicationClass, index) => {
    duplicationClass.atcPrefixes.forEach((prefix, p) => {
      const covering = duplicationClass.atcPrefixes.find(
        (other, o) => o !== p && prefix.startsWith(other) && (other !== prefix || o < p),
      );
      if (covering === undefined) return;
      report(
        `duplicationClasses[${index}].atcPrefixes[${p}]`,
        covering === prefix
          ? `klassen ${duplicationClass.id}: ATC-prefixet ${prefix} står två gånger`
          : `klassen ${duplicationClass.id}: ATC-prefixet ${prefix} täcks redan av ${covering}`,
      );
    });
  });
}

/** A name as a clinician or a record system may write it: any case, any spacing. */
const foldName = (name: string): string => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('sv');

/**
 * A synonym names one substance: one that is another substance's name or synonym would make a
 * record system's 'aspirin' or a search for it land on whichever came first.
 */
function checkSynonyms(bundle: KbBundle, report: Report): void {
  const owners = new Map<string, Set<string>>();
  const own = (name: string, nslId: string) => {
    const key = foldName(name);
    owners.set(key, (owners.get(key) ?? new Set()).add(nslId));
  };
  for (const substance of bundle.substances) {
    own(substance.name, substance.nslId);
    for (const { name } of substance.names) own(name, substance.nslId);
    for (const synonym of substance.synonyms ?? []) own(synonym, substance.nslId);
  }
  bundle.substances.forEach((substance, index) => {
    (substance.synonyms ?? []).forEach((synonym, at) => {
      const others = [...(owners.get(foldName(synonym)) ?? [])].filter(
        (id) => id !== substance.nslId,
      );
      if (others.length > 0)
        report(
          `substances[${index}].synonyms[${at}]`,
          `${synonym} är också ett namn på ${others.join(', ')}`,
        );
    });
  });
}

/** Every rule beyond the shape that a bundle must meet; each broken one is reported by path. */
export function bundleRuleProblems(bundle: KbBundle): BundleProblem[] {
  const problems: BundleProblem[] = [];
  const report: Report = (path, message) => problems.push({ path, message });
  checkIdsAndReferences(bundle, report);
  checkSubstanceFamilies(bundle, report);
  checkSynonyms(bundle, report);
  checkInteractions(bundle, report);
  checkClassifications(bundle, report);
  checkDocumentLinks(bundle, report);
  checkDuplicationClasses(bundle, report);
  return problems;
}
