// Riskprofile: the nine properties with their level thresholds, and each substance's value 0–3
// per property. A number applies to every systemic route the substance has products for
// (peroral, parenteral, nonPeroral); a topical product gets 0 unless the row says otherwise.

import type { RiskPropertyId } from '@medkompass/contracts/risk-property-ids.ts';
import { GROUPS } from './groups/index.ts';

export interface RiskPropertyRow {
  propertyId: RiskPropertyId;
  sv: string;
  en: string;
  /** What the property means and why it adds up across drugs; our own words. */
  description: { sv: string; en: string };
  /** Upper bound (inclusive) of levels 0, 1 and 2; level 3 runs from there to 99. */
  upper: [number, number, number];
}

/**
 * Properties in the column order of the specification. Thresholds are tuned per property: where
 * one high-risk substance alone should already give a warning (QT, serotonergic, renal,
 * anticholinergic), the levels are tighter.
 */
export const RISK_PROPERTIES: readonly RiskPropertyRow[] = [
  {
    propertyId: 'constipation',
    sv: 'Förstoppning',
    en: 'Constipation',
    description: {
      sv: 'Läkemedel som minskar tarmens rörlighet, till exempel opioider, antikolinerga läkemedel och järn. Effekterna adderas, och hos äldre kan förstoppning ge buksmärta, förvirring och i värsta fall tarmvred.',
      en: 'Drugs that slow the bowel, such as opioids, anticholinergic drugs and iron. The effects add up, and in older patients constipation can cause abdominal pain, confusion and at worst bowel obstruction.',
    },
    upper: [1, 3, 5],
  },
  {
    propertyId: 'sedation',
    sv: 'Sedering',
    en: 'Sedation',
    description: {
      sv: 'Läkemedel med dämpande effekt på centrala nervsystemet. Den sammanlagda effekten kan ge trötthet, sämre uppmärksamhet och ökad risk för fall.',
      en: 'Drugs that depress the central nervous system. Together they can cause drowsiness, reduced alertness and a higher risk of falls.',
    },
    upper: [1, 3, 5],
  },
  {
    propertyId: 'anticholinergic',
    sv: 'Antikolinerga effekter',
    en: 'Anticholinergic effects',
    description: {
      sv: 'Läkemedel som hämmar acetylkolinets effekter. Den sammanlagda belastningen kan ge muntorrhet, förstoppning, urinretention och synpåverkan, och hos äldre förvirring och försämrat minne.',
      en: 'Drugs that block the effects of acetylcholine. The combined burden can cause dry mouth, constipation, urinary retention and blurred vision, and in older patients confusion and memory impairment.',
    },
    upper: [1, 2, 4],
  },
  {
    propertyId: 'bleeding',
    sv: 'Blödningsrisk',
    en: 'Bleeding risk',
    description: {
      sv: 'Läkemedel som påverkar blodets koagulation eller trombocyternas funktion, eller som skadar magslemhinnan. Kombinationer ökar risken för blödning, särskilt från magtarmkanalen.',
      en: 'Drugs that affect coagulation or platelet function, or that damage the gastric mucosa. Combinations raise the risk of bleeding, particularly from the gastrointestinal tract.',
    },
    upper: [1, 2, 4],
  },
  {
    propertyId: 'orthostatism',
    sv: 'Ortostatism',
    en: 'Orthostatism',
    description: {
      sv: 'Läkemedel som sänker blodtrycket eller försämrar blodtrycksregleringen. Tillsammans kan de ge yrsel och blodtrycksfall när patienten reser sig, med ökad risk för fall.',
      en: 'Drugs that lower blood pressure or impair its regulation. Together they can cause dizziness and a drop in blood pressure on standing up, with a higher risk of falls.',
    },
    upper: [1, 3, 5],
  },
  {
    propertyId: 'qtProlongation',
    sv: 'QT-förlängning',
    en: 'QT prolongation',
    description: {
      sv: 'Läkemedel som förlänger QT-intervallet på EKG. Flera sådana läkemedel tillsammans ökar risken för allvarlig kammararytmi (torsade de pointes), särskilt vid hjärtsjukdom, låga kalium- eller magnesiumvärden och hög ålder.',
      en: 'Drugs that prolong the QT interval on the ECG. Several of them together raise the risk of a serious ventricular arrhythmia (torsades de pointes), particularly with heart disease, low potassium or magnesium and old age.',
    },
    upper: [1, 2, 4],
  },
  {
    propertyId: 'serotonergic',
    sv: 'Serotonerga effekter',
    en: 'Serotonergic effects',
    description: {
      sv: 'Läkemedel som ökar den serotonerga aktiviteten. Kombinationer kan ge serotonergt syndrom med till exempel oro, svettningar, skakningar, muskelryckningar och feber.',
      en: 'Drugs that increase serotonergic activity. Combinations can cause serotonin syndrome, with for example agitation, sweating, tremor, muscle twitching and fever.',
    },
    upper: [1, 2, 4],
  },
  {
    propertyId: 'renalToxicity',
    sv: 'Njurtoxicitet',
    en: 'Renal toxicity',
    description: {
      sv: 'Läkemedel som kan försämra njurfunktionen, direkt eller genom minskad genomblödning av njurarna. Risken ökar med flera sådana läkemedel, vid uttorkning och vid redan nedsatt njurfunktion.',
      en: 'Drugs that can impair renal function, directly or by reducing blood flow to the kidneys. The risk grows with several such drugs, with dehydration and with existing renal impairment.',
    },
    upper: [1, 2, 4],
  },
  {
    propertyId: 'seizure',
    sv: 'Kramprisk',
    en: 'Seizure risk',
    description: {
      sv: 'Läkemedel som sänker kramptröskeln. Flera sådana läkemedel tillsammans ökar risken för krampanfall, särskilt hos patienter med epilepsi eller andra riskfaktorer.',
      en: 'Drugs that lower the seizure threshold. Several of them together raise the risk of seizures, particularly in patients with epilepsy or other risk factors.',
    },
    upper: [1, 3, 5],
  },
];

/** A value for every route, or per route where they differ. */
export type RouteValue =
  number | { peroral?: number; parenteral?: number; nonPeroral?: number; topical?: number };

export type RiskRow = Partial<Record<RiskPropertyId, RouteValue>>;

/** Values per substance key; a substance missing here has no riskprofile property. */
export const RISK_VALUES: Readonly<Record<string, RiskRow>> = {
  IBUPROFEN: { bleeding: 2, renalToxicity: 2 },
  NAPROXEN: { bleeding: 2, renalToxicity: 2 },
  DIKLOFENAK: { bleeding: 2, renalToxicity: 2 },
  CELEKOXIB: { bleeding: 1, renalToxicity: 2 },
  ACETYLSALICYL: { bleeding: 2, renalToxicity: 1 },
  WARFARIN: { bleeding: 3 },
  APIXABAN: { bleeding: 3 },
  RIVAROXABAN: { bleeding: 3 },
  DABIGATRAN: { bleeding: 3 },
  ENOXAPARIN: { bleeding: 3 },
  KLOPIDOGREL: { bleeding: 2 },
  TIKAGRELOR: { bleeding: 2 },
  EMPAGLIFLOZIN: { orthostatism: 1 },
  ENALAPRIL: { orthostatism: 2, renalToxicity: 1 },
  RAMIPRIL: { orthostatism: 2, renalToxicity: 1 },
  LOSARTAN: { orthostatism: 1, renalToxicity: 1 },
  KANDESARTAN: { orthostatism: 1, renalToxicity: 1 },
  AMLODIPIN: { orthostatism: 1 },
  FELODIPIN: { orthostatism: 1 },
  METOPROLOL: { orthostatism: 1 },
  BISOPROLOL: { orthostatism: 1 },
  // Eye drops are absorbed systemically: the one topical product that keeps a value.
  TIMOLOL: { orthostatism: { topical: 1 } },
  FUROSEMID: { orthostatism: 2, renalToxicity: 1 },
  HYDROKLORTIAZID: { orthostatism: 1 },
  SPIRONOLAKTON: { orthostatism: 1, renalToxicity: 1 },
  AMIODARON: { qtProlongation: 3, orthostatism: { peroral: 1, parenteral: 2 } },
  SERTRALIN: { serotonergic: 2, bleeding: 1 },
  CITALOPRAM: { serotonergic: 2, qtProlongation: 2, bleeding: 1 },
  ESCITALOPRAM: { serotonergic: 2, qtProlongation: 2, bleeding: 1 },
  MIRTAZAPIN: { sedation: 3, serotonergic: 1, orthostatism: 1 },
  AMITRIPTYLIN: {
    anticholinergic: 3,
    sedation: 3,
    orthostatism: 3,
    constipation: 2,
    qtProlongation: 1,
    serotonergic: 1,
    seizure: 1,
  },
  VENLAFAXIN: { serotonergic: 3, bleeding: 1, qtProlongation: 1, seizure: 1 },
  HALOPERIDOL: {
    qtProlongation: { peroral: 2, parenteral: 3 },
    sedation: 1,
    orthostatism: 1,
    seizure: 1,
  },
  OLANZAPIN: {
    sedation: 3,
    anticholinergic: 2,
    orthostatism: 2,
    constipation: 1,
    qtProlongation: 1,
    seizure: 1,
  },
  KVETIAPIN: {
    sedation: 3,
    orthostatism: 3,
    anticholinergic: 2,
    constipation: 1,
    qtProlongation: 1,
    seizure: 1,
  },
  LITIUM: { renalToxicity: 2, qtProlongation: 1, sedation: 1, seizure: 1 },
  KARBAMAZEPIN: { sedation: 2, anticholinergic: 1 },
  LAMOTRIGIN: { sedation: 1 },
  VALPROINSYRA: { sedation: 1, bleeding: 1 },
  GABAPENTIN: { sedation: 2 },
  PREGABALIN: { sedation: 2, orthostatism: 1 },
  MORFIN: { constipation: 3, sedation: 2, orthostatism: 1 },
  OXIKODON: { constipation: 3, sedation: 2, orthostatism: 1 },
  TRAMADOL: { constipation: 2, sedation: 1, serotonergic: 2, seizure: 2, orthostatism: 1 },
  KODEIN: { constipation: 3, sedation: 1 },
  FENTANYL: { constipation: 2, sedation: 2, serotonergic: 1 },
  BUPRENORFIN: { constipation: 2, sedation: 2, qtProlongation: 1 },
  ZOPIKLON: { sedation: 2 },
  DIAZEPAM: { sedation: 3, orthostatism: 1 },
  OXAZEPAM: { sedation: 2 },
  KLARITROMYCIN: { qtProlongation: 2 },
  CIPROFLOXACIN: { qtProlongation: 1, seizure: 1 },
  TRIMETOPRIM: { renalToxicity: 1 },
  SULFAMETOXAZOL: { renalToxicity: 1 },
  METRONIDAZOL: { seizure: 1 },
  GENTAMICIN: { renalToxicity: 3 },
  FLUKONAZOL: { qtProlongation: 1 },
  METOTREXAT: { renalToxicity: 1, bleeding: 1 },
  PREDNISOLON: { bleeding: 1 },
  JARNSULFAT: { constipation: 1 },
  KALCIUMKARBONAT: { constipation: 1 },
  ONDANSETRON: {
    qtProlongation: { peroral: 1, parenteral: 2 },
    constipation: 1,
    serotonergic: 1,
  },
  // Special substances.
  ALKOHOL: { sedation: 2, orthostatism: 1 },
  JOHANNESORT: { serotonergic: 1 },
  ...Object.fromEntries(GROUPS.flatMap((group) => Object.entries(group.riskValues))),
};
