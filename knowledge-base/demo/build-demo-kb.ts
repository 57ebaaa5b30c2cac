// Builds knowledge-base/demo-kb.json from the source modules in this folder, validates it (the
// bundle schema plus the referential and consistency checks in checks.ts) and writes it
// pretty-printed. The output is deterministic: the same sources give byte-identical JSON.
//
//   node knowledge-base/demo/build-demo-kb.ts           build and write
//   node knowledge-base/demo/build-demo-kb.ts --check   fail if demo-kb.json is out of date
//   node knowledge-base/demo/build-demo-kb.ts --dry-run build and validate, write nothing
//   … --rules                                           print each class rule's expansion (always when writing)
//   DEMO_GROUPS=cardiovascular …                        only these drug groups (groups/index.ts)

import fs from 'node:fs';
import path from 'node:path';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { validateBundle } from '@medkompass/contracts/kb-bundle-validation.ts';
import type { Product } from '@medkompass/contracts/product.ts';
import type { RiskProfile } from '@medkompass/contracts/riskprofile.ts';
import type { Substance } from '@medkompass/contracts/substance.ts';
import { BIRTH_DEFECT_DOCUMENTS } from './birth-defect.ts';
import { bundleProblems, countSummary } from './checks.ts';
import { DUPLICATION_CLASSES } from './duplication-classes.ts';
import { GENDER_DOCUMENTS } from './gender.ts';
import { GENUS_CODE, GENUS_DOCUMENTS, type GenusLevel } from './genus.ts';
import { expandClassRules, expansionSummary } from './class-rules.ts';
import { CLASS_RULES } from './interaction-rules.ts';
import { PAIR_INTERACTIONS, type FormClassification, type InteractionRow } from './interactions.ts';
import { LACTATION_DOCUMENTS } from './lactation.ts';
import { FORM_ENGLISH, SYNONYMS } from './english-names.ts';
import { FORM_ADMINISTRATION, PRODUCTS, nplIdOf } from './products.ts';
import { RENAL_CLASS_DESCRIPTION, RENAL_DOCUMENTS } from './renal.ts';
import { RISK_PROPERTIES, RISK_VALUES, type RouteValue } from './riskprofiles.ts';
import { SIDE_EFFECTS } from './side-effects.ts';
import {
  ALL_SUBSTANCE_ROWS,
  SPECIAL_SUBSTANCES,
  familyNslIds,
  nslIdOf,
  substanceRow,
  svName,
  topKeyOf,
} from './substances.ts';
import { cap, reviewDate, slug } from './text.ts';

const OUTPUT = path.resolve(import.meta.dirname, '..', 'demo-kb.json');

const PROVENANCE =
  'Demodata skrivna av Medkompass-teamet utifrån allmän farmakologisk kunskap. Inte för kliniskt bruk.';
const SOURCE_PROVENANCE =
  'Demodata skrivna av Medkompass-teamet med egna formuleringar utifrån allmän farmakologisk kunskap, inte hämtade från Fass, Janusmed, produktresuméer eller andra källor; inte för kliniskt bruk.';
const LICENCE = 'CC BY 4.0 (demodata)';

function buildSubstances(): Substance[] {
  // A synonym of a key that is no substance is a mistake in the source data.
  for (const key of Object.keys(SYNONYMS)) substanceRow(key);
  return ALL_SUBSTANCE_ROWS.map((row) => ({
    nslId: nslIdOf(row.key),
    name: row.sv,
    names: [
      { language: 'sv', name: row.sv },
      { language: 'en', name: row.en },
    ],
    ...(SYNONYMS[row.key] === undefined ? {} : { synonyms: [...(SYNONYMS[row.key] ?? [])] }),
    isTopParent: row.parentKey === null,
    topParent: row.parentKey === null ? null : nslIdOf(row.parentKey),
    childNslIds: row.children.map((c) => nslIdOf(c.key)),
    isSpecial: row.special,
    atcCodes: row.atc,
    // Every clinical substance here has been gone through for interactions (class membership and
    // pairs); special substances say it in their own record.
    ...(row.special ? {} : { interactionsAssessed: row.interactionsAssessed ?? true }),
    ...(row.legalAdvice === undefined ? {} : { legalAdvice: row.legalAdvice }),
  }));
}

function buildProducts(): Product[] {
  return PRODUCTS.map((row) => {
    const administration = FORM_ADMINISTRATION[row.form];
    const nameEn = FORM_ENGLISH[row.form];
    if (!administration || nameEn === undefined)
      throw new Error(`Okänd beredningsform ${row.form} (${row.name})`);
    return {
      nplId: nplIdOf(row.number),
      name: row.name,
      strength: row.strength,
      drugForm: { name: row.form, nameEn, administration },
      drugProductType: row.lic ? 'LIC' : 'APPROVED',
      atcCodes: row.atc,
      drugFormGroups: [
        {
          substances: row.substanceKeys.map((key) => ({
            nslId: nslIdOf(key),
            isTopParent: substanceRow(key).parentKey === null,
            lowDosageFlag: false,
          })),
        },
      ],
    };
  });
}

/**
 * The substance of the pair a drug-form classification is about: the one named, or the one of the
 * two that has products with those routes. Two candidates are ambiguous and stop the build.
 */
function formSubstanceKey(row: InteractionRow, form: FormClassification): string {
  if (form.on !== undefined) {
    if (form.on !== row.a && form.on !== row.b) throw new Error(`${row.id}: ${form.on} ingår inte`);
    return form.on;
  }
  const hasForm = (key: string) =>
    PRODUCTS.some(
      (product) =>
        form.administrations.includes(FORM_ADMINISTRATION[product.form] ?? 'peroral') &&
        product.substanceKeys.some((k) => topKeyOf(k) === topKeyOf(key)),
    );
  const candidates = [row.a, row.b].filter(hasForm);
  const [only] = candidates;
  if (only === undefined || candidates.length > 1)
    throw new Error(
      `${row.id}: ange vilken substans läkemedelsformen gäller (${candidates.join(', ')})`,
    );
  return only;
}

function buildInteractions(
  rows: readonly InteractionRow[],
): Pick<KbBundle, 'interactions' | 'interactionTexts'> {
  const interactions: KbBundle['interactions'] = [];
  const interactionTexts: KbBundle['interactionTexts'] = [];
  for (const row of rows) {
    const textIds = {
      consequence: `${row.id}-consequence`,
      recommendation: `${row.id}-recommendation`,
      mechanism: `${row.id}-mechanism`,
      background: `${row.id}-background`,
    };
    interactions.push({
      id: row.id,
      substanceNslIds: [nslIdOf(row.a), nslIdOf(row.b)],
      sevClassification: row.sev,
      docClassification: row.doc,
      drugFormGroups: row.forms.map((f) => ({
        nslId: nslIdOf(formSubstanceKey(row, f)),
        administrations: f.administrations,
        sevClassification: f.sev,
        docClassification: f.doc,
      })),
      textIds,
    });
    for (const field of ['consequence', 'recommendation', 'mechanism', 'background'] as const) {
      interactionTexts.push({ id: textIds[field], text: row.texts[field] });
    }
  }
  return { interactions, interactionTexts };
}

function buildRiskProperties(): KbBundle['riskProperties'] {
  return RISK_PROPERTIES.map((row) => {
    const [u0, u1, u2] = row.upper;
    return {
      id: row.propertyId,
      propertyId: row.propertyId,
      name: { sv: row.sv, en: row.en },
      description: row.description,
      algorithm: 'sum',
      levels: [
        { level: 0, min: 0, max: u0 },
        { level: 1, min: u0 + 1, max: u1 },
        { level: 2, min: u1 + 1, max: u2 },
        { level: 3, min: u2 + 1, max: 99 },
      ],
    };
  });
}

type Route = 'peroral' | 'parenteral' | 'nonPeroral' | 'topical';
const ROUTE_ORDER: readonly Route[] = ['peroral', 'parenteral', 'nonPeroral', 'topical'];

/** The routes of the products that contain any of the substances. */
function routesWith(nslIds: readonly string[], products: readonly Product[]): Route[] {
  const wanted = new Set(nslIds);
  const routes = new Set<Route>();
  for (const product of products) {
    const contains = product.drugFormGroups.some((g) =>
      g.substances.some((s) => wanted.has(s.nslId)),
    );
    if (contains) routes.add(product.drugForm.administration);
  }
  return ROUTE_ORDER.filter((r) => routes.has(r));
}

/**
 * The routes a substance's riskprofile has values for: those of its own products, else those of
 * its family (a parent whose products name only its salts), else peroral (special substances).
 */
function routesOf(key: string, products: readonly Product[]): Route[] {
  const own = routesWith([nslIdOf(key)], products);
  if (own.length > 0) return own;
  const family = routesWith(familyNslIds(topKeyOf(key)), products);
  return family.length > 0 ? family : ['peroral'];
}

function routeValue(value: RouteValue, route: Route): number {
  if (typeof value === 'number') return route === 'topical' ? 0 : value;
  return value[route] ?? (route === 'topical' ? 0 : (value.peroral ?? 0));
}

function buildRiskProfiles(products: readonly Product[]): RiskProfile[] {
  return ALL_SUBSTANCE_ROWS.map((row) => {
    const topKey = topKeyOf(row.key);
    const values = RISK_VALUES[topKey] ?? {};
    const routes = routesOf(row.key, products);
    return {
      nslId: nslIdOf(row.key),
      properties: RISK_PROPERTIES.flatMap(({ propertyId }) => {
        const value = values[propertyId];
        if (value === undefined) return [];
        return [
          {
            propertyId,
            values: Object.fromEntries(routes.map((route) => [route, routeValue(value, route)])),
          },
        ];
      }),
    };
  });
}

function buildRenal(): KbBundle['renalDocuments'] {
  return RENAL_DOCUMENTS.map((row) => {
    const id = `renal-${slug(row.key)}`;
    return {
      id,
      documentTitle: row.title,
      nephrotoxic: row.nephrotoxic,
      recommendations: row.recommendations.map((rec) => ({
        recommendationText: rec.text,
        classification: { code: rec.code, description: RENAL_CLASS_DESCRIPTION[rec.code] },
        renalFailureDegree: { gfrMin: rec.gfrMin, gfrMax: rec.gfrMax },
      })),
      background: row.background,
      nslIds: [...familyNslIds(row.key), ...row.alsoKeys.flatMap((k) => familyNslIds(k))],
      nplIds: row.productNumbers.map(nplIdOf),
      updated: reviewDate(id),
    };
  });
}

function lactationCode(level: number | null): '1' | '2' | '3' | '?' {
  if (level === null) return '?';
  return level <= 1 ? '1' : level === 2 ? '2' : '3';
}

function buildLactation(): KbBundle['lactationDocuments'] {
  return LACTATION_DOCUMENTS.map((row) => {
    const id = `lact-${slug(row.key)}`;
    return {
      id,
      documentTitle: cap(svName(row.key)),
      recommendation: row.recommendation,
      publicRecommendation: row.publicRecommendation,
      classification: { level: row.level, code: lactationCode(row.level) },
      background: row.background,
      nslIds: familyNslIds(row.key),
      nplIds: row.productNumbers.map(nplIdOf),
      updated: reviewDate(id),
    };
  });
}

function buildBirthDefect(): KbBundle['birthDefectDocuments'] {
  return BIRTH_DEFECT_DOCUMENTS.map((row) => {
    const id = `bd-${slug(row.key)}`;
    return {
      id,
      name: cap(svName(row.key)),
      assessment: row.assessment,
      classificationLevel: row.level,
      background: row.background,
      nslIds: familyNslIds(row.key),
      nplIds: row.productNumbers.map(nplIdOf),
      updated: reviewDate(id),
    };
  });
}

const genusCode = (level: GenusLevel): '' | 'A' | 'B' | 'C' | 'C!' | '?' =>
  level === null ? '?' : GENUS_CODE[level];

function buildGenus(): KbBundle['genusDocuments'] {
  return GENUS_DOCUMENTS.map((row) => {
    const id = `genus-${slug(row.key)}`;
    return {
      id,
      documentTitle: cap(svName(row.key)),
      classificationLevel: row.level,
      classificationCode: genusCode(row.level),
      summary: row.summary,
      background: row.background,
      nslIds: familyNslIds(row.key),
      nplIds: [],
      updated: reviewDate(id),
    };
  });
}

function buildGender(): KbBundle['genderDocuments'] {
  return GENDER_DOCUMENTS.map((row) => {
    const genus = GENUS_DOCUMENTS.find((g) => g.key === row.key);
    if (!genus) throw new Error(`Engelskt dokument utan svenskt genusdokument: ${row.key}`);
    const id = `gender-${slug(row.key)}`;
    return {
      id,
      documentTitle: row.title,
      classificationLevel: genus.level,
      classificationCode: genusCode(genus.level),
      summary: row.summary,
      background: row.background,
      nslIds: familyNslIds(row.key),
      nplIds: [],
      updated: reviewDate(id),
    };
  });
}

function buildSideEffects(): KbBundle['sideEffects'] {
  const byKey = new Map(SIDE_EFFECTS.map((row) => [row.key, row]));
  if (byKey.size !== SIDE_EFFECTS.length) throw new Error('Dubbla biverkningslistor');
  return ALL_SUBSTANCE_ROWS.flatMap((row) => {
    const list = byKey.get(topKeyOf(row.key));
    return list ? [{ nslId: nslIdOf(row.key), effects: list.effects }] : [];
  });
}

function buildBundle(interactionRows: readonly InteractionRow[]): KbBundle {
  const products = buildProducts();
  const updatedAt = '2026-11-15';
  return {
    manifest: {
      formatVersion: 1,
      kbVersion: 'demo-2026.11.0',
      name: 'Medkompass demokunskapsbas',
      publishedAt: '2026-11-22T00:00:00Z',
      isDemo: true,
      provenance: PROVENANCE,
      sources: (
        [
          'interactions',
          'riskprofile',
          'njurfunktion',
          'birthdefect',
          'lactation',
          'genus',
        ] as const
      ).map((source) => ({ source, provenance: SOURCE_PROVENANCE, licence: LICENCE, updatedAt })),
    },
    substances: buildSubstances(),
    specialSubstances: SPECIAL_SUBSTANCES.map((row) => ({
      nslId: nslIdOf(row.key),
      isTopParent: row.parentKey === null,
      interactionStatus: row.interactionStatus,
    })),
    products,
    ...buildInteractions(interactionRows),
    riskProperties: buildRiskProperties(),
    riskProfiles: buildRiskProfiles(products),
    renalDocuments: buildRenal(),
    lactationDocuments: buildLactation(),
    birthDefectDocuments: buildBirthDefect(),
    genusDocuments: buildGenus(),
    genderDocuments: buildGender(),
    sideEffects: buildSideEffects(),
    duplicationClasses: DUPLICATION_CLASSES,
  };
}

function main(): void {
  // The class rules expand after the pairs written by hand; a contradiction stops the build.
  const expansion = expandClassRules(CLASS_RULES, PAIR_INTERACTIONS);
  // Every rule's expansion is reported when the bundle is written (and with --rules), so a
  // reviewer sees what a change of class or rule did; --check stays quiet for CI.
  if (process.argv.includes('--rules') || !process.argv.includes('--check'))
    console.log(expansionSummary(expansion.reports));
  if (expansion.problems.length > 0) {
    console.error(
      `demo-kb: ${expansion.problems.length} motsägelse(r) i klassreglerna:\n${expansion.problems.join('\n')}`,
    );
    process.exitCode = 1;
    return;
  }
  // The format's rules first (the same validation as import), then the demo's editorial checks.
  const validation = validateBundle(buildBundle([...PAIR_INTERACTIONS, ...expansion.rows]));
  if (!validation.ok) {
    const lines = validation.problems.map((p) => `${p.path}: ${p.message}`);
    console.error(`demo-kb: ${lines.length} problem(s):\n${lines.join('\n')}`);
    process.exitCode = 1;
    return;
  }
  const bundle = validation.bundle;
  const problems = bundleProblems(bundle);
  if (problems.length > 0) {
    console.error(`demo-kb: ${problems.length} problem(s):\n${problems.join('\n')}`);
    process.exitCode = 1;
    return;
  }
  const json = `${JSON.stringify(bundle, null, 2)}\n`;
  if (process.argv.includes('--dry-run')) {
    console.log(`Inga problem (inget skrevs).\n${countSummary(bundle)}`);
    return;
  }
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(OUTPUT) ? fs.readFileSync(OUTPUT, 'utf8') : '';
    if (current !== json) {
      console.error(`${OUTPUT} är inte aktuell; kör node knowledge-base/demo/build-demo-kb.ts`);
      process.exitCode = 1;
      return;
    }
    console.log(`${OUTPUT} är aktuell.`);
    return;
  }
  fs.writeFileSync(OUTPUT, json);
  console.log(`Skrev ${OUTPUT}\n${countSummary(bundle)}`);
}

main();
