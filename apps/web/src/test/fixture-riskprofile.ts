/**
 * The riskprofile part of the web tests' fixture bundle (fixture-kb.ts): the nine properties
 * with the demo's thresholds (knowledge-base/demo/riskprofiles.ts), and profiles modelled on the
 * demo's values. Four substances are added for riskprofile cases, with products of the demo's
 * ids and names: sertraline and tramadol (serotonergic 2 + 2), haloperidol (QT peroral 2,
 * parenteral 3; Haldol tablets and injection) and citalopram (QT 2).
 * Paracetamol's profile is empty (assessed, no risk); metformin has none ('Ej bedömd').
 */
export const RISK_IDS = {
  sertralin: 'IDDEMOSERTRALIN',
  tramadol: 'IDDEMOTRAMADOL',
  haloperidol: 'IDDEMOHALOPERIDOL',
  citalopram: 'IDDEMOCITALOPRAM',
  zoloft: '99000000000096',
  cipramil: '99000000000098',
  haldolTablet: '99000000000109',
  haldolInjection: '99000000000110',
  tradolan: '99000000000137',
} as const;

type PropertyId =
  | 'constipation'
  | 'sedation'
  | 'anticholinergic'
  | 'bleeding'
  | 'orthostatism'
  | 'qtProlongation'
  | 'serotonergic'
  | 'renalToxicity'
  | 'seizure';

/** A property with the demo's levels: '-' up to u0, I up to u1, II up to u2, III above. */
function riskProperty(
  propertyId: PropertyId,
  sv: string,
  en: string,
  description: string,
  [u0, u1, u2]: [number, number, number],
) {
  return {
    id: propertyId,
    propertyId,
    name: { sv, en },
    description: { sv: description, en: `${en} (test description).` },
    algorithm: 'sum',
    levels: [
      { level: 0, min: 0, max: u0 },
      { level: 1, min: u0 + 1, max: u1 },
      { level: 2, min: u1 + 1, max: u2 },
      { level: 3, min: u2 + 1, max: 99 },
    ],
  };
}

const WIDE: [number, number, number] = [1, 3, 5];
const TIGHT: [number, number, number] = [1, 2, 4];

export const FIXTURE_RISK_PROPERTIES = [
  riskProperty('constipation', 'Förstoppning', 'Constipation', 'Minskad tarmrörlighet.', WIDE),
  riskProperty('sedation', 'Sedering', 'Sedation', 'Dämpning av centrala nervsystemet.', WIDE),
  riskProperty(
    'anticholinergic',
    'Antikolinerga effekter',
    'Anticholinergic effects',
    'Hämning av acetylkolinets effekter.',
    TIGHT,
  ),
  riskProperty(
    'bleeding',
    'Blödningsrisk',
    'Bleeding risk',
    'Påverkan på koagulation, trombocyter eller magslemhinna.',
    TIGHT,
  ),
  riskProperty(
    'orthostatism',
    'Ortostatism',
    'Orthostatism',
    'Blodtrycksfall vid uppresning.',
    WIDE,
  ),
  riskProperty(
    'qtProlongation',
    'QT-förlängning',
    'QT prolongation',
    'Förlängt QT-intervall på EKG.',
    TIGHT,
  ),
  riskProperty(
    'serotonergic',
    'Serotonerga effekter',
    'Serotonergic effects',
    'Ökad serotonerg aktivitet.',
    TIGHT,
  ),
  riskProperty('renalToxicity', 'Njurtoxicitet', 'Renal toxicity', 'Påverkan på njurarna.', TIGHT),
  riskProperty('seizure', 'Kramprisk', 'Seizure risk', 'Sänkt kramptröskel.', WIDE),
];

type Values = Partial<Record<'peroral' | 'parenteral' | 'nonPeroral' | 'topical', number>>;
const peroral = (value: number): Values => ({ peroral: value });

function profile(nslId: string, properties: Partial<Record<PropertyId, Values>>) {
  return {
    nslId,
    properties: Object.entries(properties).map(([propertyId, values]) => ({ propertyId, values })),
  };
}

/** Profiles by nslId; the ids of the original records are passed in from fixture-kb.ts. */
export function fixtureRiskProfiles(ids: {
  paracetamol: string;
  ibuprofen: string;
  warfarin: string;
  asa: string;
}) {
  return [
    profile(ids.paracetamol, {}),
    // The gel is topical: 0 there, as the demo gives topical forms.
    profile(ids.ibuprofen, {
      bleeding: { peroral: 2, topical: 0 },
      renalToxicity: { peroral: 2, topical: 0 },
    }),
    profile(ids.warfarin, { bleeding: peroral(3) }),
    profile(ids.asa, { bleeding: peroral(2), renalToxicity: peroral(1) }),
    profile(RISK_IDS.sertralin, { serotonergic: peroral(2), bleeding: peroral(1) }),
    profile(RISK_IDS.tramadol, {
      constipation: peroral(2),
      sedation: peroral(1),
      serotonergic: peroral(2),
      seizure: peroral(2),
      orthostatism: peroral(1),
    }),
    profile(RISK_IDS.haloperidol, {
      qtProlongation: { peroral: 2, parenteral: 3 },
      sedation: { peroral: 1, parenteral: 1 },
      orthostatism: { peroral: 1, parenteral: 1 },
      seizure: { peroral: 1, parenteral: 1 },
    }),
    profile(RISK_IDS.citalopram, {
      serotonergic: peroral(2),
      qtProlongation: peroral(2),
      bleeding: peroral(1),
    }),
  ];
}
