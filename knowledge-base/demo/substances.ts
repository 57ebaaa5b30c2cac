// Substances of the demo knowledge base. Each row: key (the nslId is 'IDDEMO' + key), Swedish
// name, English name, ATC codes (space-separated) and optional child substances (salts whose
// topParent is the row). The first six rows are the original demo and must keep their ids/names.

import { GROUPS } from './groups/index.ts';
import type { GroupSubstance } from './groups/group-types.ts';

export interface SubstanceRow {
  key: string;
  /** A legal note on the substance (specification §3 'legalAdvice'), e.g. narcotic class. */
  legalAdvice?: string;
  /** False for a substance whose interactions have not been gone through. */
  interactionsAssessed?: false;
  sv: string;
  en: string;
  atc: string[];
  children: SubstanceRow[];
  parentKey: string | null;
  special: boolean;
}

function s(key: string, sv: string, en: string, atc: string, children: SubstanceRow[] = []) {
  const row: SubstanceRow = {
    key,
    sv,
    en,
    atc: atc === '' ? [] : atc.split(' '),
    children,
    parentKey: null,
    special: false,
  };
  for (const child of children) {
    child.parentKey = key;
    // A salt shares the ATC codes of its base substance unless it has its own.
    if (child.atc.length === 0) child.atc = row.atc;
  }
  return row;
}

/** A child substance (e.g. a salt); its parent is set by the row that lists it. */
const child = (key: string, sv: string, en: string, atc = ''): SubstanceRow => s(key, sv, en, atc);

/** The substances of a drug-group file as rows. */
function groupRow(substance: GroupSubstance): SubstanceRow {
  const row = s(
    substance.key,
    substance.sv,
    substance.en,
    substance.atc,
    (substance.children ?? []).map((c) => child(c.key, c.sv, c.en, c.atc ?? '')),
  );
  return {
    ...row,
    ...(substance.legalAdvice === undefined ? {} : { legalAdvice: substance.legalAdvice }),
    ...(substance.interactionsAssessed === false ? { interactionsAssessed: false } : {}),
  };
}

/** Top-parent substances, in the order they appear in the bundle. */
export const SUBSTANCES: readonly SubstanceRow[] = [
  // The original demo substances (ids, names and order unchanged).
  s('PARACETAMOL', 'paracetamol', 'paracetamol', 'N02BE01'),
  s('IBUPROFEN', 'ibuprofen', 'ibuprofen', 'M01AE01 M02AA13'),
  s('WARFARIN', 'warfarin', 'warfarin', 'B01AA03'),
  s('ACETYLSALICYL', 'acetylsalicylsyra', 'acetylsalicylic acid', 'B01AC06 N02BA01'),
  s('JARNSULFAT', 'järnsulfat', 'ferrous sulfate', 'B03AA07'),
  s('LEVOTYROXIN', 'levotyroxin', 'levothyroxine', 'H03AA01'),
  // Analgesics and anti-inflammatory drugs.
  s('NAPROXEN', 'naproxen', 'naproxen', 'M01AE02'),
  s('DIKLOFENAK', 'diklofenak', 'diclofenac', 'M01AB05 M02AA15 S01BC03', [
    child('DIKLOFENAKNATRIUM', 'diklofenaknatrium', 'diclofenac sodium'),
    child('DIKLOFENAKDIETYLAMIN', 'diklofenakdietylamin', 'diclofenac diethylamine'),
  ]),
  s('CELEKOXIB', 'celekoxib', 'celecoxib', 'M01AH01'),
  // Anticoagulants and platelet inhibitors.
  s('APIXABAN', 'apixaban', 'apixaban', 'B01AF02'),
  s('RIVAROXABAN', 'rivaroxaban', 'rivaroxaban', 'B01AF01'),
  s('DABIGATRAN', 'dabigatranetexilat', 'dabigatran etexilate', 'B01AE07'),
  s('ENOXAPARIN', 'enoxaparin', 'enoxaparin', 'B01AB05'),
  s('KLOPIDOGREL', 'klopidogrel', 'clopidogrel', 'B01AC04'),
  s('TIKAGRELOR', 'tikagrelor', 'ticagrelor', 'B01AC24'),
  // Lipid-lowering drugs.
  s('SIMVASTATIN', 'simvastatin', 'simvastatin', 'C10AA01'),
  s('ATORVASTATIN', 'atorvastatin', 'atorvastatin', 'C10AA05'),
  s('ROSUVASTATIN', 'rosuvastatin', 'rosuvastatin', 'C10AA07'),
  // Antidiabetics.
  s('METFORMIN', 'metformin', 'metformin', 'A10BA02', [
    child('METFORMINHYDROKLORID', 'metforminhydroklorid', 'metformin hydrochloride'),
  ]),
  s('SITAGLIPTIN', 'sitagliptin', 'sitagliptin', 'A10BH01'),
  s('EMPAGLIFLOZIN', 'empagliflozin', 'empagliflozin', 'A10BK03'),
  s('INSULINGLARGIN', 'insulin glargin', 'insulin glargine', 'A10AE04'),
  s('GLIMEPIRID', 'glimepirid', 'glimepiride', 'A10BB12'),
  // Cardiovascular drugs.
  s('ENALAPRIL', 'enalapril', 'enalapril', 'C09AA02'),
  s('RAMIPRIL', 'ramipril', 'ramipril', 'C09AA05'),
  s('LOSARTAN', 'losartan', 'losartan', 'C09CA01'),
  s('KANDESARTAN', 'kandesartan', 'candesartan', 'C09CA06'),
  s('AMLODIPIN', 'amlodipin', 'amlodipine', 'C08CA01', [
    child('AMLODIPINBESILAT', 'amlodipinbesilat', 'amlodipine besilate'),
  ]),
  s('FELODIPIN', 'felodipin', 'felodipine', 'C08CA02'),
  s('METOPROLOL', 'metoprolol', 'metoprolol', 'C07AB02', [
    child('METOPROLOLSUCCINAT', 'metoprololsuccinat', 'metoprolol succinate'),
    child('METOPROLOLTARTRAT', 'metoprololtartrat', 'metoprolol tartrate'),
  ]),
  s('BISOPROLOL', 'bisoprolol', 'bisoprolol', 'C07AB07'),
  s('TIMOLOL', 'timolol', 'timolol', 'S01ED01'),
  s('FUROSEMID', 'furosemid', 'furosemide', 'C03CA01'),
  s('HYDROKLORTIAZID', 'hydroklortiazid', 'hydrochlorothiazide', 'C03AA03'),
  s('SPIRONOLAKTON', 'spironolakton', 'spironolactone', 'C03DA01'),
  s('DIGOXIN', 'digoxin', 'digoxin', 'C01AA05'),
  s('AMIODARON', 'amiodaron', 'amiodarone', 'C01BD01'),
  // Psychiatric drugs.
  s('SERTRALIN', 'sertralin', 'sertraline', 'N06AB06'),
  s('CITALOPRAM', 'citalopram', 'citalopram', 'N06AB04'),
  s('ESCITALOPRAM', 'escitalopram', 'escitalopram', 'N06AB10'),
  s('MIRTAZAPIN', 'mirtazapin', 'mirtazapine', 'N06AX11'),
  s('AMITRIPTYLIN', 'amitriptylin', 'amitriptyline', 'N06AA09'),
  s('VENLAFAXIN', 'venlafaxin', 'venlafaxine', 'N06AX16'),
  s('HALOPERIDOL', 'haloperidol', 'haloperidol', 'N05AD01'),
  s('OLANZAPIN', 'olanzapin', 'olanzapine', 'N05AH03'),
  s('KVETIAPIN', 'kvetiapin', 'quetiapine', 'N05AH04'),
  s('LITIUM', 'litium', 'lithium', 'N05AN01', [
    child('LITIUMSULFAT', 'litiumsulfat', 'lithium sulfate'),
  ]),
  // Antiepileptics and drugs for neuropathic pain.
  s('KARBAMAZEPIN', 'karbamazepin', 'carbamazepine', 'N03AF01'),
  s('LAMOTRIGIN', 'lamotrigin', 'lamotrigine', 'N03AX09'),
  s('VALPROINSYRA', 'valproinsyra', 'valproic acid', 'N03AG01', [
    child('NATRIUMVALPROAT', 'natriumvalproat', 'sodium valproate'),
  ]),
  s('GABAPENTIN', 'gabapentin', 'gabapentin', 'N03AX12'),
  s('PREGABALIN', 'pregabalin', 'pregabalin', 'N03AX16'),
  // Opioids.
  s('MORFIN', 'morfin', 'morphine', 'N02AA01'),
  s('OXIKODON', 'oxikodon', 'oxycodone', 'N02AA05'),
  s('TRAMADOL', 'tramadol', 'tramadol', 'N02AX02'),
  s('KODEIN', 'kodein', 'codeine', 'R05DA04'),
  s('FENTANYL', 'fentanyl', 'fentanyl', 'N02AB03'),
  s('BUPRENORFIN', 'buprenorfin', 'buprenorphine', 'N02AE01'),
  // Hypnotics and benzodiazepines.
  s('ZOPIKLON', 'zopiklon', 'zopiclone', 'N05CF01'),
  s('DIAZEPAM', 'diazepam', 'diazepam', 'N05BA01'),
  s('OXAZEPAM', 'oxazepam', 'oxazepam', 'N05BA04'),
  // Anti-infectives.
  s('AMOXICILLIN', 'amoxicillin', 'amoxicillin', 'J01CA04'),
  s('FENOXIMETYLPENICILLIN', 'fenoximetylpenicillin', 'phenoxymethylpenicillin', 'J01CE02'),
  s('KLARITROMYCIN', 'klaritromycin', 'clarithromycin', 'J01FA09'),
  s('CIPROFLOXACIN', 'ciprofloxacin', 'ciprofloxacin', 'J01MA02 S01AE03'),
  s('TRIMETOPRIM', 'trimetoprim', 'trimethoprim', 'J01EA01'),
  s('SULFAMETOXAZOL', 'sulfametoxazol', 'sulfamethoxazole', 'J01EC01'),
  s('NITROFURANTOIN', 'nitrofurantoin', 'nitrofurantoin', 'J01XE01'),
  s('DOXYCYKLIN', 'doxycyklin', 'doxycycline', 'J01AA02'),
  s('METRONIDAZOL', 'metronidazol', 'metronidazole', 'J01XD01 P01AB01 G01AF01 D06BX01'),
  s('GENTAMICIN', 'gentamicin', 'gentamicin', 'J01GB03'),
  s('FLUKONAZOL', 'flukonazol', 'fluconazole', 'J02AC01'),
  // Other.
  s('METOTREXAT', 'metotrexat', 'methotrexate', 'L01BA01 L04AX03'),
  s('PREDNISOLON', 'prednisolon', 'prednisolone', 'H02AB06'),
  s('HYDROKORTISON', 'hydrokortison', 'hydrocortisone', 'H02AB09 D07AA02'),
  s('KALCIUMKARBONAT', 'kalciumkarbonat', 'calcium carbonate', 'A12AA04'),
  s('KALIUMKLORID', 'kaliumklorid', 'potassium chloride', 'A12BA01'),
  s('OMEPRAZOL', 'omeprazol', 'omeprazole', 'A02BC01'),
  s('PANTOPRAZOL', 'pantoprazol', 'pantoprazole', 'A02BC02'),
  s('ALLOPURINOL', 'allopurinol', 'allopurinol', 'M04AA01'),
  s('ONDANSETRON', 'ondansetron', 'ondansetron', 'A04AA01'),
  s('ETINYLESTRADIOL', 'etinylestradiol', 'ethinylestradiol', 'G03CA01'),
  s('LEVONORGESTREL', 'levonorgestrel', 'levonorgestrel', 'G03AC03'),
  ...GROUPS.flatMap((group) => group.substances.map(groupRow)),
];

export interface SpecialRow extends SubstanceRow {
  interactionStatus: 'assessed' | 'notAssessed';
}

function special(
  key: string,
  sv: string,
  en: string,
  atc: string,
  interactionStatus: SpecialRow['interactionStatus'],
): SpecialRow {
  return { ...s(key, sv, en, atc), special: true, interactionStatus };
}

/** Special substances (food, alcohol, herbal remedies): substances with isSpecial true. */
export const SPECIAL_SUBSTANCES: readonly SpecialRow[] = [
  special('ALKOHOL', 'alkohol', 'alcohol', '', 'assessed'),
  special('GRAPEFRUKTJUICE', 'grapefruktjuice', 'grapefruit juice', '', 'assessed'),
  special('JOHANNESORT', 'johannesört', "St John's wort", 'N06AX25', 'assessed'),
];

/** Every substance row: each top parent followed by its children, then the special ones. */
export const ALL_SUBSTANCE_ROWS: readonly SubstanceRow[] = [
  ...SUBSTANCES.flatMap((row) => [row, ...row.children]),
  ...SPECIAL_SUBSTANCES,
];

const byKey = new Map(ALL_SUBSTANCE_ROWS.map((row) => [row.key, row]));

/** The row of a key; an unknown key is a mistake in the source data and stops the build. */
export function substanceRow(key: string): SubstanceRow {
  const row = byKey.get(key);
  if (!row) throw new Error(`Okänd substansnyckel ${key}`);
  return row;
}

export const nslIdOf = (key: string): string => `IDDEMO${substanceRow(key).key}`;

/** Swedish name of a substance, as used inside texts. */
export const svName = (key: string): string => substanceRow(key).sv;

/** The top parent's key of a substance (itself for a top parent). */
export const topKeyOf = (key: string): string => substanceRow(key).parentKey ?? key;

/** The nslIds of a top parent and its children: what a document about the substance covers. */
export function familyNslIds(key: string): string[] {
  const row = substanceRow(key);
  return [nslIdOf(row.key), ...row.children.map((c) => nslIdOf(c.key))];
}

/** Keys of the top-parent, non-special substances: those that get every kind of document. */
export const CLINICAL_KEYS: readonly string[] = SUBSTANCES.map((row) => row.key);
