// The contrast-media drug group of the demo knowledge base (format: group-types.ts). Demo data
// written by the Medkompass team from general pharmacological knowledge; not for clinical use.
//
// Substances: the iodinated contrast agents iohexol (low-osmolar, non-ionic monomer) and
// iodixanol (iso-osmolar, non-ionic dimer), as solutions for intravascular injection. Their
// interactions (metformin, NSAIDs, nephrotoxic drugs) come from the class rules in
// interaction-rules-contrast.ts.

import type { DrugGroup } from './group-types.ts';

const CONTRAST_RENAL_BACKGROUND =
  'Jodkontrastmedel utsöndras oförändrade via njurarna genom glomerulär filtration. De kan ge en övergående försämring av njurfunktionen (kontrastmedelsinducerad njurskada) genom minskad genomblödning i njurens märg och direkt påverkan på tubuli. Risken ökar med sjunkande eGFR, vid uttorkning, vid samtidig behandling med njurtoxiska läkemedel och när kontrastmedlet ges i artär ovanför njurartärerna, så att det når njurarna outspätt. Dosen bestäms av undersökningen, inte av njurfunktionen, men ska hållas så låg som möjligt.';

const CONTRAST_RENAL: [string, 'A' | 'B' | 'C' | 'D', string][] = [
  [
    '60-89',
    'A',
    'Ingen särskild åtgärd. Se till att patienten inte är uttorkad inför undersökningen.',
  ],
  [
    '30-59',
    'B',
    'Vid intravenös tillförsel är risken för njurskada liten; se till att patienten inte är uttorkad. Vid tillförsel i artär ovanför njurartärerna och eGFR under 45: lägsta möjliga dos, vätska intravenöst före och efter undersökningen, uppehåll med metformin och kontroll av kreatinin två till tre dygn efteråt.',
  ],
  [
    '15-29',
    'C',
    'Ökad risk för kontrastmedelsinducerad njurskada. Överväg en undersökning utan jodkontrastmedel. Om kontrastmedlet behövs: lägsta möjliga dos, vätska intravenöst före och efter undersökningen, uppehåll med metformin och om möjligt med NSAID, och kontroll av kreatinin två till tre dygn efteråt.',
  ],
  [
    '0-14',
    'C',
    'Hög risk att förlora kvarvarande njurfunktion. Ge jodkontrastmedel endast när undersökningen inte kan ersättas, med samma åtgärder som vid eGFR 15–29. Hos patienter i dialys behövs i regel ingen extra dialys efter undersökningen.',
  ],
];

const CONTRAST_PREGNANCY =
  'Kan ges när undersökningen behövs för kvinnans vård och inte kan ersättas av en metod utan jodkontrastmedel. Efter exponering från andra trimestern, när fostrets sköldkörtel har börjat fungera, ska den nyföddas sköldkörtelfunktion kontrolleras; i Sverige fångas det av den ordinarie provtagningen av nyfödda (PKU-provet).';
const CONTRAST_PREGNANCY_BACKGROUND =
  'Jodkontrastmedel passerar moderkakan. Inga tecken på missbildningar har setts, men jod kan tillfälligt hämma fostrets sköldkörtel; påverkan på den nyföddas sköldkörtelfunktion efter intravasal tillförsel är mycket sällsynt.';

export const CONTRAST_MEDIA: DrugGroup = {
  name: 'contrast-media',
  productNumbers: [2200, 2299],
  substances: [
    { key: 'JOHEXOL', sv: 'johexol', en: 'iohexol', atc: 'V08AB02' },
    { key: 'JODIXANOL', sv: 'jodixanol', en: 'iodixanol', atc: 'V08AB09' },
  ],
  products: [
    [2200, 'Omnipaque', '240 mg I/ml', 'Injektionsvätska', 'V08AB02', 'JOHEXOL'],
    [2201, 'Omnipaque', '300 mg I/ml', 'Injektionsvätska', 'V08AB02', 'JOHEXOL'],
    [2202, 'Omnipaque', '350 mg I/ml', 'Injektionsvätska', 'V08AB02', 'JOHEXOL'],
    [2203, 'Visipaque', '270 mg I/ml', 'Injektionsvätska', 'V08AB09', 'JODIXANOL'],
    [2204, 'Visipaque', '320 mg I/ml', 'Injektionsvätska', 'V08AB09', 'JODIXANOL'],
  ],
  classes: {
    IODINATED_CONTRAST: ['JOHEXOL', 'JODIXANOL'],
  },

  renal: [
    {
      key: 'JOHEXOL',
      title: 'Johexol vid nedsatt njurfunktion',
      nephrotoxic: true,
      background: CONTRAST_RENAL_BACKGROUND,
      recommendations: CONTRAST_RENAL,
    },
    {
      key: 'JODIXANOL',
      title: 'Jodixanol vid nedsatt njurfunktion',
      nephrotoxic: true,
      background: `${CONTRAST_RENAL_BACKGROUND} Jodixanol har samma osmolalitet som blodet; det har inte säkert visats ge mindre njurpåverkan än lågosmolära kontrastmedel som johexol.`,
      recommendations: CONTRAST_RENAL,
    },
  ],

  lactation: [
    {
      key: 'JOHEXOL',
      level: 0,
      recommendation: 'Amningen kan fortsätta som vanligt; inget uppehåll behövs.',
      background:
        'En mycket liten del av dosen passerar över i bröstmjölken, och jodkontrastmedel tas knappt alls upp från barnets tarm.',
    },
    {
      key: 'JODIXANOL',
      level: 0,
      recommendation: 'Amningen kan fortsätta som vanligt; inget uppehåll behövs.',
      background:
        'En mycket liten del av dosen passerar över i bröstmjölken, och jodkontrastmedel tas knappt alls upp från barnets tarm.',
    },
  ],

  birthDefect: [
    {
      key: 'JOHEXOL',
      level: 2,
      assessment: CONTRAST_PREGNANCY,
      background: CONTRAST_PREGNANCY_BACKGROUND,
    },
    {
      key: 'JODIXANOL',
      level: 2,
      assessment: CONTRAST_PREGNANCY,
      background: CONTRAST_PREGNANCY_BACKGROUND,
    },
  ],

  genus: [
    {
      key: 'JOHEXOL',
      level: 2,
      summary:
        'Överkänslighetsreaktioner mot jodkontrastmedel har i flera studier rapporterats något oftare hos kvinnor, men skillnaden påverkar inte val av kontrastmedel eller dos.',
      background:
        'Dosen bestäms av undersökningen och kroppsvikten. Tidigare reaktion på kontrastmedel är en betydligt starkare riskfaktor än kön.',
    },
    {
      key: 'JODIXANOL',
      level: 2,
      summary:
        'Överkänslighetsreaktioner mot jodkontrastmedel har i flera studier rapporterats något oftare hos kvinnor, men skillnaden påverkar inte val av kontrastmedel eller dos.',
      background:
        'Dosen bestäms av undersökningen och kroppsvikten. Tidigare reaktion på kontrastmedel är en betydligt starkare riskfaktor än kön.',
    },
  ],
  gender: [],

  riskValues: {
    JOHEXOL: { renalToxicity: { parenteral: 1 } },
    JODIXANOL: { renalToxicity: { parenteral: 1 } },
  },

  sideEffects: {
    JOHEXOL:
      'c:Värmekänsla; u:Illamående; u:Kräkningar; u:Huvudvärk; u:Hudutslag; r:Allvarlig överkänslighetsreaktion; r:Njurpåverkan; x:Sköldkörtelpåverkan',
    JODIXANOL:
      'u:Värmekänsla; u:Illamående; u:Huvudvärk; c:Hudutslag; u:Klåda; r:Allvarlig överkänslighetsreaktion; r:Njurpåverkan; x:Sköldkörtelpåverkan',
  },

  interactions: [],
};
