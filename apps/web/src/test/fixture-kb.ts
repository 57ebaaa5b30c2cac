import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { validateBundle } from '@medkompass/contracts/kb-bundle-validation.ts';
import {
  BIRTH_DEFECT_DOCUMENTS,
  GENDER_DOCUMENTS,
  SIDE_EFFECTS,
  GENUS_DOCUMENTS,
  LACTATION_DOCUMENTS,
  linked,
} from './fixture-documents.ts';
import { IDS } from './fixture-ids.ts';
import type { Administration } from '@medkompass/contracts/product.ts';
import { FIXTURE_RISK_PROPERTIES, fixtureRiskProfiles } from './fixture-riskprofile.ts';

export { IDS } from './fixture-ids.ts';

/*
 * The knowledge base of the web tests: a small bundle modelled on the original records of the
 * demo (knowledge-base/README.md), with the same ids and classifications (warfarin–ibuprofen D3,
 * B1 for ibuprofen gel; warfarin–paracetamol C3; warfarin–ASA D4; ibuprofen–ASA C2), plus
 * metformin, which no interaction covers (the tab's '?'), the lactation, fetal-impact and genus
 * documents of fixture-documents.ts, the riskprofile cases of fixture-riskprofile.ts and renal
 * documents for ibuprofen (nephrotoxic) and metformin, and two duplication classes (ADR 36). Names are capitalised and the gel has a
 * name of its own, so a search for 'ipr' has one hit, as the search tests expect. The fake API
 * answers from it through packages/assessment, so the tests see what the rules say, not what a
 * test author wrote.
 */

/** A substance by its Swedish name and, for the English pages' tests, its English one. */
function substance(nslId: string, name: string, en?: string) {
  return {
    nslId,
    name,
    names: [{ language: 'sv', name }, ...(en === undefined ? [] : [{ language: 'en', name: en }])],
    isTopParent: true,
    topParent: null,
    childNslIds: [],
    isSpecial: false,
    atcCodes: [],
  };
}

/** ATC codes of the products a duplication class reads (the products' own, as NPL gives them). */
const PRODUCT_ATC: Record<string, string[]> = {
  [IDS.waran]: ['B01AA03'],
  [IDS.eliquis]: ['B01AF02'],
  [IDS.ipren]: ['M01AE01'],
  [IDS.ibuprofenGel]: ['M02AA13'],
  [IDS.trombyl]: ['B01AC06'],
};

function product(
  nplId: string,
  name: string,
  strength: string,
  // The form's Swedish name, its route and, for the English pages' tests, its English name.
  form: [string, Administration, string?],
  ...nslIds: string[]
) {
  return {
    nplId,
    name,
    strength,
    drugForm: {
      name: form[0],
      administration: form[1],
      ...(form[2] === undefined ? {} : { nameEn: form[2] }),
    },
    drugProductType: 'APPROVED',
    atcCodes: PRODUCT_ATC[nplId] ?? [],
    drugFormGroups: [
      {
        substances: nslIds.map((nslId) => ({ nslId, isTopParent: true, lowDosageFlag: false })),
      },
    ],
  };
}

type Texts = [
  consequence: string,
  recommendation: string,
  mechanism: string,
  background: string,
  references?: string,
];
const TEXT_KINDS = ['consequence', 'recommendation', 'mechanism', 'background', 'references'];

function interaction(
  id: string,
  pair: [string, string],
  code: `${'A' | 'B' | 'C' | 'D'}${0 | 1 | 2 | 3 | 4}`,
  texts: Texts,
  drugFormGroups: unknown[] = [],
) {
  return {
    record: {
      id,
      substanceNslIds: pair,
      sevClassification: code[0],
      docClassification: Number(code[1]),
      drugFormGroups,
      // A pair without references names none (the knowledge base need not have them).
      textIds: Object.fromEntries(
        TEXT_KINDS.slice(0, texts.length).map((kind) => [kind, `${id}-${kind}`]),
      ),
    },
    texts: TEXT_KINDS.slice(0, texts.length).map((kind, index) => ({
      id: `${id}-${kind}`,
      text: texts[index],
    })),
  };
}

const INTERACTIONS = [
  interaction(
    'i-warfarin-ibuprofen',
    [IDS.warfarin, IDS.ibuprofen],
    'D3',
    [
      'Kombinationen ger ökad risk för blödning, särskilt från magtarmkanalen.',
      'Undvik kombinationen. Välj paracetamol vid behov av smärtlindring.',
      'Ibuprofen hämmar trombocytfunktionen och kan skada magslemhinnan.',
      'Sambandet mellan NSAID och blödning vid warfarinbehandling är välkänt.',
      'Testreferens: en kohortstudie av blödningar vid warfarin och NSAID (fixturdata).',
    ],
    [
      {
        nslId: IDS.ibuprofen,
        administrations: ['topical'],
        sevClassification: 'B',
        docClassification: 1,
      },
    ],
  ),
  interaction('i-warfarin-paracetamol', [IDS.warfarin, IDS.paracetamol], 'C3', [
    'Regelbundet intag av paracetamol kan höja PK(INR).',
    'Kontrollera PK(INR) oftare vid regelbunden användning av paracetamol.',
    'Paracetamol påverkar troligen bildningen av koagulationsfaktorer.',
    'Effekten är visad hos friska försökspersoner och i mindre patientstudier.',
  ]),
  interaction('i-warfarin-asa', [IDS.warfarin, IDS.asa], 'D4', [
    'Kombinationen ger kraftigt ökad risk för allvarlig blödning.',
    'Undvik kombinationen utom vid särskild indikation och noggrann uppföljning.',
    'Acetylsalicylsyra hämmar trombocyterna och förstärker warfarins effekt på blödning.',
    'Den ökade blödningsrisken är visad i kontrollerade studier.',
  ]),
  interaction('i-ibuprofen-asa', [IDS.ibuprofen, IDS.asa], 'C2', [
    'Ibuprofen kan minska den trombocythämmande effekten av lågdos acetylsalicylsyra.',
    'Ta acetylsalicylsyra minst en halvtimme före ibuprofen.',
    'Ibuprofen konkurrerar om bindningsstället på trombocyternas cyklooxygenas.',
    'Interaktionen är beskriven i fallrapporter och farmakodynamiska studier.',
  ]),
];

const BUNDLE = {
  manifest: {
    formatVersion: 1,
    kbVersion: '2025.1-test',
    name: 'Medkompass testkunskapsbas',
    publishedAt: '2025-01-15T10:00:00+01:00',
    isDemo: true,
    provenance: 'Testdata för webbappens tester. Inte för kliniskt bruk.',
    sources: [],
  },
  substances: [
    substance(IDS.paracetamol, 'Paracetamol'),
    substance(IDS.ibuprofen, 'Ibuprofen'),
    substance(IDS.warfarin, 'Warfarin'),
    substance(IDS.asa, 'Acetylsalicylsyra'),
    substance(IDS.metformin, 'Metformin'),
    substance(IDS.kodein, 'Kodein', 'Codeine'),
    substance(IDS.apixaban, 'Apixaban'),
    substance(IDS.sertralin, 'Sertralin'),
    substance(IDS.tramadol, 'Tramadol'),
    substance(IDS.haloperidol, 'Haloperidol'),
    substance(IDS.citalopram, 'Citalopram'),
  ],
  products: [
    product(IDS.alvedon, 'Alvedon', '500 mg', ['Tablett', 'peroral', 'Tablet'], IDS.paracetamol),
    product(IDS.ipren, 'Ipren', '200 mg', ['Tablett', 'peroral'], IDS.ibuprofen),
    product(IDS.waran, 'Waran', '2,5 mg', ['Tablett', 'peroral'], IDS.warfarin),
    product(IDS.ibuprofenGel, 'Ibuprofen Demo Gel', '5 %', ['Gel', 'topical'], IDS.ibuprofen),
    product(IDS.trombyl, 'Trombyl', '75 mg', ['Tablett', 'peroral'], IDS.asa),
    product(IDS.metforminTablet, 'Metformin Demo', '500 mg', ['Tablett', 'peroral'], IDS.metformin),
    product(
      IDS.citodon,
      'Citodon',
      '500 mg/30 mg',
      ['Tablett', 'peroral'],
      IDS.paracetamol,
      IDS.kodein,
    ),
    product(IDS.eliquis, 'Eliquis', '5 mg', ['Filmdragerad tablett', 'peroral'], IDS.apixaban),
    product(IDS.zoloft, 'Zoloft', '50 mg', ['Filmdragerad tablett', 'peroral'], IDS.sertralin),
    product(IDS.cipramil, 'Cipramil', '20 mg', ['Filmdragerad tablett', 'peroral'], IDS.citalopram),
    product(IDS.haldolTablet, 'Haldol', '1 mg', ['Tablett', 'peroral'], IDS.haloperidol),
    product(
      IDS.haldolInjection,
      'Haldol',
      '5 mg/ml',
      ['Injektionsvätska', 'parenteral'],
      IDS.haloperidol,
    ),
    product(IDS.tradolan, 'Tradolan', '50 mg', ['Kapsel', 'peroral'], IDS.tramadol),
  ],
  interactions: INTERACTIONS.map((i) => i.record),
  riskProperties: FIXTURE_RISK_PROPERTIES,
  riskProfiles: fixtureRiskProfiles(IDS),
  interactionTexts: INTERACTIONS.flatMap((i) => i.texts),
  renalDocuments: [
    {
      id: 'renal-ibuprofen',
      documentTitle: 'Ibuprofen vid nedsatt njurfunktion',
      nephrotoxic: true,
      recommendations: [
        {
          recommendationText: 'Kan användas kortvarigt i lägsta effektiva dos.',
          classification: { code: 'B', description: 'Var uppmärksam.' },
          renalFailureDegree: { gfrMin: 30, gfrMax: 89 },
        },
        {
          recommendationText: 'Undvik.',
          classification: { code: 'D', description: 'Bör undvikas.' },
          renalFailureDegree: { gfrMin: 0, gfrMax: 29 },
        },
      ],
      background: 'NSAID minskar njurens genomblödning.',
      ...linked(IDS.ibuprofen),
    },
    {
      id: 'renal-metformin',
      documentTitle: 'Metformin vid nedsatt njurfunktion',
      nephrotoxic: false,
      recommendations: [
        {
          recommendationText: 'Normal dosering.',
          classification: { code: 'A', description: 'Ingen dosjustering behövs.' },
          renalFailureDegree: { gfrMin: 45, gfrMax: 89 },
        },
        {
          recommendationText: 'Högst 1 000 mg per dygn.',
          classification: { code: 'C', description: 'Anpassa dosen.' },
          renalFailureDegree: { gfrMin: 30, gfrMax: 44 },
        },
        {
          recommendationText: 'Ska inte användas.',
          classification: { code: 'D', description: 'Bör undvikas.' },
          renalFailureDegree: { gfrMin: 0, gfrMax: 29 },
        },
      ],
      background: 'Metformin utsöndras oförändrat via njurarna.',
      ...linked(IDS.metformin),
    },
  ],
  lactationDocuments: LACTATION_DOCUMENTS,
  birthDefectDocuments: BIRTH_DEFECT_DOCUMENTS,
  genusDocuments: GENUS_DOCUMENTS,
  genderDocuments: GENDER_DOCUMENTS,
  sideEffects: SIDE_EFFECTS,
  // Two classes in the demo's words, shortened: Waran with Eliquis is a class duplication.
  duplicationClasses: [
    {
      id: 'antikoagulantia',
      name: 'antikoagulantia',
      atcPrefixes: ['B01AA', 'B01AB', 'B01AE', 'B01AF'],
      hazard: 'Två antikoagulantia samtidigt ökar risken för allvarlig blödning kraftigt.',
      advice:
        'Använd ett antikoagulantium åt gången; ett avsiktligt överlapp ska ha ett slutdatum.',
    },
    {
      id: 'nsaid',
      name: 'NSAID',
      atcPrefixes: ['M01AE', 'N02BA'],
      hazard: 'Två NSAID samtidigt ökar risken för magsår, blödning och njurpåverkan.',
      advice: 'Använd ett NSAID åt gången, i lägsta effektiva dos.',
    },
  ],
};

function parseFixture(): KbBundle {
  const validation = validateBundle(BUNDLE);
  if (!validation.ok) {
    const problems = validation.problems.map((p) => `${p.path}: ${p.message}`).join('\n');
    throw new Error(`The web tests' fixture bundle is invalid:\n${problems}`);
  }
  return validation.bundle;
}

/** The fixture, validated as an import would validate it. */
export const FIXTURE_BUNDLE: KbBundle = parseFixture();
