// The endocrine drug group of the demo knowledge base (format: group-types.ts). Demo data written by
// the Medkompass team from general pharmacological knowledge; not for clinical use.
//
// Substances, in the same order in every section: antidiabetics (glipizid, glibenklamid,
// repaglinid, pioglitazon, dapagliflozin, liraglutid, semaglutid, insulin aspart, insulin
// degludek), tiamazol, bone (alendronsyra, denosumab, kolekalciferol), corticosteroids
// (dexametason, betametason), gastrointestinal drugs (esomeprazol, lansoprazol, famotidin,
// metoklopramid, domperidon, loperamid, laktulos, makrogol, natriumpikosulfat, mesalazin,
// sukralfat) and sex hormones (estradiol, medroxiprogesteron).

import type { DrugGroup, GroupInteraction } from './group-types.ts';

/** Domperidone with a strong CYP3A4 inhibitor: [key, Swedish name]. */
function domperidoneStrongInhibitor(inhibitor: string, name: string): GroupInteraction {
  return {
    a: 'DOMPERIDON',
    b: inhibitor,
    code: 'D0',
    texts: [
      'Koncentrationen av domperidon ökar flerfaldigt, med risk för förlängt QT-intervall och allvarlig hjärtrytmrubbning (torsade de pointes).',
      `Kombinationen ska inte användas. Välj ett annat medel mot illamående eller gör uppehåll med domperidon under behandlingen med ${name}.`,
      `Domperidon bryts ned av CYP3A4, som ${name} hämmar kraftigt.`,
      'Baserat på studier med en annan stark CYP3A4-hämmare, där exponeringen för domperidon ökade ungefär tre gånger och QT-intervallet förlängdes.',
    ],
  };
}

export const ENDOCRINE: DrugGroup = {
  name: 'endocrine',
  productNumbers: [1800, 1999],
  substances: [
    { key: 'GLIPIZID', sv: 'glipizid', en: 'glipizide', atc: 'A10BB07' },
    { key: 'GLIBENKLAMID', sv: 'glibenklamid', en: 'glibenclamide', atc: 'A10BB01' },
    { key: 'REPAGLINID', sv: 'repaglinid', en: 'repaglinide', atc: 'A10BX02' },
    { key: 'PIOGLITAZON', sv: 'pioglitazon', en: 'pioglitazone', atc: 'A10BG03' },
    { key: 'DAPAGLIFLOZIN', sv: 'dapagliflozin', en: 'dapagliflozin', atc: 'A10BK01' },
    { key: 'LIRAGLUTID', sv: 'liraglutid', en: 'liraglutide', atc: 'A10BJ02' },
    { key: 'SEMAGLUTID', sv: 'semaglutid', en: 'semaglutide', atc: 'A10BJ06' },
    { key: 'INSULINASPART', sv: 'insulin aspart', en: 'insulin aspart', atc: 'A10AB05 A10AD05' },
    { key: 'INSULINDEGLUDEK', sv: 'insulin degludek', en: 'insulin degludec', atc: 'A10AE06' },
    { key: 'TIAMAZOL', sv: 'tiamazol', en: 'thiamazole', atc: 'H03BB02' },
    { key: 'ALENDRONSYRA', sv: 'alendronsyra', en: 'alendronic acid', atc: 'M05BA04' },
    { key: 'DENOSUMAB', sv: 'denosumab', en: 'denosumab', atc: 'M05BX04' },
    { key: 'KOLEKALCIFEROL', sv: 'kolekalciferol', en: 'colecalciferol', atc: 'A11CC05' },
    { key: 'DEXAMETASON', sv: 'dexametason', en: 'dexamethasone', atc: 'H02AB02 S01BA01' },
    { key: 'BETAMETASON', sv: 'betametason', en: 'betamethasone', atc: 'H02AB01 D07AC01' },
    { key: 'ESOMEPRAZOL', sv: 'esomeprazol', en: 'esomeprazole', atc: 'A02BC05' },
    { key: 'LANSOPRAZOL', sv: 'lansoprazol', en: 'lansoprazole', atc: 'A02BC03' },
    { key: 'FAMOTIDIN', sv: 'famotidin', en: 'famotidine', atc: 'A02BA03' },
    { key: 'METOKLOPRAMID', sv: 'metoklopramid', en: 'metoclopramide', atc: 'A03FA01' },
    { key: 'DOMPERIDON', sv: 'domperidon', en: 'domperidone', atc: 'A03FA03' },
    { key: 'LOPERAMID', sv: 'loperamid', en: 'loperamide', atc: 'A07DA03' },
    { key: 'LAKTULOS', sv: 'laktulos', en: 'lactulose', atc: 'A06AD11' },
    { key: 'MAKROGOL', sv: 'makrogol', en: 'macrogol', atc: 'A06AD15' },
    {
      key: 'NATRIUMPIKOSULFAT',
      sv: 'natriumpikosulfat',
      en: 'sodium picosulfate',
      atc: 'A06AB08',
    },
    { key: 'MESALAZIN', sv: 'mesalazin', en: 'mesalazine', atc: 'A07EC02' },
    { key: 'SUKRALFAT', sv: 'sukralfat', en: 'sucralfate', atc: 'A02BX02' },
    {
      key: 'ESTRADIOL',
      sv: 'estradiol',
      en: 'estradiol',
      atc: 'G03CA03',
      children: [{ key: 'ESTRADIOLVALERAT', sv: 'estradiolvalerat', en: 'estradiol valerate' }],
    },
    {
      key: 'MEDROXIPROGESTERON',
      sv: 'medroxiprogesteron',
      en: 'medroxyprogesterone',
      atc: 'G03DA02 G03AC06 L02AB02',
      children: [
        {
          key: 'MEDROXIPROGESTERONACETAT',
          sv: 'medroxiprogesteronacetat',
          en: 'medroxyprogesterone acetate',
        },
      ],
    },
  ],
  products: [
    // Antidiabetics.
    [1800, 'Mindiab', '2,5 mg', 'Tablett', 'A10BB07', 'GLIPIZID'],
    [1801, 'Mindiab', '5 mg', 'Tablett', 'A10BB07', 'GLIPIZID'],
    [1802, 'Daonil', '5 mg', 'Tablett', 'A10BB01', 'GLIBENKLAMID'],
    [1803, 'Glibenklamid Recip', '3,5 mg', 'Tablett', 'A10BB01', 'GLIBENKLAMID'],
    [1804, 'NovoNorm', '1 mg', 'Tablett', 'A10BX02', 'REPAGLINID'],
    [1805, 'Repaglinid Krka', '2 mg', 'Tablett', 'A10BX02', 'REPAGLINID'],
    [1806, 'Actos', '30 mg', 'Tablett', 'A10BG03', 'PIOGLITAZON'],
    [1807, 'Pioglitazon Actavis', '15 mg', 'Tablett', 'A10BG03', 'PIOGLITAZON'],
    [
      1808,
      'Competact',
      '15 mg/850 mg',
      'Filmdragerad tablett',
      'A10BD05',
      'PIOGLITAZON+METFORMINHYDROKLORID',
    ],
    [1809, 'Forxiga', '5 mg', 'Filmdragerad tablett', 'A10BK01', 'DAPAGLIFLOZIN'],
    [1810, 'Forxiga', '10 mg', 'Filmdragerad tablett', 'A10BK01', 'DAPAGLIFLOZIN'],
    [
      1811,
      'Xigduo',
      '5 mg/1000 mg',
      'Filmdragerad tablett',
      'A10BD15',
      'DAPAGLIFLOZIN+METFORMINHYDROKLORID',
    ],
    [1812, 'Victoza', '6 mg/ml', 'Injektionsvätska', 'A10BJ02', 'LIRAGLUTID'],
    [1813, 'Saxenda', '6 mg/ml', 'Injektionsvätska', 'A10BJ02', 'LIRAGLUTID'],
    [
      1814,
      'Xultophy',
      '100 E/ml/3,6 mg/ml',
      'Injektionsvätska',
      'A10AE56',
      'INSULINDEGLUDEK+LIRAGLUTID',
    ],
    [1815, 'Ozempic', '1,34 mg/ml', 'Injektionsvätska', 'A10BJ06', 'SEMAGLUTID'],
    [1816, 'Rybelsus', '7 mg', 'Tablett', 'A10BJ06', 'SEMAGLUTID'],
    [1817, 'Wegovy', '2,4 mg', 'Injektionsvätska', 'A10BJ06', 'SEMAGLUTID'],
    [1818, 'NovoRapid', '100 E/ml', 'Injektionsvätska', 'A10AB05', 'INSULINASPART'],
    [1819, 'Fiasp', '100 E/ml', 'Injektionsvätska', 'A10AB05', 'INSULINASPART'],
    [1820, 'NovoMix 30', '100 E/ml', 'Injektionsvätska', 'A10AD05', 'INSULINASPART'],
    [1821, 'Tresiba', '100 E/ml', 'Injektionsvätska', 'A10AE06', 'INSULINDEGLUDEK'],
    [1822, 'Tresiba', '200 E/ml', 'Injektionsvätska', 'A10AE06', 'INSULINDEGLUDEK'],
    // Thyroid.
    [1823, 'Thacapzol', '5 mg', 'Tablett', 'H03BB02', 'TIAMAZOL'],
    // Bone.
    [1824, 'Fosamax', '70 mg', 'Tablett', 'M05BA04', 'ALENDRONSYRA'],
    [1825, 'Alendronat Sandoz', '70 mg', 'Tablett', 'M05BA04', 'ALENDRONSYRA'],
    [1826, 'Fosavance', '70 mg/2 800 IE', 'Tablett', 'M05BB03', 'ALENDRONSYRA+KOLEKALCIFEROL'],
    [1827, 'Prolia', '60 mg', 'Injektionsvätska', 'M05BX04', 'DENOSUMAB'],
    [1828, 'Xgeva', '120 mg', 'Injektionsvätska', 'M05BX04', 'DENOSUMAB'],
    [1829, 'Divisun', '800 IE', 'Tablett', 'A11CC05', 'KOLEKALCIFEROL'],
    [1830, 'Detremin', '20 000 IE/ml', 'Orala droppar', 'A11CC05', 'KOLEKALCIFEROL'],
    [
      1831,
      'Calcichew-D3',
      '500 mg/400 IE',
      'Tuggtablett',
      'A12AX',
      'KALCIUMKARBONAT+KOLEKALCIFEROL',
    ],
    // Corticosteroids.
    [1832, 'Dexametason Abcur', '1 mg', 'Tablett', 'H02AB02', 'DEXAMETASON'],
    [1833, 'Neofordex', '40 mg', 'Tablett', 'H02AB02', 'DEXAMETASON'],
    [1834, 'Dexametason Krka', '4 mg/ml', 'Injektionsvätska', 'H02AB02', 'DEXAMETASON'],
    [1835, 'Isopto-Maxidex', '1 mg/ml', 'Ögondroppar', 'S01BA01', 'DEXAMETASON'],
    [1836, 'Betapred', '0,5 mg', 'Tablett', 'H02AB01', 'BETAMETASON'],
    [1837, 'Betapred', '4 mg/ml', 'Injektionsvätska', 'H02AB01', 'BETAMETASON'],
    [1838, 'Celeston bifas', '5,7 mg/ml', 'Injektionsvätska', 'H02AB01', 'BETAMETASON'],
    [1839, 'Betnovat', '0,1 %', 'Kräm', 'D07AC01', 'BETAMETASON'],
    // Gastrointestinal drugs.
    [1840, 'Nexium', '20 mg', 'Enterotablett', 'A02BC05', 'ESOMEPRAZOL'],
    [1841, 'Nexium', '40 mg', 'Enterotablett', 'A02BC05', 'ESOMEPRAZOL'],
    [1842, 'Esomeprazol Krka', '20 mg', 'Enterokapsel', 'A02BC05', 'ESOMEPRAZOL'],
    [1843, 'Nexium', '40 mg', 'Pulver till injektionsvätska', 'A02BC05', 'ESOMEPRAZOL'],
    [1844, 'Lanzo', '30 mg', 'Enterokapsel', 'A02BC03', 'LANSOPRAZOL'],
    [1845, 'Lansoprazol Actavis', '15 mg', 'Enterokapsel', 'A02BC03', 'LANSOPRAZOL'],
    [1846, 'Pepcid', '10 mg', 'Filmdragerad tablett', 'A02BA03', 'FAMOTIDIN'],
    [1847, 'Pepcid', '20 mg', 'Filmdragerad tablett', 'A02BA03', 'FAMOTIDIN'],
    [1848, 'Primperan', '10 mg', 'Tablett', 'A03FA01', 'METOKLOPRAMID'],
    [1849, 'Primperan', '5 mg/ml', 'Injektionsvätska', 'A03FA01', 'METOKLOPRAMID'],
    [1850, 'Motilium', '10 mg', 'Filmdragerad tablett', 'A03FA03', 'DOMPERIDON', 'LIC'],
    [1851, 'Motilium', '1 mg/ml', 'Oral suspension', 'A03FA03', 'DOMPERIDON', 'LIC'],
    [1852, 'Dimor', '2 mg', 'Tablett', 'A07DA03', 'LOPERAMID'],
    [1853, 'Imodium', '2 mg', 'Kapsel', 'A07DA03', 'LOPERAMID'],
    [1854, 'Imodium', '2 mg', 'Munsönderfallande tablett', 'A07DA03', 'LOPERAMID'],
    [1855, 'Duphalac', '670 mg/ml', 'Oral lösning', 'A06AD11', 'LAKTULOS'],
    [1856, 'Laktulos Meda', '670 mg/ml', 'Oral lösning', 'A06AD11', 'LAKTULOS'],
    [1857, 'Levolac', '670 mg/ml', 'Oral lösning', 'A06AD11', 'LAKTULOS'],
    [1858, 'Laxoberal', '7,5 mg/ml', 'Orala droppar', 'A06AB08', 'NATRIUMPIKOSULFAT'],
    [1859, 'Cilaxoral', '7,5 mg/ml', 'Orala droppar', 'A06AB08', 'NATRIUMPIKOSULFAT'],
    [1860, 'Pentasa', '1 g', 'Depottablett', 'A07EC02', 'MESALAZIN'],
    [1861, 'Pentasa', '1 g', 'Suppositorium', 'A07EC02', 'MESALAZIN'],
    [1862, 'Asacol', '800 mg', 'Enterotablett', 'A07EC02', 'MESALAZIN'],
    [1863, 'Mezavant', '1200 mg', 'Enterotablett', 'A07EC02', 'MESALAZIN'],
    [1864, 'Andapsin', '1 g', 'Tablett', 'A02BX02', 'SUKRALFAT'],
    [1865, 'Andapsin', '200 mg/ml', 'Oral suspension', 'A02BX02', 'SUKRALFAT'],
    // Sex hormones.
    [1866, 'Estrofem', '1 mg', 'Filmdragerad tablett', 'G03CA03', 'ESTRADIOL'],
    [1867, 'Estrofem', '2 mg', 'Filmdragerad tablett', 'G03CA03', 'ESTRADIOL'],
    [1868, 'Estradot', '50 mikrogram/24 timmar', 'Depotplåster', 'G03CA03', 'ESTRADIOL'],
    [
      1869,
      'Indivina',
      '1 mg/2,5 mg',
      'Tablett',
      'G03FA12',
      'ESTRADIOLVALERAT+MEDROXIPROGESTERONACETAT',
    ],
    [1870, 'Provera', '5 mg', 'Tablett', 'G03DA02', 'MEDROXIPROGESTERONACETAT'],
    [1871, 'Provera', '10 mg', 'Tablett', 'G03DA02', 'MEDROXIPROGESTERONACETAT'],
    [1872, 'Depo-Provera', '150 mg/ml', 'Injektionsvätska', 'G03AC06', 'MEDROXIPROGESTERONACETAT'],
    [1873, 'Movicol', '13,7 g', 'Pulver till oral lösning', 'A06AD65', 'MAKROGOL'],
    [1874, 'Laxido Apelsin', '13,7 g', 'Pulver till oral lösning', 'A06AD65', 'MAKROGOL'],
    [1875, 'Forlax', '10 g', 'Pulver till oral lösning', 'A06AD15', 'MAKROGOL'],
    [1876, 'Vagifem', '10 mikrogram', 'Vaginaltablett', 'G03CA03', 'ESTRADIOL'],
    [1877, 'Estring', '7,5 mikrogram/24 timmar', 'Vaginalinlägg', 'G03CA03', 'ESTRADIOL'],
    [1878, 'Asacol', '1 g', 'Rektalsuspension', 'A07EC02', 'MESALAZIN'],
  ],
  classes: {
    SULFONYLUREA: ['GLIPIZID', 'GLIBENKLAMID', 'REPAGLINID'],
    INSULIN: ['INSULINASPART', 'INSULINDEGLUDEK'],
    BISPHOSPHONATE: ['ALENDRONSYRA'],
    CORTICOSTEROID: ['DEXAMETASON', 'BETAMETASON'],
    DOPAMINE_ANTAGONIST: ['METOKLOPRAMID'],
    QT: ['DOMPERIDON'],
    POLYVALENT_CATION: ['SUKRALFAT'],
  },
  renal: [
    {
      key: 'GLIPIZID',
      title: 'Glipizid vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Glipizid bryts ned i levern till inaktiva metaboliter som utsöndras via njurarna. Risken för långvarigt lågt blodsocker är därför mindre än med glibenklamid, men den ökar ändå när njurfunktionen sjunker.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        [
          '30-59',
          'B',
          'Starta med 2,5 mg dagligen och öka försiktigt. Var uppmärksam på lågt blodsocker, särskilt hos äldre.',
        ],
        [
          '0-29',
          'D',
          'Ska inte användas. Välj insulin eller ett läkemedel med lägre risk för lågt blodsocker.',
        ],
      ],
    },
    {
      key: 'GLIBENKLAMID',
      title: 'Glibenklamid vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Glibenklamid bildar aktiva metaboliter som utsöndras via njurarna. Vid nedsatt njurfunktion ansamlas de, med risk för svårt och långvarigt lågt blodsocker.',
      recommendations: [
        [
          '60-89',
          'B',
          'Var uppmärksam på lågt blodsocker, särskilt hos äldre. Överväg glipizid eller ett läkemedel som inte ger lågt blodsocker.',
        ],
        ['0-59', 'D', 'Undvik. Välj ett läkemedel med lägre risk för lågt blodsocker.'],
      ],
    },
    {
      key: 'REPAGLINID',
      title: 'Repaglinid vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Repaglinid elimineras huvudsakligen via levern och har kort verkningstid. Vid kraftigt nedsatt njurfunktion ökar ändå exponeringen något.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering.'],
        [
          '0-29',
          'B',
          'Starta med 0,5 mg till huvudmålen och öka dosen försiktigt. Följ blodsockret.',
        ],
      ],
    },
    {
      key: 'DAPAGLIFLOZIN',
      title: 'Dapagliflozin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Den blodsockersänkande effekten av dapagliflozin förutsätter att njurarna filtrerar glukos och minskar när njurfunktionen sjunker. Skyddet för njurar och hjärta finns kvar även vid lägre eGFR.',
      recommendations: [
        [
          '30-89',
          'A',
          'Normal dosering. Vid eGFR under 45 behövs ofta ytterligare blodsockersänkande behandling.',
        ],
        [
          '15-29',
          'B',
          'Kan sättas in ned till eGFR 25 vid kronisk njursjukdom eller hjärtsvikt och fortsätta därefter. Ger då knappt någon blodsockersänkning.',
        ],
        ['0-14', 'D', 'Ska inte sättas in. Erfarenhet vid dialys saknas.'],
      ],
    },
    {
      key: 'LIRAGLUTID',
      title: 'Liraglutid vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Liraglutid bryts ned som andra proteiner och utsöndras inte oförändrat via njurarna. Illamående, kräkningar och diarré kan däremot ge uttorkning och akut försämrad njurfunktion.',
      recommendations: [
        [
          '30-89',
          'A',
          'Normal dosering. Informera om att dricka ordentligt vid kräkningar eller diarré.',
        ],
        [
          '15-29',
          'B',
          'Kan användas. Kontrollera njurfunktionen vid magtarmbesvär med risk för uttorkning.',
        ],
        ['0-14', 'D', 'Rekommenderas inte. Erfarenheten är mycket begränsad.'],
      ],
    },
    {
      key: 'SEMAGLUTID',
      title: 'Semaglutid vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Semaglutid bryts ned som andra proteiner och utsöndras inte oförändrat via njurarna. Illamående, kräkningar och diarré kan däremot ge uttorkning och akut försämrad njurfunktion.',
      recommendations: [
        [
          '30-89',
          'A',
          'Normal dosering. Informera om att dricka ordentligt vid kräkningar eller diarré.',
        ],
        [
          '15-29',
          'B',
          'Kan användas. Kontrollera njurfunktionen vid magtarmbesvär med risk för uttorkning.',
        ],
        ['0-14', 'D', 'Rekommenderas inte. Erfarenheten är mycket begränsad.'],
      ],
    },
    {
      key: 'INSULINASPART',
      title: 'Insulin aspart vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Njurarna står för en del av nedbrytningen av insulin. När njurfunktionen sjunker minskar därför ofta insulinbehovet.',
      recommendations: [
        ['30-89', 'A', 'Dosera efter blodsocker som vanligt.'],
        [
          '0-29',
          'B',
          'Insulinbehovet kan minska. Följ blodsockret tätare och sänk dosen vid behov.',
        ],
      ],
    },
    {
      key: 'INSULINDEGLUDEK',
      title: 'Insulin degludek vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Njurarna står för en del av nedbrytningen av insulin, och insulinbehovet minskar ofta när njurfunktionen sjunker. Degludek verkar mycket länge, så en dosändring får full effekt först efter några dagar.',
      recommendations: [
        ['30-89', 'A', 'Dosera efter blodsocker som vanligt.'],
        [
          '0-29',
          'B',
          'Insulinbehovet kan minska. Följ fasteblodsockret tätare och ändra dosen i små steg.',
        ],
      ],
    },
    {
      key: 'ALENDRONSYRA',
      title: 'Alendronsyra vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Den del av alendronsyran som inte binds till skelettet utsöndras oförändrad via njurarna. Erfarenhet vid kraftigt nedsatt njurfunktion saknas.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        [
          '30-59',
          'C',
          'Kan användas ned till eGFR 35. Vid lägre eGFR rekommenderas inte behandling.',
        ],
        [
          '0-29',
          'D',
          'Rekommenderas inte. Välj annan osteoporosbehandling efter bedömning av kalcium- och fosfatbalansen.',
        ],
      ],
    },
    {
      key: 'DENOSUMAB',
      title: 'Denosumab vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Denosumab elimineras inte via njurarna. Vid kraftigt nedsatt njurfunktion är risken för lågt kalcium i blodet betydligt större, särskilt under de första veckorna efter en dos.',
      recommendations: [
        [
          '30-89',
          'A',
          'Normal dosering. Se till att patienten får tillräckligt med kalcium och D-vitamin.',
        ],
        [
          '0-29',
          'C',
          'Normal dos, men kontrollera kalcium före varje dos och inom två veckor efter den första. Bedöm kalcium- och fosfatbalansen och behovet av aktivt D-vitamin.',
        ],
      ],
    },
    {
      key: 'KOLEKALCIFEROL',
      title: 'Kolekalciferol vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Kolekalciferol omvandlas till sin aktiva form i levern och njurarna. Vid kraftigt nedsatt njurfunktion minskar omvandlingen, och rubbningar i kalcium- och fosfatbalansen behandlas då med aktiva D-vitaminanaloger.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering.'],
        [
          '0-29',
          'B',
          'Kan ges mot D-vitaminbrist. Kontrollera kalcium och fosfat; rubbad kalciumbalans kräver annan behandling.',
        ],
      ],
    },
    {
      key: 'FAMOTIDIN',
      title: 'Famotidin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Famotidin utsöndras till största delen oförändrat via njurarna. Vid nedsatt njurfunktion ansamlas det, med risk för förvirring och andra biverkningar från centrala nervsystemet, särskilt hos äldre.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        ['30-59', 'C', 'Vid eGFR under 50: halvera dosen eller ge den varannan dag.'],
        [
          '0-29',
          'C',
          'Halvera dosen eller förläng dosintervallet till 48 timmar. Var uppmärksam på förvirring.',
        ],
      ],
    },
    {
      key: 'METOKLOPRAMID',
      title: 'Metoklopramid vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Metoklopramid utsöndras till stor del via njurarna. Vid nedsatt njurfunktion stiger koncentrationen, och risken för trötthet och rörelsestörningar ökar.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering, högst 30 mg per dygn i högst fem dagar.'],
        ['15-59', 'C', 'Halvera dygnsdosen.'],
        ['0-14', 'C', 'Sänk dygnsdosen till ungefär en fjärdedel av den vanliga.'],
      ],
    },
    {
      key: 'DOMPERIDON',
      title: 'Domperidon vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Domperidon bryts ned i levern, men halveringstiden förlängs vid kraftigt nedsatt njurfunktion.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering, högst 30 mg per dygn.'],
        [
          '0-29',
          'C',
          'Ge dosen en eller två gånger dagligen i stället för tre, och överväg lägre dos.',
        ],
      ],
    },
    {
      key: 'MESALAZIN',
      title: 'Mesalazin vid nedsatt njurfunktion',
      nephrotoxic: true,
      background:
        'Mesalazin kan i sällsynta fall ge inflammation i njurens bindväv (interstitiell nefrit), som kan leda till bestående njurskada om den inte upptäcks i tid. Substansen och dess metabolit utsöndras via njurarna.',
      recommendations: [
        [
          '60-89',
          'B',
          'Kontrollera kreatinin före start, efter tre månader och därefter minst en gång om året.',
        ],
        [
          '30-59',
          'C',
          'Använd med försiktighet och kontrollera kreatinin tätare. Sätt ut vid försämrad njurfunktion utan annan förklaring.',
        ],
        ['0-29', 'D', 'Ska inte användas.'],
      ],
    },
    {
      key: 'SUKRALFAT',
      title: 'Sukralfat vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Sukralfat innehåller aluminium. En liten del tas upp och utsöndras via njurarna, och vid nedsatt njurfunktion kan aluminium ansamlas i kroppen.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        ['30-59', 'B', 'Kan användas kortvarigt. Undvik långtidsbehandling.'],
        ['0-29', 'D', 'Undvik, särskilt vid dialys.'],
      ],
    },
  ],
  lactation: [
    {
      key: 'GLIPIZID',
      level: 2,
      recommendation:
        'Kan användas med försiktighet. Följ barnets vakenhet och sugförmåga under de första veckorna. Insulin eller metformin är förstahandsval.',
      background:
        'I små studier har glipizid inte kunnat påvisas i bröstmjölk, och lågt blodsocker hos ammade barn har inte rapporterats. Underlaget är begränsat.',
    },
    {
      key: 'GLIBENKLAMID',
      level: 2,
      recommendation:
        'Kan användas med försiktighet. Var uppmärksam på tecken på lågt blodsocker hos barnet, som slöhet och dålig sugförmåga. Insulin eller metformin är förstahandsval.',
      background:
        'Glibenklamid är starkt bundet till proteiner i blodet och har i små studier inte kunnat påvisas i bröstmjölk. Erfarenheten är begränsad.',
    },
    {
      key: 'REPAGLINID',
      level: null,
      recommendation: 'Erfarenhet saknas. Välj hellre metformin eller insulin.',
      background:
        'Uppgifter om passage till bröstmjölk hos människa saknas. Hos djur passerar repaglinid över i mjölken.',
    },
    {
      key: 'PIOGLITAZON',
      level: null,
      recommendation: 'Erfarenhet saknas. Välj hellre metformin eller insulin.',
      background:
        'Uppgifter om passage till bröstmjölk hos människa saknas. Hos djur passerar pioglitazon över i mjölken.',
    },
    {
      key: 'DAPAGLIFLOZIN',
      level: 3,
      recommendation: 'Ska inte användas under amning. Välj metformin eller insulin.',
      background:
        'Data från människa saknas. Hos djur passerar dapagliflozin över i mjölken, och exponering av unga djur har påverkat njurarnas utveckling.',
    },
    {
      key: 'LIRAGLUTID',
      level: null,
      recommendation:
        'Erfarenhet saknas. Bör inte användas under amning; vid diabetes är insulin ett bättre val, och viktminskande behandling kan vänta.',
      background:
        'Data från människa saknas. Liraglutid är en stor peptid som sannolikt passerar över i liten mängd och bryts ned i barnets magtarmkanal, men detta är inte studerat.',
    },
    {
      key: 'SEMAGLUTID',
      level: null,
      recommendation:
        'Erfarenhet saknas. Bör inte användas under amning; vid diabetes är insulin ett bättre val, och viktminskande behandling kan vänta.',
      background:
        'Data från människa saknas. Semaglutid är en stor peptid, men tabletterna innehåller dessutom ett ämne som ökar upptaget och som hos djur passerar över i mjölken.',
    },
    {
      key: 'INSULINASPART',
      level: 0,
      recommendation: 'Kan användas. Insulinbehovet kan minska under amningsperioden.',
      background:
        'Insulin aspart motsvarar kroppens eget insulin och bryts ned i barnets magtarmkanal.',
    },
    {
      key: 'INSULINDEGLUDEK',
      level: 0,
      recommendation: 'Kan användas. Insulinbehovet kan minska under amningsperioden.',
      background:
        'Insulin degludek är en stor peptid som liknar kroppens eget insulin och bryts ned i barnets magtarmkanal.',
    },
    {
      key: 'TIAMAZOL',
      level: 1,
      recommendation:
        'Kan användas i doser upp till 20 mg dagligen. Vid högre doser: överväg att kontrollera barnets sköldkörtelfunktion.',
      background:
        'Tiamazol passerar över i mjölken, men studier har inte visat påverkan på sköldkörtelfunktion eller utveckling hos ammade barn vid måttliga doser.',
    },
    {
      key: 'ALENDRONSYRA',
      level: null,
      recommendation:
        'Erfarenhet saknas. Behandlingen kan i regel vänta till efter amningsperioden.',
      background:
        'Uppgifter om passage till bröstmjölk saknas. Alendronsyra tas mycket dåligt upp från tarmen, så barnets exponering bedöms bli liten, men substansen lagras länge i skelettet.',
    },
    {
      key: 'DENOSUMAB',
      level: null,
      recommendation:
        'Erfarenhet saknas. Vid osteoporos kan behandlingen oftast vänta till efter amningsperioden.',
      background:
        'Data från människa saknas. Hos möss har hämning av RANK-liganden påverkat mjölkkörtlarnas utveckling under dräktigheten.',
    },
    {
      key: 'KOLEKALCIFEROL',
      level: 0,
      recommendation:
        'Kan användas i vanliga doser. Undvik höga doser utan kontroll av moderns kalciumvärden.',
      background:
        'D-vitamin är ett naturligt ämne i kroppen. Vanliga tillskottsdoser påverkar halten i bröstmjölken lite; mycket höga doser till modern kan ge förhöjda halter hos barnet.',
    },
    {
      key: 'DEXAMETASON',
      level: 2,
      recommendation:
        'Kortvarig behandling kan användas. Vid längre behandling med höga doser är prednisolon ett bättre val. Ögondroppar går bra.',
      background:
        'Uppgifter om passage till bröstmjölk saknas i stort sett. Dexametason är långverkande och bryts ned långsamt, vilket talar för prednisolon vid längre behandling.',
    },
    {
      key: 'BETAMETASON',
      level: 2,
      recommendation:
        'Kortvarig behandling kan användas. Vid längre systemisk behandling är prednisolon ett bättre val. Kräm går bra, men inte på bröstvårtan strax före amning.',
      background:
        'Uppgifter om passage till bröstmjölk saknas i stort sett. Betametason är långverkande, vilket talar för prednisolon vid längre behandling.',
    },
    {
      key: 'ESOMEPRAZOL',
      level: 1,
      recommendation: 'Kan användas.',
      background:
        'Uppgifterna för esomeprazol är få, men omeprazol, som till hälften består av esomeprazol, ger låga halter i bröstmjölk. Substansen bryts dessutom ned av magsyran hos barnet.',
    },
    {
      key: 'LANSOPRAZOL',
      level: 2,
      recommendation:
        'Kan sannolikt användas, men erfarenheten är begränsad. Omeprazol är bättre studerat under amning.',
      background:
        'Uppgifter om passage till bröstmjölk saknas. Liksom andra protonpumpshämmare bryts lansoprazol ned av magsyra, vilket talar för låg exponering hos barnet.',
    },
    {
      key: 'FAMOTIDIN',
      level: 1,
      recommendation: 'Kan användas. Förstahandsval bland H2-receptorantagonister under amning.',
      background: 'Famotidin passerar över i låga halter, lägre än andra H2-receptorantagonister.',
    },
    {
      key: 'METOKLOPRAMID',
      level: 2,
      recommendation:
        'Kortvarig användning, högst fem dagar, går bra. Följ barnet avseende magbesvär. Använd inte för att öka mjölkproduktionen utan särskild bedömning, eftersom modern kan få nedstämdhet och rörelsestörningar.',
      background:
        'Metoklopramid passerar över i mjölken, men barnet får en liten del av den dos som ges till spädbarn. Enstaka fall av magbesvär hos ammade barn har rapporterats.',
    },
    {
      key: 'DOMPERIDON',
      level: 1,
      recommendation:
        'Kan användas; barnet får mycket låga halter. Ta hänsyn till moderns risk för hjärtrytmrubbningar, särskilt vid höga doser och samtidig behandling med andra QT-förlängande läkemedel.',
      background:
        'Mycket låga halter har uppmätts i bröstmjölk, och biverkningar hos ammade barn har inte rapporterats.',
    },
    {
      key: 'LOPERAMID',
      level: 1,
      recommendation: 'Kan användas vid tillfällig diarré.',
      background:
        'Loperamid tas upp mycket lite från tarmen, och halterna i bröstmjölk är mycket låga.',
    },
    {
      key: 'LAKTULOS',
      level: 0,
      recommendation: 'Kan användas.',
      background:
        'Laktulos tas knappt upp från moderns tarm och når därför inte mjölken i någon betydande mängd.',
    },
    {
      key: 'MAKROGOL',
      level: 0,
      recommendation: 'Kan användas.',
      background: 'Makrogol tas inte upp från tarmen i någon betydande grad.',
    },
    {
      key: 'NATRIUMPIKOSULFAT',
      level: 1,
      recommendation: 'Kan användas vid tillfällig förstoppning.',
      background:
        'Natriumpikosulfat och dess aktiva form tas upp i mycket liten mängd och har inte kunnat påvisas i bröstmjölk.',
    },
    {
      key: 'MESALAZIN',
      level: 2,
      recommendation: 'Kan användas. Följ barnet avseende diarré.',
      background:
        'Mesalazin passerar över i låga halter, något mer av den inaktiva metaboliten. Enstaka fall av diarré hos ammade barn har rapporterats.',
    },
    {
      key: 'SUKRALFAT',
      level: 1,
      recommendation: 'Kan användas.',
      background: 'Sukralfat verkar lokalt i magtarmkanalen och tas upp i mycket liten mängd.',
    },
    {
      key: 'ESTRADIOL',
      level: 2,
      recommendation:
        'Undvik systemisk östrogenbehandling under de första veckorna efter förlossningen, eftersom den kan minska mjölkproduktionen. Lokal behandling i slidan i låg dos går bra.',
      background: 'Östrogen kan minska mjölkmängden. Låga halter passerar över i mjölken.',
    },
    {
      key: 'MEDROXIPROGESTERON',
      level: 1,
      recommendation: 'Kan användas, också som p-spruta.',
      background:
        'Halterna i bröstmjölk är låga, och gestagener påverkar inte mjölkproduktionen i någon betydande grad. Ingen påverkan på de ammade barnens tillväxt har setts.',
    },
  ],
  birthDefect: [
    {
      key: 'GLIPIZID',
      level: 2,
      assessment:
        'Byt till insulin vid planerad graviditet eller så snart graviditeten upptäcks. Behandling nära förlossningen kan ge långvarigt lågt blodsocker hos den nyfödda.',
      background:
        'Begränsad erfarenhet. Sulfonylureider passerar moderkakan; någon tydligt ökad risk för missbildningar har inte visats.',
    },
    {
      key: 'GLIBENKLAMID',
      level: 2,
      assessment:
        'Insulin är förstahandsval. Glibenklamid har använts vid graviditetsdiabetes, men ger oftare lågt blodsocker hos den nyfödda och högre födelsevikt än insulin.',
      background:
        'Studier vid graviditetsdiabetes har inte visat ökad risk för missbildningar, men erfarenheten från första trimestern är begränsad.',
    },
    {
      key: 'REPAGLINID',
      level: null,
      assessment: 'Erfarenheten är för liten för en bedömning. Byt till insulin.',
      background:
        'Data från människa saknas i stort sett. I djurstudier har påverkan på skelettets utveckling setts.',
    },
    {
      key: 'PIOGLITAZON',
      level: null,
      assessment: 'Erfarenheten är för liten för en bedömning. Byt till insulin.',
      background: 'Data från människa saknas i stort sett.',
    },
    {
      key: 'DAPAGLIFLOZIN',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Byt till insulin eller metformin, och använd inte dapagliflozin under andra och tredje trimestern.',
      background:
        'Data från människa är begränsade. I djurstudier har påverkan på njurarnas utveckling setts vid exponering som motsvarar senare delen av graviditeten.',
    },
    {
      key: 'LIRAGLUTID',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Sätt ut vid planerad graviditet eller när graviditeten upptäcks; vid diabetes byts behandlingen till insulin.',
      background: 'Data från människa är begränsade. Djurstudier har visat fosterpåverkan.',
    },
    {
      key: 'SEMAGLUTID',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Sätt ut minst två månader före planerad graviditet på grund av den långa halveringstiden; vid diabetes byts behandlingen till insulin.',
      background:
        'Data från människa är begränsade. Djurstudier har visat fosterpåverkan och missbildningar.',
    },
    {
      key: 'INSULINASPART',
      level: 1,
      assessment:
        'Kan användas. Blodsockret behöver följas tätt, eftersom insulinbehovet ändras under graviditeten.',
      background:
        'Stor erfarenhet, bland annat från kontrollerade studier hos gravida med typ 1-diabetes, utan tecken på fosterskador.',
    },
    {
      key: 'INSULINDEGLUDEK',
      level: 1,
      assessment:
        'Kan användas. Blodsockret behöver följas tätt, eftersom insulinbehovet ändras under graviditeten.',
      background:
        'En kontrollerad studie hos gravida med typ 1-diabetes visade resultat i nivå med ett äldre basinsulin. Erfarenheten är mindre än för äldre insuliner.',
    },
    {
      key: 'TIAMAZOL',
      level: 3,
      assessment:
        'Ökad risk för missbildningar vid användning under graviditetsvecka 6–10, bland annat huddefekter i hårbotten och missbildningar i matstrupe och tarm. Byt till propyltiouracil under första trimestern. Använd lägsta effektiva dos för att undvika struma och hypotyreos hos fostret.',
      background:
        'Risken är visad i registerstudier och fallserier. Obehandlad hypertyreos är också en risk för graviditeten, så behandlingen ska inte avbrytas utan ersättning.',
    },
    {
      key: 'ALENDRONSYRA',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Ska inte användas under graviditet. Alendronsyra lagras i skelettet i flera år, men användning före graviditeten har inte visat tydliga skadliga effekter.',
      background:
        'Data från människa är begränsade till fallserier. Djurstudier har visat påverkan på fostrets skelett och försvårad förlossning.',
    },
    {
      key: 'DENOSUMAB',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Ska inte användas under graviditet; kvinnor som kan bli gravida bör använda säker preventivmetod under behandlingen och i minst fem månader efter sista dosen.',
      background:
        'Data från människa saknas i stort sett. Hos apor har exponering under dräktigheten gett fler dödfödslar och påverkan på ungarnas skelett, tänder och lymfkörtlar.',
    },
    {
      key: 'KOLEKALCIFEROL',
      level: 1,
      assessment:
        'Kan användas i rekommenderade doser. Undvik höga doser utan kontroll av kalcium.',
      background:
        'D-vitamin i vanliga doser har inte visat någon ökad risk. Långvarigt förhöjt kalcium hos modern kan påverka fostret.',
    },
    {
      key: 'DEXAMETASON',
      level: 2,
      assessment:
        'Kan användas när nyttan överväger, till exempel för att påskynda fostrets lungmognad vid hotande förtidsbörd. Vid längre behandling av modern är prednisolon att föredra.',
      background:
        'Dexametason bryts inte ned i moderkakan och når fostret i hög grad. Upprepade behandlingskurer har kopplats till lägre födelsevikt.',
    },
    {
      key: 'BETAMETASON',
      level: 2,
      assessment:
        'Kan användas när nyttan överväger, till exempel för att påskynda fostrets lungmognad. Vid längre behandling av modern är prednisolon att föredra. Kräm kan användas på begränsade hudytor.',
      background:
        'Betametason passerar moderkakan i hög grad. En liten ökad risk för läpp-käk-gomspalt vid systemisk behandling under första trimestern har diskuterats men inte säkert visats.',
    },
    {
      key: 'ESOMEPRAZOL',
      level: 1,
      assessment: 'Kan användas.',
      background:
        'God erfarenhet, som stöds av den stora erfarenheten av omeprazol, utan tecken på ökad risk för missbildningar.',
    },
    {
      key: 'LANSOPRAZOL',
      level: 1,
      assessment: 'Kan användas.',
      background: 'Måttlig erfarenhet utan tecken på ökad risk för missbildningar.',
    },
    {
      key: 'FAMOTIDIN',
      level: 1,
      assessment: 'Kan användas.',
      background:
        'God erfarenhet av H2-receptorantagonister utan tecken på ökad risk för missbildningar.',
    },
    {
      key: 'METOKLOPRAMID',
      level: 1,
      assessment:
        'Kan användas vid illamående under graviditet. Följ den nyfödda avseende rörelsestörningar om behandlingen har pågått fram till förlossningen.',
      background:
        'Stor erfarenhet från registerstudier utan tecken på ökad risk för missbildningar.',
    },
    {
      key: 'DOMPERIDON',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Välj ett bättre studerat medel vid illamående, till exempel metoklopramid.',
      background: 'Data från människa är begränsade.',
    },
    {
      key: 'LOPERAMID',
      level: 2,
      assessment:
        'Enstaka doser kan användas. Undvik regelbunden användning under första trimestern.',
      background:
        'Registerstudier har antytt en liten ökad risk för hypospadi och högre födelsevikt; sambanden är osäkra.',
    },
    {
      key: 'LAKTULOS',
      level: 1,
      assessment: 'Kan användas. Ett förstahandsval vid förstoppning under graviditet.',
      background:
        'Laktulos tas knappt upp från tarmen. Stor erfarenhet utan tecken på fosterskador.',
    },
    {
      key: 'MAKROGOL',
      level: 1,
      assessment: 'Kan användas vid förstoppning under graviditet.',
      background:
        'Makrogol tas inte upp från tarmen i någon betydande grad, och ingen påverkan på fostret väntas.',
    },
    {
      key: 'NATRIUMPIKOSULFAT',
      level: 1,
      assessment: 'Kan användas tillfälligt om bulkmedel, laktulos eller makrogol inte räcker.',
      background:
        'Upptaget från tarmen är mycket litet, och erfarenheten talar inte för ökad risk för missbildningar.',
    },
    {
      key: 'MESALAZIN',
      level: 1,
      assessment:
        'Kan användas. Behandlingen bör fortsätta, eftersom aktiv inflammatorisk tarmsjukdom är en större risk för graviditeten.',
      background: 'Stor erfarenhet utan tecken på ökad risk för missbildningar.',
    },
    {
      key: 'SUKRALFAT',
      level: 1,
      assessment: 'Kan användas.',
      background:
        'Sukralfat verkar lokalt i magtarmkanalen och tas upp i mycket liten mängd. Erfarenheten talar inte för fosterskador.',
    },
    {
      key: 'ESTRADIOL',
      level: 1,
      assessment:
        'Saknar indikation under graviditet och ska sättas ut. Användning tidigt i en oupptäckt graviditet ger ingen ökad risk.',
      background:
        'Studier efter oavsiktlig exponering tidigt i graviditeten visar ingen ökad risk för missbildningar.',
    },
    {
      key: 'MEDROXIPROGESTERON',
      level: 2,
      assessment:
        'Saknar indikation under graviditet. Oavsiktlig användning av låga doser, till exempel p-spruta, tidigt i graviditeten är sannolikt inte skadlig, men höga doser under första trimestern bör undvikas.',
      background:
        'Höga doser av gestagener har kopplats till påverkan på könsorganens utveckling hos fostret. Efter p-spruta talar erfarenheten inte för ökad risk.',
    },
  ],
  genus: [
    {
      key: 'GLIPIZID',
      level: null,
      summary: 'Underlaget är för litet för att bedöma skillnader mellan könen.',
    },
    {
      key: 'GLIBENKLAMID',
      level: null,
      summary: 'Underlaget är för litet för att bedöma skillnader mellan könen.',
    },
    {
      key: 'REPAGLINID',
      level: null,
      summary: 'Underlaget är för litet för att bedöma skillnader mellan könen.',
    },
    {
      key: 'PIOGLITAZON',
      level: 3,
      summary:
        'Kvinnor har en ökad risk för benbrott, främst i underarm, hand och fot. Väg in risken för benskörhet när behandling väljs för kvinnor.',
      background:
        'Den ökade frakturrisken hos kvinnor sågs i stora kontrollerade studier; hos män var ökningen inte lika tydlig.',
    },
    {
      key: 'DAPAGLIFLOZIN',
      level: 3,
      summary:
        'Svampinfektioner i underlivet är betydligt vanligare hos kvinnor. Informera om hygien och om vilka symtom patienten ska vara uppmärksam på.',
    },
    {
      key: 'LIRAGLUTID',
      level: 2,
      summary:
        'Kvinnor har i genomsnitt högre koncentration vid samma dos, främst på grund av lägre kroppsvikt, och rapporterar oftare illamående. Dosen trappas upp efter effekt och tolerans hos båda könen.',
    },
    {
      key: 'SEMAGLUTID',
      level: 2,
      summary:
        'Kvinnor får oftare illamående och kräkningar, men dosen trappas upp efter effekt och tolerans hos båda könen.',
    },
    {
      key: 'INSULINASPART',
      level: 1,
      summary: 'Doseringen styrs efter blodsocker hos båda könen.',
    },
    {
      key: 'INSULINDEGLUDEK',
      level: 1,
      summary: 'Doseringen styrs efter blodsocker hos båda könen.',
    },
    {
      key: 'TIAMAZOL',
      level: 1,
      summary:
        'Hypertyreos är betydligt vanligare hos kvinnor, men behandlingen och uppföljningen är desamma för båda könen.',
    },
    {
      key: 'ALENDRONSYRA',
      level: 1,
      summary:
        'Studierna gäller främst kvinnor efter klimakteriet. Hos män är effekten på bentätheten likartad, och doseringen är densamma.',
      background:
        'Effekten på frakturer är bäst visad hos kvinnor; studierna på män är mindre men pekar åt samma håll.',
    },
    {
      key: 'DENOSUMAB',
      level: 1,
      summary:
        'Doseringen är densamma för kvinnor och män. Effekten på frakturer är bäst visad hos kvinnor efter klimakteriet.',
      background: 'Studierna på män är mindre men visar en likartad effekt på bentätheten.',
    },
    {
      key: 'KOLEKALCIFEROL',
      level: 1,
      summary: 'Inga kända skillnader av klinisk betydelse.',
    },
    {
      key: 'DEXAMETASON',
      level: 2,
      summary:
        'Benskörhet är vanligare hos kvinnor efter klimakteriet; bedöm behovet av benskyddande behandling vid långvarig användning.',
    },
    {
      key: 'BETAMETASON',
      level: 2,
      summary:
        'Benskörhet är vanligare hos kvinnor efter klimakteriet; bedöm behovet av benskyddande behandling vid långvarig systemisk användning.',
    },
    {
      key: 'ESOMEPRAZOL',
      level: 1,
      summary: 'Inga kända skillnader av klinisk betydelse.',
    },
    {
      key: 'LANSOPRAZOL',
      level: 1,
      summary: 'Inga kända skillnader av klinisk betydelse.',
    },
    {
      key: 'FAMOTIDIN',
      level: 1,
      summary: 'Inga kända skillnader av klinisk betydelse.',
    },
    {
      key: 'METOKLOPRAMID',
      level: 3,
      summary:
        'Akuta rörelsestörningar, som muskelkramper i ansikte och nacke, är vanligare hos unga kvinnor, och sena, ibland bestående rörelsestörningar drabbar oftare äldre kvinnor. Håll behandlingen kort och dosen låg.',
    },
    {
      key: 'DOMPERIDON',
      level: 3,
      summary:
        'Kvinnor har större risk för QT-förlängning. Undvik höga doser och kombinationer med andra QT-förlängande läkemedel.',
    },
    {
      key: 'LOPERAMID',
      level: null,
      summary: 'Underlaget är för litet för att bedöma skillnader mellan könen.',
    },
    {
      key: 'LAKTULOS',
      level: 1,
      summary:
        'Förstoppning är vanligare hos kvinnor, men behandlingen skiljer sig inte mellan könen.',
      background: 'Inga skillnader i effekt eller biverkningar av klinisk betydelse är kända.',
    },
    {
      key: 'MAKROGOL',
      level: 1,
      summary:
        'Förstoppning är vanligare hos kvinnor, men behandlingen skiljer sig inte mellan könen.',
      background: 'Inga skillnader i effekt eller biverkningar av klinisk betydelse är kända.',
    },
    {
      key: 'NATRIUMPIKOSULFAT',
      level: null,
      summary: 'Underlaget är för litet för att bedöma skillnader mellan könen.',
    },
    {
      key: 'MESALAZIN',
      level: 1,
      summary: 'Inga kända skillnader av klinisk betydelse.',
    },
    {
      key: 'SUKRALFAT',
      level: null,
      summary: 'Underlaget är för litet för att bedöma skillnader mellan könen.',
    },
    {
      key: 'ESTRADIOL',
      level: 0,
      summary: 'Används av kvinnor.',
    },
    {
      key: 'MEDROXIPROGESTERON',
      level: 0,
      summary: 'Används av kvinnor.',
    },
  ],
  gender: [
    {
      key: 'PIOGLITAZON',
      title: 'Pioglitazone',
      summary:
        'Women have a higher risk of fractures, mainly of the forearm, hand and foot. Take the risk of osteoporosis into account when choosing treatment for women.',
      background:
        'The excess of fractures in women was seen in large controlled trials; in men the increase was less clear.',
    },
    {
      key: 'DAPAGLIFLOZIN',
      title: 'Dapagliflozin',
      summary:
        'Genital fungal infections are considerably more common in women. Advise on hygiene and on the symptoms to look out for.',
      background: 'A consistent finding in the clinical trials of SGLT2 inhibitors.',
    },
    {
      key: 'METOKLOPRAMID',
      title: 'Metoclopramide',
      summary:
        'Acute movement disorders, such as spasms of the face and neck muscles, are more common in young women, and late, sometimes permanent movement disorders more often affect older women. Keep the treatment short and the dose low.',
      background: 'Based on adverse-event reporting and observational studies.',
    },
    {
      key: 'DOMPERIDON',
      title: 'Domperidone',
      summary:
        'Women are at higher risk of drug-induced QT prolongation. Avoid high doses and combinations with other QT-prolonging drugs.',
      background:
        'Women have a longer QT interval at baseline and are over-represented in reports of drug-induced torsades.',
    },
  ],
  riskValues: {
    DAPAGLIFLOZIN: { orthostatism: 1 },
    DEXAMETASON: { bleeding: 1 },
    BETAMETASON: { bleeding: 1 },
    METOKLOPRAMID: { sedation: 1, seizure: 1 },
    DOMPERIDON: { qtProlongation: 2 },
    LOPERAMID: { constipation: 2 },
    MESALAZIN: { renalToxicity: 1 },
    SUKRALFAT: { constipation: 1 },
  },
  sideEffects: {
    GLIPIZID: 'c:Lågt blodsocker; c:Illamående; c:Diarré; u:Yrsel; r:Hudutslag',
    GLIBENKLAMID:
      'c:Lågt blodsocker; c:Viktökning; c:Illamående; u:Hudutslag; r:Förhöjda levervärden',
    REPAGLINID: 'c:Lågt blodsocker; c:Magont; c:Diarré; u:Illamående; vr:Förhöjda levervärden',
    PIOGLITAZON: 'c:Viktökning; c:Ödem; c:Benbrott; u:Urinblåsecancer; x:Hjärtsvikt',
    DAPAGLIFLOZIN:
      'c:Svampinfektion i underlivet; c:Urinvägsinfektion; c:Ökad urinmängd; u:Vätskebrist; r:Ketoacidos',
    LIRAGLUTID:
      'vc:Illamående; vc:Diarré; c:Kräkningar; c:Förstoppning; c:Aptitlöshet; u:Gallsten; r:Bukspottkörtelinflammation',
    SEMAGLUTID:
      'vc:Illamående; vc:Diarré; c:Kräkningar; c:Förstoppning; c:Magont; c:Gallsten; u:Bukspottkörtelinflammation',
    INSULINASPART:
      'vc:Lågt blodsocker; u:Reaktion vid injektionsstället; u:Fettvävsförändring; u:Ödem; r:Allergisk reaktion',
    INSULINDEGLUDEK:
      'vc:Lågt blodsocker; c:Reaktion vid injektionsstället; u:Fettvävsförändring; u:Ödem; r:Allergisk reaktion',
    TIAMAZOL:
      'vc:Hudutslag; c:Klåda; c:Ledvärk; u:Agranulocytos; r:Smakförändring; r:Leverpåverkan',
    ALENDRONSYRA:
      'vc:Muskelvärk; c:Magont; c:Halsbränna; u:Smärta i matstrupen; r:Käkbensnekros; r:Atypisk lårbensfraktur',
    DENOSUMAB:
      'vc:Muskelvärk; c:Urinvägsinfektion; c:Förstoppning; c:Hudutslag; c:Lågt kalcium; r:Käkbensnekros; x:Kotfrakturer efter utsättning',
    KOLEKALCIFEROL: 'u:Förhöjt kalcium; u:Förhöjt kalcium i urinen; r:Klåda; r:Hudutslag',
    DEXAMETASON:
      'c:Förhöjt blodsocker; c:Sömnsvårigheter; c:Humörpåverkan; c:Ökad aptit; c:Benskörhet; u:Magsår; x:Ökad infektionsrisk',
    BETAMETASON:
      'c:Förhöjt blodsocker; c:Sömnsvårigheter; c:Humörpåverkan; c:Benskörhet; u:Hudförtunning; u:Magsår',
    ESOMEPRAZOL: 'c:Huvudvärk; c:Magont; c:Diarré; c:Illamående; u:Lågt magnesium; r:Benskörhet',
    LANSOPRAZOL:
      'c:Huvudvärk; c:Magont; c:Diarré; c:Illamående; u:Lågt magnesium; r:Mikroskopisk kolit',
    FAMOTIDIN: 'c:Huvudvärk; c:Yrsel; c:Förstoppning; c:Diarré; r:Förvirring',
    METOKLOPRAMID:
      'vc:Trötthet; c:Rörelsestörningar; c:Diarré; c:Nedstämdhet; u:Förhöjt prolaktin; r:Kramper; r:Malignt neuroleptikasyndrom',
    DOMPERIDON:
      'c:Muntorrhet; u:Huvudvärk; u:Diarré; u:Bröstspänning; u:Mjölkflöde från brösten; x:QT-förlängning; x:Hjärtrytmrubbning',
    LOPERAMID:
      'c:Förstoppning; c:Illamående; c:Gasbildning; c:Huvudvärk; u:Magont; u:Muntorrhet; r:Tarmvred',
    LAKTULOS: 'vc:Diarré; c:Gasbildning; c:Magont; c:Illamående; u:Elektrolytrubbning',
    MAKROGOL: 'c:Magont; c:Diarré; c:Illamående; c:Kräkningar; c:Gasbildning; x:Elektrolytrubbning',
    NATRIUMPIKOSULFAT: 'c:Diarré; u:Magont; u:Illamående; u:Kräkningar; u:Yrsel; x:Vätskebrist',
    MESALAZIN:
      'c:Huvudvärk; c:Diarré; c:Magont; c:Illamående; c:Hudutslag; r:Hjärtsäcksinflammation; vr:Njurpåverkan; vr:Benmärgspåverkan',
    SUKRALFAT: 'c:Förstoppning; u:Muntorrhet; u:Illamående; r:Hudutslag',
    ESTRADIOL:
      'c:Huvudvärk; c:Bröstspänning; c:Illamående; c:Mellanblödningar; c:Viktökning; u:Blodpropp',
    MEDROXIPROGESTERON:
      'vc:Oregelbundna blödningar; c:Huvudvärk; c:Viktökning; c:Bröstspänning; c:Humörpåverkan; x:Benskörhet',
  },
  interactions: [
    {
      a: 'KLOPIDOGREL',
      b: 'REPAGLINID',
      code: 'D3',
      texts: [
        'Koncentrationen av repaglinid ökar kraftigt, med risk för lågt blodsocker.',
        'Undvik kombinationen om möjligt. Behövs den: starta med låg dos repaglinid, ge högst 4 mg per dygn och följ blodsockret noga.',
        'En metabolit av klopidogrel hämmar CYP2C8, som är det viktigaste enzymet för nedbrytningen av repaglinid.',
        'Visat i studier på friska försökspersoner, där exponeringen för repaglinid ökade flera gånger. Lågt blodsocker vid kombinationen finns beskrivet i fallrapporter.',
      ],
    },
    {
      a: 'KLOPIDOGREL',
      b: 'ESOMEPRAZOL',
      code: 'C3',
      texts: [
        'Den trombocythämmande effekten av klopidogrel kan minska.',
        'Välj pantoprazol om magskydd behövs.',
        'Klopidogrel måste omvandlas av CYP2C19 för att bli verksamt, och esomeprazol hämmar detta enzym.',
        'Den minskade effekten på trombocyterna är visad i studier på friska försökspersoner; betydelsen för risken för hjärt-kärlhändelser är omdiskuterad.',
      ],
    },
    {
      a: 'CITALOPRAM',
      b: 'ESOMEPRAZOL',
      code: 'C3',
      texts: [
        'Koncentrationen av citalopram ökar, vilket ökar risken för biverkningar och QT-förlängning.',
        'Överväg en lägre dos citalopram, hos äldre högst 20 mg per dygn, eller välj pantoprazol.',
        'Esomeprazol hämmar CYP2C19, som bryter ned citalopram.',
        'Visat i farmakokinetiska studier på friska försökspersoner.',
      ],
    },
    {
      a: 'ESCITALOPRAM',
      b: 'ESOMEPRAZOL',
      code: 'C3',
      texts: [
        'Koncentrationen av escitalopram ökar, vilket ökar risken för biverkningar och QT-förlängning.',
        'Överväg en lägre dos escitalopram, särskilt hos äldre, eller välj pantoprazol.',
        'Esomeprazol hämmar CYP2C19, som bryter ned escitalopram.',
        'Visat i farmakokinetiska studier med protonpumpshämmare som hämmar CYP2C19.',
      ],
    },
    {
      a: 'DIAZEPAM',
      b: 'ESOMEPRAZOL',
      code: 'B3',
      texts: [
        'Koncentrationen av diazepam kan öka.',
        'Ingen åtgärd behövs hos de flesta. Var uppmärksam på ökad trötthet, särskilt hos äldre.',
        'Esomeprazol hämmar CYP2C19, som deltar i nedbrytningen av diazepam.',
        'I en studie på friska försökspersoner minskade utsöndringen av diazepam tydligt, men den kliniska betydelsen är oftast liten.',
      ],
    },
    {
      a: 'METOTREXAT',
      b: 'ESOMEPRAZOL',
      code: 'B2',
      texts: [
        'Vid högdosbehandling kan utsöndringen av metotrexat fördröjas.',
        'Vid högdosbehandling: överväg uppehåll med esomeprazol. Vid låg dos en gång i veckan behövs ingen åtgärd.',
        'Protonpumpshämmare tros hämma den aktiva utsöndringen av metotrexat i njurarna.',
        'Beskrivet i fallrapporter och observationsstudier vid högdosbehandling.',
      ],
    },
    {
      a: 'LEVOTYROXIN',
      b: 'ESOMEPRAZOL',
      code: 'B2',
      texts: [
        'Upptaget av levotyroxin kan minska något.',
        'Kontrollera TSH några månader efter att esomeprazol satts in eller satts ut vid långtidsbehandling.',
        'Minskad magsyra kan göra att levotyroxintabletten löses upp sämre.',
        'Beskrivet i mindre studier med protonpumpshämmare; resultaten varierar.',
      ],
    },
    {
      a: 'LEVOTYROXIN',
      b: 'LANSOPRAZOL',
      code: 'B2',
      texts: [
        'Upptaget av levotyroxin kan minska något.',
        'Kontrollera TSH några månader efter att lansoprazol satts in eller satts ut vid långtidsbehandling.',
        'Minskad magsyra kan göra att levotyroxintabletten löses upp sämre.',
        'Beskrivet i mindre studier med protonpumpshämmare; resultaten varierar.',
      ],
    },
    {
      a: 'DOMPERIDON',
      b: 'FLUKONAZOL',
      code: 'D2',
      texts: [
        'Risk för förlängt QT-intervall och allvarlig hjärtrytmrubbning (torsade de pointes).',
        'Undvik kombinationen. Välj ett annat medel mot illamående eller gör uppehåll med domperidon under flukonazolbehandlingen.',
        'Flukonazol hämmar CYP3A4, som bryter ned domperidon, och kan också i sig förlänga QT-intervallet.',
        'Bygger på studier med andra CYP3A4-hämmare, där koncentrationen av domperidon ökade flera gånger och QT-intervallet förlängdes, och på den kända QT-effekten hos flukonazol.',
      ],
    },
    domperidoneStrongInhibitor('ITRAKONAZOL', 'itrakonazol'),
    domperidoneStrongInhibitor('VORIKONAZOL', 'vorikonazol'),
    domperidoneStrongInhibitor('POSAKONAZOL', 'posakonazol'),
    domperidoneStrongInhibitor('RITONAVIR', 'ritonavir'),
    {
      a: 'WARFARIN',
      b: 'TIAMAZOL',
      code: 'C2',
      texts: [
        'Den antikoagulerande effekten av warfarin kan minska när sköldkörtelfunktionen normaliseras.',
        'Kontrollera PK(INR) tätare under de första månaderna efter insättning och vid dosändring av tiamazol. Warfarindosen kan behöva höjas.',
        'Vid hypertyreos bryts koagulationsfaktorer ned snabbare, vilket förstärker effekten av warfarin. När tiamazol normaliserar ämnesomsättningen försvinner denna förstärkning.',
        'Beskrivet i fallrapporter och mindre studier; förändringen följer sköldkörtelfunktionen.',
      ],
    },
    {
      a: 'DAPAGLIFLOZIN',
      b: 'FUROSEMID',
      code: 'B1',
      texts: [
        'Ökad risk för vätskebrist och lågt blodtryck, särskilt hos äldre.',
        'Överväg att minska dosen furosemid när dapagliflozin sätts in hos patienter utan tecken på vätskeöverskott. Följ vikt, blodtryck och kreatinin.',
        'Dapagliflozin ökar utsöndringen av glukos och natrium i urinen och förstärker därmed den urindrivande effekten.',
        'Bygger på verkningsmekanismen och på data från kliniska studier.',
      ],
    },
    {
      a: 'DAPAGLIFLOZIN',
      b: 'LITIUM',
      code: 'C1',
      texts: [
        'Serum-litium kan sjunka, med risk för sämre stämningsstabiliserande effekt.',
        'Kontrollera serum-litium efter insättning och utsättning av dapagliflozin och anpassa litiumdosen vid behov.',
        'Dapagliflozin ökar utsöndringen av natrium i njurarna, och litium följer med natriumet ut i urinen.',
        'Beskrivet i fallrapporter och mindre studier med SGLT2-hämmare.',
      ],
    },
    {
      a: 'ESTRADIOL',
      b: 'LEVOTYROXIN',
      code: 'B3',
      texts: [
        'Behovet av levotyroxin kan öka när östrogen tas i tablettform.',
        'Kontrollera TSH 6–12 veckor efter att östrogentabletter satts in eller satts ut. Plåster påverkar inte behovet i någon betydande grad.',
        'Östrogen som tas via munnen ökar leverns bildning av det protein som binder sköldkörtelhormon i blodet, så att andelen fritt hormon minskar.',
        'Visat i studier på kvinnor med behandlad hypotyreos.',
      ],
    },
    {
      a: 'ESTRADIOL',
      b: 'KARBAMAZEPIN',
      code: 'C1',
      texts: [
        'Effekten av östrogenbehandlingen kan minska, med återkommande klimakteriebesvär och oregelbundna blödningar.',
        'Följ symtomen och överväg högre dos eller behandling med plåster. Vid kombinerad behandling med gestagen: utred oregelbundna blödningar som vanligt.',
        'Karbamazepin ökar bildningen av CYP3A4 och andra enzymer som bryter ned estradiol.',
        'Bygger på farmakokinetiska data och på den väl kända effekten på p-piller; studier med hormonbehandling i klimakteriet är få.',
      ],
    },
    {
      a: 'SEMAGLUTID',
      b: 'LEVOTYROXIN',
      code: 'B3',
      texts: [
        'Semaglutid i tablettform kan öka upptaget av levotyroxin.',
        'Kontrollera TSH några månader efter att semaglutidtabletter satts in eller satts ut. Injektioner med semaglutid påverkar inte upptaget.',
        'Tabletten innehåller ett ämne som underlättar upptaget i magsäcken, och det kan öka upptaget även av levotyroxin som tas samtidigt.',
        'I en studie på friska försökspersoner ökade exponeringen för levotyroxin med ungefär en tredjedel.',
      ],
    },
  ],
};
