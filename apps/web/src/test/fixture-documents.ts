import { IDS, UPDATED } from './fixture-ids.ts';

/*
 * The lactation, fetal-impact and genus documents of the web tests' fixture (fixture-kb.ts):
 * every result type of specification §3 — a single document, several (two doses of
 * acetylsalicylic acid), by route (ibuprofen tablets and gel), none (warfarin for lactation), a
 * '?' class (apixaban) and a combination product (Citodon) with a document of its own.
 */

export function linked(nslId: string, nplIds: string[] = []) {
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

export const LACTATION_DOCUMENTS = [
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
];

export const BIRTH_DEFECT_DOCUMENTS = [
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
    // The class of the most severe period: never in the third trimester (ADR 25, addendum).
    classificationLevel: 3,
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
];

export const GENUS_DOCUMENTS = [
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
];

/** The English sex-and-gender documents (/api/gender), written in English. */
export const GENDER_DOCUMENTS = [
  genus(
    'gender-warfarin',
    'Warfarin',
    [2, 'B'],
    [
      'Women need a slightly lower dose on average.',
      'The differences are small compared with those between individuals.',
    ],
    IDS.warfarin,
  ),
  genus(
    'gender-kodein',
    'Codeine',
    [3, 'C'],
    ['Women more often report nausea as a side effect.', 'The difference may affect adherence.'],
    IDS.kodein,
  ),
];

/** Side effects of some fixture substances (the side-effect search). */
export const SIDE_EFFECTS = [
  {
    nslId: IDS.warfarin,
    effects: [
      { term: 'Blödning', frequency: 'veryCommon' as const },
      { term: 'Håravfall', frequency: 'rare' as const },
    ],
  },
  {
    nslId: IDS.ibuprofen,
    effects: [
      { term: 'Magont', frequency: 'common' as const },
      { term: 'Blödning från magtarmkanalen', frequency: 'rare' as const },
    ],
  },
  {
    nslId: IDS.kodein,
    effects: [
      { term: 'Förstoppning', frequency: 'veryCommon' as const },
      { term: 'Yrsel', frequency: 'common' as const },
    ],
  },
];
