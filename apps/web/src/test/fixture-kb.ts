import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { validateBundle } from '@medkompass/contracts/kb-bundle-validation.ts';

/**
 * The knowledge base of the web tests: a small bundle modelled on the original records of the
 * demo (knowledge-base/README.md), with the same ids and classifications (warfarin–ibuprofen D3,
 * B1 for ibuprofen gel; warfarin–paracetamol C3; warfarin–ASA D4; ibuprofen–ASA C2), plus
 * metformin, which no interaction covers (the tab's '?'). Lactation, fetal-impact and genus
 * documents give every result type of specification §3: a single document, several (two doses
 * of acetylsalicylic acid), by route (ibuprofen tablets and gel), none (warfarin for lactation),
 * a '?' class (apixaban) and a combination product (Citodon) with a document of its own. Names
 * are capitalised and the gel has a name of its own, so a search for 'ipr' has one hit, as the
 * search tests expect. The fake API
 * answers from it through packages/assessment, so the tests see what the rules say, not what a
 * test author wrote.
 */
export const IDS = {
  paracetamol: 'IDDEMOPARACETAMOL',
  ibuprofen: 'IDDEMOIBUPROFEN',
  warfarin: 'IDDEMOWARFARIN',
  asa: 'IDDEMOACETYLSALICYL',
  metformin: 'IDDEMOMETFORMIN',
  kodein: 'IDDEMOKODEIN',
  apixaban: 'IDDEMOAPIXABAN',
  alvedon: '99000000000001',
  ipren: '99000000000002',
  waran: '99000000000003',
  ibuprofenGel: '99000000000005',
  trombyl: '99000000000006',
  metforminTablet: '99000000000013',
  citodon: '99000000000014',
  eliquis: '99000000000033',
} as const;

const UPDATED = '2025-09-15';

function substance(nslId: string, name: string) {
  return {
    nslId,
    name,
    names: [{ language: 'sv', name }],
    isTopParent: true,
    topParent: null,
    childNslIds: [],
    isSpecial: false,
    atcCodes: [],
  };
}

function product(
  nplId: string,
  name: string,
  strength: string,
  form: [string, 'peroral' | 'topical'],
  ...nslIds: string[]
) {
  return {
    nplId,
    name,
    strength,
    drugForm: { name: form[0], administration: form[1] },
    drugProductType: 'APPROVED',
    atcCodes: [],
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

function linked(nslId: string, nplIds: string[] = []) {
  return { nslIds: [nslId], nplIds, updated: UPDATED };
}

type LactationLevel = 0 | 1 | 2 | 3 | null;

/** A lactation document: advice for staff and, apart, for the public. */
function lactation(
  id: string,
  title: string,
  level: LactationLevel,
  [recommendation, publicRecommendation, background]: [string, string, string],
  links: { nslIds: string[]; nplIds: string[]; updated: string },
) {
  const code = level === null ? '?' : String(Math.max(level, 1));
  return {
    id,
    documentTitle: title,
    recommendation,
    publicRecommendation,
    classification: { level, code },
    background,
    ...links,
  };
}

function genus(
  id: string,
  title: string,
  [level, code]: [number | null, string],
  [summary, background]: [string, string],
  nslId: string,
) {
  return {
    id,
    documentTitle: title,
    classificationLevel: level,
    classificationCode: code,
    summary,
    background,
    ...linked(nslId),
  };
}

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
    substance(IDS.kodein, 'Kodein'),
    substance(IDS.apixaban, 'Apixaban'),
  ],
  products: [
    product(IDS.alvedon, 'Alvedon', '500 mg', ['Tablett', 'peroral'], IDS.paracetamol),
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
  ],
  interactions: INTERACTIONS.map((i) => i.record),
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
  ],
  lactationDocuments: [
    lactation(
      'lact-paracetamol',
      'Paracetamol',
      1,
      [
        'Kan användas under amning i vanliga doser.',
        'Du kan använda paracetamol när du ammar.',
        'Barnet får en mycket liten dos via mjölken.',
      ],
      linked(IDS.paracetamol),
    ),
    // Ibuprofen: one document for tablets, one for the gel (substanceAdministration).
    lactation(
      'lact-ibuprofen-tablett',
      'Ibuprofen, tabletter',
      1,
      [
        'Kan användas. Förstahandsval bland NSAID under amning.',
        'Du kan använda ibuprofentabletter när du ammar.',
        'Halterna i bröstmjölk är mycket låga och halveringstiden är kort.',
      ],
      linked(IDS.ibuprofen, [IDS.ipren]),
    ),
    lactation(
      'lact-ibuprofen-gel',
      'Ibuprofen, gel',
      1,
      [
        'Kan användas. Ska inte appliceras på bröstet.',
        'Du kan använda gelen när du ammar, men smörj den inte på brösten.',
        'Mycket lite ibuprofen tas upp i blodet från huden.',
      ],
      linked(IDS.ibuprofen, [IDS.ibuprofenGel]),
    ),
    // Acetylsalicylic acid: two documents by dose, neither by route (substanceMultiDocs).
    lactation(
      'lact-asa-lagdos',
      'Acetylsalicylsyra i låg dos',
      1,
      [
        'Lågdos (75–160 mg dagligen) kan användas.',
        'Låg dos som skydd mot blodproppar går bra när du ammar.',
        'Vid låg dos når mycket lite salicylat barnet.',
      ],
      linked(IDS.asa),
    ),
    lactation(
      'lact-asa-smartdos',
      'Acetylsalicylsyra i smärtstillande dos',
      3,
      [
        'Smärtstillande doser bör undvikas under amning.',
        'Använd inte acetylsalicylsyra mot smärta eller feber när du ammar. Välj paracetamol.',
        'Vid höga doser finns en teoretisk risk för påverkan på barnets trombocyter.',
      ],
      linked(IDS.asa),
    ),
    lactation(
      'lact-kodein',
      'Kodein',
      3,
      [
        'Ska inte användas under amning.',
        'Använd inte kodein när du ammar. Prata med din läkare om annan smärtlindring.',
        'Vissa kvinnor omvandlar kodein snabbt till morfin, som kan göra barnet dåsigt.',
      ],
      linked(IDS.kodein),
    ),
    lactation(
      'lact-apixaban',
      'Apixaban',
      null,
      [
        'Bör undvikas under amning tills mer är känt.',
        'Det finns för lite kunskap om apixaban vid amning. Prata med din läkare.',
        'Uppgifter om passage till bröstmjölk hos människa saknas.',
      ],
      linked(IDS.apixaban),
    ),
    // A document on the combination product itself (productMultiSubstance's own documents).
    lactation(
      'lact-citodon',
      'Citodon',
      3,
      [
        'Kombinationen ska inte användas under amning, på grund av kodeininnehållet.',
        'Använd inte Citodon när du ammar.',
        'Bedömningen följer av kodeinet i kombinationen.',
      ],
      { nslIds: [], nplIds: [IDS.citodon], updated: UPDATED },
    ),
  ],
  birthDefectDocuments: [
    {
      id: 'bd-paracetamol',
      name: 'Paracetamol',
      assessment: 'Förstahandsval vid smärta och feber under hela graviditeten.',
      classificationLevel: 1,
      background: 'Mycket stor erfarenhet utan tecken på ökad risk.',
      ...linked(IDS.paracetamol),
    },
    {
      id: 'bd-warfarin',
      name: 'Warfarin',
      assessment: 'Fosterskadande. Byt till lågmolekylärt heparin före vecka 6.',
      classificationLevel: 3,
      background: 'Warfarin passerar moderkakan.',
      ...linked(IDS.warfarin),
    },
    {
      id: 'bd-ibuprofen',
      name: 'Ibuprofen',
      // Longer than the tab shows: the whole text is on the document page.
      assessment:
        'Kan användas kortvarigt under första och andra trimestern efter noggrant övervägande. ' +
        'Ska inte användas från graviditetsvecka 20 utan särskild bedömning och inte alls under ' +
        'tredje trimestern, eftersom fostrets njurar och blodomlopp kan påverkas.',
      classificationLevel: 2,
      background: 'NSAID hämmar prostaglandinbildningen, som fostrets njurar behöver.',
      ...linked(IDS.ibuprofen),
    },
    {
      id: 'bd-apixaban',
      name: 'Apixaban',
      assessment: 'Bör undvikas under graviditet, eftersom erfarenheten är mycket begränsad.',
      classificationLevel: null,
      background: '',
      ...linked(IDS.apixaban),
    },
  ],
  genusDocuments: [
    genus(
      'genus-warfarin',
      'Warfarin',
      [2, 'B'],
      [
        'Kvinnor behöver i genomsnitt en något lägre dos.',
        'Skillnaderna är små jämfört med skillnaderna mellan individer.',
      ],
      IDS.warfarin,
    ),
    genus(
      'genus-metformin',
      'Metformin',
      [1, 'A'],
      ['Inga skillnader av betydelse för behandlingen är kända.', ''],
      IDS.metformin,
    ),
    genus(
      'genus-kodein',
      'Kodein',
      [3, 'C'],
      [
        'Kvinnor rapporterar oftare illamående som biverkning.',
        'Skillnaden kan påverka följsamheten.',
      ],
      IDS.kodein,
    ),
    genus(
      'genus-asa',
      'Acetylsalicylsyra',
      [4, 'C!'],
      [
        'Som förebyggande behandling skyddar lågdos främst mot stroke hos kvinnor och mot hjärtinfarkt hos män.',
        'Nyttan ska vägas mot blödningsrisken hos varje patient.',
      ],
      IDS.asa,
    ),
    genus(
      'genus-apixaban',
      'Apixaban',
      [null, '?'],
      ['Underlaget för att bedöma skillnader mellan kvinnor och män är för litet.', ''],
      IDS.apixaban,
    ),
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
