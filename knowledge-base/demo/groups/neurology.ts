// The neurology drug group of the demo knowledge base (format: group-types.ts). Demo data written by
// the Medkompass team from general pharmacological knowledge; not for clinical use.
//
// Substances, in the same order in every section: antiepileptics (fenytoin, levetiracetam,
// topiramat, oxkarbazepin, lakosamid, fenobarbital), triptans (sumatriptan, rizatriptan,
// zolmitriptan), opioids and antidote (metadon, ketobemidon, tapentadol, hydromorfon, naloxon),
// NSAID (ketoprofen, etorikoxib, meloxikam), muscle relaxants (baklofen, tizanidin), drugs for
// Parkinson's disease (levodopa, karbidopa, pramipexol, ropinirol) and for dementia (donepezil,
// galantamin, memantin, rivastigmin), and amantadin.

import type { DrugGroup, GroupInteraction } from './group-types.ts';

const NARCOTIC_II = 'Narkotikaklassat läkemedel (förteckning II).';
const NARCOTIC_IV = 'Narkotikaklassat läkemedel (förteckning IV).';

const NO_HUMAN_DATA = 'Uppgifter om passage till bröstmjölk hos människa saknas.';

const NSAID_PREGNANCY =
  'Kan övervägas för kortvarig behandling fram till graviditetsvecka 20. Undvik därefter om det inte finns särskilda skäl, och använd inte alls under tredje trimestern, eftersom fostrets njurfunktion kan påverkas och ductus arteriosus kan slutas för tidigt.';
const NSAID_PREGNANCY_BACKGROUND =
  'Fostret behöver prostaglandiner för njurfunktionen och för att ductus arteriosus ska hållas öppen. Studier av användning tidigt i graviditeten ger ingen entydig bild av risken för missbildningar. Klassificeringen avser den mest känsliga perioden, tredje trimestern.';
const OPIOID_PREGNANCY =
  'Ingen säkert ökad risk för missbildningar. Regelbunden användning sent i graviditeten kan ge abstinens hos den nyfödda, och doser strax före förlossningen kan ge andningspåverkan hos barnet.';
const DEMENTIA_PREGNANCY =
  'Erfarenhet saknas. Behandling under graviditet blir sällan aktuell; använd endast om nyttan klart överväger.';

const NSAID_RENAL_BACKGROUND =
  'NSAID hämmar bildningen av prostaglandiner, som behövs för att upprätthålla genomblödningen i njurarna när den är hotad. Vid nedsatt njurfunktion, hjärtsvikt, uttorkning eller samtidig behandling med ACE-hämmare, angiotensinreceptorblockerare eller diuretika kan det leda till akut njursvikt.';

const SAME_GENUS = 'Inga kända skillnader av klinisk betydelse mellan kvinnor och män.';
const TOO_LITTLE_GENUS = 'Underlaget är för litet för att bedöma skillnader mellan könen.';

/** Alcohol together with a drug that depresses the central nervous system. */
function alcohol(key: string, name: string, background: string): GroupInteraction {
  return {
    a: 'ALKOHOL',
    b: key,
    code: 'C3',
    texts: [
      'Förstärkt trötthet och sämre reaktionsförmåga. Vid större mängder alkohol finns risk för andningsdepression, medvetslöshet och fall.',
      'Avråd från alkohol under behandlingen. Informera om risken vid bilkörning och annat som kräver full uppmärksamhet.',
      `Alkohol och ${name} dämpar båda centrala nervsystemet, och effekterna förstärker varandra.`,
      background,
    ],
  };
}

/** Naltrexone (psychiatry) with an opioid of this group; the same texts as psychiatry's pairs. */
function naltrexone(opioid: string, name: string, extraMechanism = ''): GroupInteraction {
  return {
    a: 'NALTREXON',
    b: opioid,
    code: 'D3',
    texts: [
      `Naltrexon blockerar effekten av ${name}. Hos en patient som regelbundet använder opioider kan naltrexon utlösa kraftiga abstinenssymtom.`,
      'Undvik kombinationen. Naltrexon ska sättas in först när patienten har varit fri från opioider i 7–10 dagar. Behövs smärtlindring under behandlingen: välj i första hand läkemedel utan opioideffekt. Höga opioiddoser för att bryta blockaden ger risk för andningsdepression och får bara ges under övervakning.',
      `Naltrexon är en opioidantagonist som binder hårt till opioidreceptorerna och tränger undan ${name}.${extraMechanism}`,
      'Den motverkande effekten följer av verkningsmekanismen och är väl dokumenterad i kliniska studier.',
    ],
  };
}

/** A strong enzyme inducer of this group lowering dronedarone (as carbamazepine's pair). */
function dronedaroneInducer(inducer: string, name: string): GroupInteraction {
  return {
    a: 'DRONEDARON',
    b: inducer,
    code: 'D1',
    texts: [
      'Koncentrationen av dronedaron sjunker kraftigt, med risk för utebliven effekt mot förmaksflimmer.',
      'Undvik kombinationen. Välj en annan rytmbehandling eller ett annat antiepileptikum.',
      `${name.charAt(0).toUpperCase()}${name.slice(1)} ökar bildningen av CYP3A4, som bryter ned dronedaron.`,
      'Baserat på en studie med en annan stark enzyminducerare, där koncentrationen av dronedaron minskade med ungefär 80 procent.',
    ],
  };
}

/** A strong enzyme inducer of this group lowering eplerenone (as carbamazepine's pair). */
function eplerenoneInducer(inducer: string, name: string): GroupInteraction {
  return {
    a: 'EPLERENON',
    b: inducer,
    code: 'D1',
    texts: [
      'Koncentrationen av eplerenon sjunker kraftigt, med risk för utebliven effekt.',
      'Undvik kombinationen. Spironolakton är ett alternativ.',
      `${name.charAt(0).toUpperCase()}${name.slice(1)} ökar bildningen av CYP3A4 och påskyndar därmed nedbrytningen av eplerenon.`,
      'Baserat på en studie med en annan stark enzyminducerare, där koncentrationen av eplerenon minskade med omkring 90 procent.',
    ],
  };
}

export const NEUROLOGY: DrugGroup = {
  name: 'neurology',
  productNumbers: [1400, 1599],
  substances: [
    {
      key: 'FENYTOIN',
      sv: 'fenytoin',
      en: 'phenytoin',
      atc: 'N03AB02',
      children: [{ key: 'FENYTOINNATRIUM', sv: 'fenytoinnatrium', en: 'phenytoin sodium' }],
    },
    { key: 'LEVETIRACETAM', sv: 'levetiracetam', en: 'levetiracetam', atc: 'N03AX14' },
    { key: 'TOPIRAMAT', sv: 'topiramat', en: 'topiramate', atc: 'N03AX11' },
    { key: 'OXKARBAZEPIN', sv: 'oxkarbazepin', en: 'oxcarbazepine', atc: 'N03AF02' },
    { key: 'LAKOSAMID', sv: 'lakosamid', en: 'lacosamide', atc: 'N03AX18' },
    {
      key: 'FENOBARBITAL',
      sv: 'fenobarbital',
      en: 'phenobarbital',
      atc: 'N03AA02',
      legalAdvice: NARCOTIC_IV,
    },
    { key: 'SUMATRIPTAN', sv: 'sumatriptan', en: 'sumatriptan', atc: 'N02CC01' },
    { key: 'RIZATRIPTAN', sv: 'rizatriptan', en: 'rizatriptan', atc: 'N02CC04' },
    { key: 'ZOLMITRIPTAN', sv: 'zolmitriptan', en: 'zolmitriptan', atc: 'N02CC03' },
    { key: 'METADON', sv: 'metadon', en: 'methadone', atc: 'N07BC02', legalAdvice: NARCOTIC_II },
    {
      key: 'KETOBEMIDON',
      sv: 'ketobemidon',
      en: 'ketobemidone',
      atc: 'N02AB01 N02AG02',
      legalAdvice: NARCOTIC_II,
    },
    {
      key: 'TAPENTADOL',
      sv: 'tapentadol',
      en: 'tapentadol',
      atc: 'N02AX06',
      legalAdvice: NARCOTIC_II,
    },
    {
      key: 'HYDROMORFON',
      sv: 'hydromorfon',
      en: 'hydromorphone',
      atc: 'N02AA03',
      legalAdvice: NARCOTIC_II,
    },
    { key: 'NALOXON', sv: 'naloxon', en: 'naloxone', atc: 'V03AB15' },
    { key: 'KETOPROFEN', sv: 'ketoprofen', en: 'ketoprofen', atc: 'M01AE03' },
    { key: 'ETORIKOXIB', sv: 'etorikoxib', en: 'etoricoxib', atc: 'M01AH05' },
    { key: 'MELOXIKAM', sv: 'meloxikam', en: 'meloxicam', atc: 'M01AC06' },
    { key: 'BAKLOFEN', sv: 'baklofen', en: 'baclofen', atc: 'M03BX01' },
    { key: 'TIZANIDIN', sv: 'tizanidin', en: 'tizanidine', atc: 'M03BX02' },
    { key: 'LEVODOPA', sv: 'levodopa', en: 'levodopa', atc: 'N04BA01 N04BA02' },
    { key: 'KARBIDOPA', sv: 'karbidopa', en: 'carbidopa', atc: 'N04BA02' },
    { key: 'PRAMIPEXOL', sv: 'pramipexol', en: 'pramipexole', atc: 'N04BC05' },
    { key: 'ROPINIROL', sv: 'ropinirol', en: 'ropinirole', atc: 'N04BC04' },
    { key: 'DONEPEZIL', sv: 'donepezil', en: 'donepezil', atc: 'N06DA02' },
    { key: 'GALANTAMIN', sv: 'galantamin', en: 'galantamine', atc: 'N06DA04' },
    { key: 'MEMANTIN', sv: 'memantin', en: 'memantine', atc: 'N06DX01' },
    { key: 'RIVASTIGMIN', sv: 'rivastigmin', en: 'rivastigmine', atc: 'N06DA03' },
    { key: 'AMANTADIN', sv: 'amantadin', en: 'amantadine', atc: 'N04BB01' },
  ],
  products: [
    // Antiepileptics.
    [1400, 'Lehydan', '100 mg', 'Tablett', 'N03AB02', 'FENYTOIN'],
    [1401, 'Fenytoin Pro.Medica', '50 mg/ml', 'Injektionsvätska', 'N03AB02', 'FENYTOINNATRIUM'],
    [1402, 'Keppra', '500 mg', 'Filmdragerad tablett', 'N03AX14', 'LEVETIRACETAM'],
    [1403, 'Keppra', '100 mg/ml', 'Oral lösning', 'N03AX14', 'LEVETIRACETAM'],
    [1404, 'Keppra', '100 mg/ml', 'Koncentrat till infusionsvätska', 'N03AX14', 'LEVETIRACETAM'],
    [1405, 'Levetiracetam Sandoz', '1000 mg', 'Filmdragerad tablett', 'N03AX14', 'LEVETIRACETAM'],
    [1406, 'Topimax', '50 mg', 'Filmdragerad tablett', 'N03AX11', 'TOPIRAMAT'],
    [1407, 'Topimax', '25 mg', 'Kapsel', 'N03AX11', 'TOPIRAMAT'],
    [1408, 'Topiramat Actavis', '100 mg', 'Filmdragerad tablett', 'N03AX11', 'TOPIRAMAT'],
    [1409, 'Trileptal', '300 mg', 'Filmdragerad tablett', 'N03AF02', 'OXKARBAZEPIN'],
    [1410, 'Trileptal', '600 mg', 'Filmdragerad tablett', 'N03AF02', 'OXKARBAZEPIN'],
    [1411, 'Trileptal', '60 mg/ml', 'Oral suspension', 'N03AF02', 'OXKARBAZEPIN'],
    [1412, 'Vimpat', '100 mg', 'Filmdragerad tablett', 'N03AX18', 'LAKOSAMID'],
    [1413, 'Vimpat', '10 mg/ml', 'Infusionsvätska', 'N03AX18', 'LAKOSAMID'],
    [1414, 'Lacosamide Accord', '200 mg', 'Filmdragerad tablett', 'N03AX18', 'LAKOSAMID'],
    [1415, 'Fenemal', '100 mg', 'Tablett', 'N03AA02', 'FENOBARBITAL'],
    [1416, 'Fenemal', '15 mg', 'Tablett', 'N03AA02', 'FENOBARBITAL'],
    // Triptans.
    [1417, 'Imigran', '50 mg', 'Filmdragerad tablett', 'N02CC01', 'SUMATRIPTAN'],
    [1418, 'Imigran', '6 mg/0,5 ml', 'Injektionsvätska', 'N02CC01', 'SUMATRIPTAN'],
    [1419, 'Sumatriptan Teva', '100 mg', 'Filmdragerad tablett', 'N02CC01', 'SUMATRIPTAN'],
    [1420, 'Maxalt', '10 mg', 'Tablett', 'N02CC04', 'RIZATRIPTAN'],
    [1421, 'Maxalt Rapitab', '10 mg', 'Munsönderfallande tablett', 'N02CC04', 'RIZATRIPTAN'],
    [1422, 'Rizatriptan Teva', '10 mg', 'Munsönderfallande tablett', 'N02CC04', 'RIZATRIPTAN'],
    [1423, 'Zomig', '2,5 mg', 'Filmdragerad tablett', 'N02CC03', 'ZOLMITRIPTAN'],
    [1424, 'Zomig Rapimelt', '5 mg', 'Munsönderfallande tablett', 'N02CC03', 'ZOLMITRIPTAN'],
    // Opioids and antidote.
    [1425, 'Metadon Abcur', '5 mg', 'Tablett', 'N07BC02', 'METADON'],
    [1426, 'Metadon Abcur', '20 mg', 'Tablett', 'N07BC02', 'METADON'],
    [1427, 'Metadon Evolan', '1 mg/ml', 'Oral lösning', 'N07BC02', 'METADON'],
    [1428, 'Ketogan Novum', '5 mg/25 mg', 'Tablett', 'N02AG02', 'KETOBEMIDON'],
    [1429, 'Ketogan Novum', '5 mg/25 mg per ml', 'Injektionsvätska', 'N02AG02', 'KETOBEMIDON'],
    [1430, 'Palexia', '50 mg', 'Filmdragerad tablett', 'N02AX06', 'TAPENTADOL'],
    [1431, 'Palexia Depot', '100 mg', 'Depottablett', 'N02AX06', 'TAPENTADOL'],
    [1432, 'Palexia', '20 mg/ml', 'Oral lösning', 'N02AX06', 'TAPENTADOL'],
    [1433, 'Palladon', '2,6 mg', 'Kapsel', 'N02AA03', 'HYDROMORFON'],
    [1434, 'Palladon Depot', '8 mg', 'Depotkapsel', 'N02AA03', 'HYDROMORFON'],
    [1435, 'Palladon', '10 mg/ml', 'Injektionsvätska', 'N02AA03', 'HYDROMORFON'],
    [1436, 'Naloxon B. Braun', '0,4 mg/ml', 'Injektionsvätska', 'V03AB15', 'NALOXON'],
    [1437, 'Targiniq', '10 mg/5 mg', 'Depottablett', 'N02AA55', 'OXIKODON+NALOXON'],
    // NSAID.
    [1438, 'Orudis Retard', '100 mg', 'Depotkapsel', 'M01AE03', 'KETOPROFEN'],
    [1439, 'Orudis Retard', '200 mg', 'Depotkapsel', 'M01AE03', 'KETOPROFEN'],
    [1440, 'Arcoxia', '60 mg', 'Filmdragerad tablett', 'M01AH05', 'ETORIKOXIB'],
    [1441, 'Arcoxia', '90 mg', 'Filmdragerad tablett', 'M01AH05', 'ETORIKOXIB'],
    [1442, 'Etoricoxib Krka', '90 mg', 'Filmdragerad tablett', 'M01AH05', 'ETORIKOXIB'],
    [1443, 'Mobic', '15 mg', 'Tablett', 'M01AC06', 'MELOXIKAM'],
    [1444, 'Meloxicam Sandoz', '7,5 mg', 'Tablett', 'M01AC06', 'MELOXIKAM'],
    // Muscle relaxants.
    [1445, 'Lioresal', '10 mg', 'Tablett', 'M03BX01', 'BAKLOFEN'],
    [1446, 'Baklofen Mylan', '25 mg', 'Tablett', 'M03BX01', 'BAKLOFEN'],
    [1447, 'Lioresal Intratekal', '2 mg/ml', 'Injektionsvätska', 'M03BX01', 'BAKLOFEN'],
    [1448, 'Sirdalud', '2 mg', 'Tablett', 'M03BX02', 'TIZANIDIN'],
    [1449, 'Sirdalud', '4 mg', 'Tablett', 'M03BX02', 'TIZANIDIN'],
    [1450, 'Tizanidin Teva', '4 mg', 'Tablett', 'M03BX02', 'TIZANIDIN'],
    // Drugs for Parkinson's disease.
    [1451, 'Sinemet', '100 mg/25 mg', 'Tablett', 'N04BA02', 'LEVODOPA+KARBIDOPA'],
    [1452, 'Sinemet Depot Mite', '100 mg/25 mg', 'Depottablett', 'N04BA02', 'LEVODOPA+KARBIDOPA'],
    [1453, 'Sinemet Depot', '200 mg/50 mg', 'Depottablett', 'N04BA02', 'LEVODOPA+KARBIDOPA'],
    [1454, 'Sifrol', '0,18 mg', 'Tablett', 'N04BC05', 'PRAMIPEXOL'],
    [1455, 'Sifrol Depot', '0,52 mg', 'Depottablett', 'N04BC05', 'PRAMIPEXOL'],
    [1456, 'Pramipexol Orion', '0,7 mg', 'Tablett', 'N04BC05', 'PRAMIPEXOL'],
    [1457, 'Requip', '1 mg', 'Filmdragerad tablett', 'N04BC04', 'ROPINIROL'],
    [1458, 'Requip Depot', '4 mg', 'Depottablett', 'N04BC04', 'ROPINIROL'],
    [1459, 'Ropinirol Sandoz', '8 mg', 'Depottablett', 'N04BC04', 'ROPINIROL'],
    // Drugs for dementia.
    [1460, 'Aricept', '5 mg', 'Filmdragerad tablett', 'N06DA02', 'DONEPEZIL'],
    [1461, 'Aricept', '10 mg', 'Filmdragerad tablett', 'N06DA02', 'DONEPEZIL'],
    [1462, 'Donepezil Krka', '10 mg', 'Munsönderfallande tablett', 'N06DA02', 'DONEPEZIL'],
    [1463, 'Reminyl', '8 mg', 'Depotkapsel', 'N06DA04', 'GALANTAMIN'],
    [1464, 'Reminyl', '16 mg', 'Depotkapsel', 'N06DA04', 'GALANTAMIN'],
    [1465, 'Galantamin Krka', '24 mg', 'Depotkapsel', 'N06DA04', 'GALANTAMIN'],
    [1466, 'Ebixa', '10 mg', 'Filmdragerad tablett', 'N06DX01', 'MEMANTIN'],
    [1467, 'Ebixa', '20 mg', 'Filmdragerad tablett', 'N06DX01', 'MEMANTIN'],
    [1468, 'Memantin Orion', '20 mg', 'Filmdragerad tablett', 'N06DX01', 'MEMANTIN'],
    [1469, 'Exelon', '4,6 mg/24 timmar', 'Depotplåster', 'N06DA03', 'RIVASTIGMIN'],
    [1470, 'Exelon', '9,5 mg/24 timmar', 'Depotplåster', 'N06DA03', 'RIVASTIGMIN'],
    [1471, 'Exelon', '3 mg', 'Kapsel', 'N06DA03', 'RIVASTIGMIN'],
    [1472, 'Rivastigmin Sandoz', '9,5 mg/24 timmar', 'Depotplåster', 'N06DA03', 'RIVASTIGMIN'],
    // Amantadin is available in Sweden on licence.
    [1473, 'PK-Merz', '100 mg', 'Filmdragerad tablett', 'N04BB01', 'AMANTADIN', 'LIC'],
    [1474, 'Amantadin-ratiopharm', '100 mg', 'Filmdragerad tablett', 'N04BB01', 'AMANTADIN', 'LIC'],
  ],
  classes: {
    NSAID: ['KETOPROFEN', 'ETORIKOXIB', 'MELOXIKAM'],
    CYP3A4_INDUCER: ['FENYTOIN', 'FENOBARBITAL'],
    ANTIEPILEPTIC_INDUCER: ['FENYTOIN', 'OXKARBAZEPIN', 'FENOBARBITAL'],
    QT: ['METADON', 'DONEPEZIL'],
    SEROTONERGIC: ['METADON', 'TAPENTADOL'],
    OPIOID: ['METADON', 'KETOBEMIDON', 'TAPENTADOL', 'HYDROMORFON'],
    SEDATIVE: ['FENOBARBITAL', 'BAKLOFEN'],
    TRIPTAN: ['SUMATRIPTAN', 'RIZATRIPTAN', 'ZOLMITRIPTAN'],
    CYP1A2_SUBSTRATE: ['TIZANIDIN'],
    DOPAMINERGIC: ['LEVODOPA', 'PRAMIPEXOL', 'ROPINIROL', 'AMANTADIN'],
    CHOLINESTERASE_INHIBITOR: ['DONEPEZIL', 'GALANTAMIN', 'RIVASTIGMIN'],
  },
  renal: [
    {
      key: 'FENYTOIN',
      title: 'Fenytoin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Fenytoin bryts ned i levern, men vid kraftigt nedsatt njurfunktion binds en mindre andel till albumin. Den fria, verksamma koncentrationen kan då vara hög trots att totalkoncentrationen ligger inom referensområdet.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering efter koncentration och effekt.'],
        [
          '0-29',
          'B',
          'Tolka totalkoncentrationen med försiktighet och mät fri koncentration om möjligt. Dosera efter effekt och tecken på förgiftning.',
        ],
      ],
    },
    {
      key: 'LEVETIRACETAM',
      title: 'Levetiracetam vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Levetiracetam utsöndras till största delen oförändrat via njurarna. Vid nedsatt njurfunktion förlängs halveringstiden, och risken för trötthet, yrsel och beteendepåverkan ökar.',
      recommendations: [
        [
          '60-89',
          'B',
          'Normal dosering vid eGFR 80 eller mer. Vid eGFR 60–79 högst 1 000 mg två gånger dagligen.',
        ],
        [
          '30-59',
          'C',
          'Vid eGFR 50–59 högst 1 000 mg två gånger dagligen, vid eGFR 30–49 högst 750 mg två gånger dagligen.',
        ],
        ['15-29', 'C', '250–500 mg två gånger dagligen.'],
        [
          '0-14',
          'C',
          '500–1 000 mg en gång dagligen. Vid hemodialys ges en extra dos på 250–500 mg efter varje behandling.',
        ],
      ],
    },
    {
      key: 'TOPIRAMAT',
      title: 'Topiramat vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Topiramat utsöndras till största delen oförändrat via njurarna och ansamlas när njurfunktionen sjunker. Topiramat ökar dessutom risken för njursten.',
      recommendations: [
        [
          '60-89',
          'B',
          'Normal dosering vid eGFR 70 eller mer. Vid eGFR 60–69 räcker ofta ungefär halva den vanliga underhållsdosen.',
        ],
        [
          '30-59',
          'C',
          'Ge ungefär halva den vanliga underhållsdosen och trappa upp långsammare än vanligt.',
        ],
        [
          '0-29',
          'C',
          'Halva den vanliga dosen och långsam upptrappning. Topiramat avlägsnas vid hemodialys; ge en extra dos efter behandlingen.',
        ],
      ],
    },
    {
      key: 'OXKARBAZEPIN',
      title: 'Oxkarbazepin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Den aktiva metaboliten av oxkarbazepin utsöndras via njurarna och ansamlas vid kraftigt nedsatt njurfunktion. Risken för lågt natrium är också större hos dessa patienter.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering. Kontrollera natrium.'],
        [
          '0-29',
          'C',
          'Starta med halva den vanliga startdosen, 300 mg per dygn, och öka dosen långsamt. Kontrollera natrium.',
        ],
      ],
    },
    {
      key: 'LAKOSAMID',
      title: 'Lakosamid vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Lakosamid utsöndras till stor del via njurarna, både oförändrat och som metabolit. Vid kraftigt nedsatt njurfunktion ökar koncentrationen och därmed risken för yrsel och förlängt PR-intervall.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering. Ge eventuell laddningsdos med försiktighet.'],
        ['15-29', 'C', 'Högst 250 mg per dygn. Öka dosen försiktigt.'],
        [
          '0-14',
          'C',
          'Högst 250 mg per dygn. Vid hemodialys ges upp till halva dygnsdosen som extra dos direkt efter behandlingen.',
        ],
      ],
    },
    {
      key: 'FENOBARBITAL',
      title: 'Fenobarbital vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'En fjärdedel av fenobarbital utsöndras oförändrad via njurarna, resten bryts ned i levern. Halveringstiden är redan normalt mycket lång och förlängs ytterligare vid kraftigt nedsatt njurfunktion.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering efter koncentration och effekt.'],
        ['15-29', 'B', 'Var uppmärksam på trötthet och ostadighet. Följ serumkoncentrationen.'],
        [
          '0-14',
          'C',
          'Sänk dosen och följ serumkoncentrationen. Fenobarbital avlägsnas delvis vid dialys.',
        ],
      ],
    },
    {
      key: 'METADON',
      title: 'Metadon vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Metadon bryts främst ned i levern, men en del utsöndras oförändrat via njurarna. Halveringstiden är lång och varierar mycket mellan individer, så en ansamling kan visa sig först efter flera dagar.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering med vanlig försiktig upptrappning.'],
        ['15-29', 'B', 'Starta med låg dos och öka långsamt. Följ trötthet och andning.'],
        [
          '0-14',
          'C',
          'Sänk dosen, till exempel till hälften, och öka mycket försiktigt. Metadon avlägsnas inte vid dialys.',
        ],
      ],
    },
    {
      key: 'KETOBEMIDON',
      title: 'Ketobemidon vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Ketobemidon bryts ned i levern och metaboliterna utsöndras via njurarna. Erfarenheten vid nedsatt njurfunktion är begränsad, och en ansamling kan inte uteslutas.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        ['30-59', 'B', 'Starta med lägre dos och följ trötthet och andning.'],
        [
          '0-29',
          'C',
          'Sänk dosen och förläng dosintervallet. Följ trötthet, förvirring och andning noga.',
        ],
      ],
    },
    {
      key: 'TAPENTADOL',
      title: 'Tapentadol vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Tapentadol glukuronideras i levern, och den inaktiva metaboliten utsöndras via njurarna. Vid kraftigt nedsatt njurfunktion ansamlas metaboliten, och effekt och säkerhet är inte studerade.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering.'],
        [
          '0-29',
          'D',
          'Rekommenderas inte. Välj en opioid med känd dosering vid kraftigt nedsatt njurfunktion.',
        ],
      ],
    },
    {
      key: 'HYDROMORFON',
      title: 'Hydromorfon vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Hydromorfon omvandlas i levern till en glukuronid som utsöndras via njurarna. Metaboliten ansamlas vid nedsatt njurfunktion och kan ge förvirring, muskelryckningar och i sällsynta fall kramper.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        ['30-59', 'B', 'Starta med ungefär halva den vanliga dosen och öka försiktigt.'],
        [
          '15-29',
          'C',
          'Starta med en fjärdedel till hälften av den vanliga dosen och förläng dosintervallet vid behov.',
        ],
        [
          '0-14',
          'C',
          'Endast låga doser med långt dosintervall. Följ trötthet, förvirring och muskelryckningar.',
        ],
      ],
    },
    {
      key: 'KETOPROFEN',
      title: 'Ketoprofen vid nedsatt njurfunktion',
      nephrotoxic: true,
      background: NSAID_RENAL_BACKGROUND,
      recommendations: [
        [
          '60-89',
          'B',
          'Kan användas kortvarigt i lägsta effektiva dos. Undvik vid uttorkning och var försiktig vid samtidig behandling med läkemedel som påverkar njurarnas genomblödning.',
        ],
        [
          '30-59',
          'C',
          'Undvik regelbunden användning. Vid kortvarig behandling: lägsta dos och kontroll av kreatinin och kalium inom en vecka.',
        ],
        ['0-29', 'D', 'Undvik. Välj paracetamol eller annan smärtlindring.'],
      ],
    },
    {
      key: 'ETORIKOXIB',
      title: 'Etorikoxib vid nedsatt njurfunktion',
      nephrotoxic: true,
      background: `${NSAID_RENAL_BACKGROUND} Selektiva COX-2-hämmare påverkar njurarna på samma sätt som andra NSAID.`,
      recommendations: [
        [
          '60-89',
          'B',
          'Kan användas kortvarigt i lägsta effektiva dos. Kontrollera blodtryck och kreatinin vid längre behandling.',
        ],
        [
          '30-59',
          'C',
          'Undvik regelbunden användning. Vid kortvarig behandling: lägsta dos och kontroll av kreatinin och kalium inom en vecka.',
        ],
        ['0-29', 'D', 'Ska inte användas.'],
      ],
    },
    {
      key: 'MELOXIKAM',
      title: 'Meloxikam vid nedsatt njurfunktion',
      nephrotoxic: true,
      background: `${NSAID_RENAL_BACKGROUND} Meloxikam har dessutom lång halveringstid.`,
      recommendations: [
        ['60-89', 'B', 'Kan användas kortvarigt i lägsta effektiva dos. Undvik vid uttorkning.'],
        [
          '30-59',
          'C',
          'Undvik regelbunden användning. Vid kortvarig behandling: högst 7,5 mg dagligen och kontroll av kreatinin och kalium inom en vecka.',
        ],
        [
          '0-29',
          'D',
          'Ska inte användas. Hos patienter i dialys kan högst 7,5 mg dagligen ges efter särskild bedömning.',
        ],
      ],
    },
    {
      key: 'BAKLOFEN',
      title: 'Baklofen vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Baklofen utsöndras till största delen oförändrat via njurarna. Vid nedsatt njurfunktion ansamlas det, och förgiftning med förvirring, uttalad trötthet och andningspåverkan har beskrivits redan vid låga doser. Intratekal behandling ger mycket låga halter i blodet.',
      recommendations: [
        ['60-89', 'B', 'Starta med 5 mg en till tre gånger dagligen och öka långsamt.'],
        [
          '30-59',
          'C',
          'Sänk dosen till ungefär en tredjedel eller hälften av den vanliga och öka mycket försiktigt. Följ vakenhet och förvirring.',
        ],
        [
          '0-29',
          'D',
          'Undvik peroral behandling. Om den är nödvändig: mycket låg dos, till exempel 5 mg dagligen, och noggrann uppföljning.',
        ],
      ],
    },
    {
      key: 'TIZANIDIN',
      title: 'Tizanidin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Tizanidin bryts ned i levern, men clearance minskar tydligt vid kraftigt nedsatt njurfunktion, med risk för trötthet och blodtrycksfall.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering.'],
        [
          '0-29',
          'C',
          'Starta med 2 mg en gång dagligen och öka långsamt. Höj hellre dosen än antalet doser per dygn.',
        ],
      ],
    },
    {
      key: 'PRAMIPEXOL',
      title: 'Pramipexol vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Pramipexol utsöndras till största delen oförändrat via njurarna. Vid nedsatt njurfunktion ökar risken för biverkningar som hallucinationer, blodtrycksfall och sömnattacker. Doserna nedan gäller Parkinsons sjukdom och anges som pramipexolbas.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        [
          '30-59',
          'C',
          'Vid eGFR under 50: tabletter två gånger dagligen i stället för tre, högst 1,57 mg per dygn. Depottabletter ges varannan dag vid start.',
        ],
        [
          '0-29',
          'C',
          'Tabletter en gång dagligen, högst 1,1 mg per dygn. Depottabletter rekommenderas inte.',
        ],
      ],
    },
    {
      key: 'ROPINIROL',
      title: 'Ropinirol vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Ropinirol bryts ned i levern, men clearance är minskad vid kraftigt nedsatt njurfunktion.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering.'],
        [
          '0-29',
          'C',
          'Starta med lägsta dos och öka försiktigt, högst 18 mg per dygn. Erfarenhet saknas hos patienter som inte går i dialys.',
        ],
      ],
    },
    {
      key: 'GALANTAMIN',
      title: 'Galantamin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Galantamin utsöndras delvis via njurarna, och koncentrationen stiger när njurfunktionen sjunker.',
      recommendations: [
        ['15-89', 'A', 'Normal dosering med vanlig långsam upptrappning.'],
        [
          '0-14',
          'C',
          'Ska inte användas vid eGFR under 9. Vid eGFR 9–14: försiktig upptrappning och uppföljning av puls och biverkningar.',
        ],
      ],
    },
    {
      key: 'MEMANTIN',
      title: 'Memantin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Memantin utsöndras till största delen oförändrat via njurarna och ansamlas vid nedsatt njurfunktion.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering, 20 mg en gång dagligen.'],
        [
          '30-59',
          'C',
          'Vid eGFR under 50: 10 mg dagligen. Tolereras dosen väl kan den höjas till 20 mg efter minst en vecka.',
        ],
        ['0-29', 'C', 'Högst 10 mg dagligen. Erfarenhet saknas vid eGFR under 5.'],
      ],
    },
    {
      key: 'AMANTADIN',
      title: 'Amantadin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Amantadin utsöndras nästan helt oförändrat via njurarna. Vid nedsatt njurfunktion ansamlas det, med risk för förvirring, hallucinationer, kramper och hjärtrytmrubbningar. Amantadin avlägsnas inte vid dialys.',
      recommendations: [
        [
          '60-89',
          'B',
          'Högst 200 mg per dygn. Välj 100 mg dagligen vid eGFR under 80 eller hos äldre.',
        ],
        ['30-59', 'C', '100 mg dagligen eller varannan dag.'],
        ['15-29', 'C', '100 mg var tredje dag. Följ förvirring och hallucinationer.'],
        ['0-14', 'D', 'Undvik. Förgiftning kan bli långvarig eftersom amantadin inte dialyseras.'],
      ],
    },
  ],
  lactation: [
    {
      key: 'FENYTOIN',
      level: 1,
      recommendation:
        'Kan användas. Var uppmärksam på om barnet blir ovanligt trött eller suger dåligt.',
      background:
        'Fenytoin går över i mjölken i låga halter, och biverkningar hos ammade barn är mycket sällsynta.',
    },
    {
      key: 'LEVETIRACETAM',
      level: 1,
      recommendation:
        'Kan användas. Följ barnet avseende trötthet och viktuppgång, särskilt under de första veckorna.',
      background:
        'Halten i mjölken liknar moderns, men barnets koncentration i blodet blir låg eftersom spädbarn utsöndrar levetiracetam effektivt. Biverkningar hos ammade barn rapporteras sällan.',
    },
    {
      key: 'TOPIRAMAT',
      level: 2,
      recommendation:
        'Kan användas med försiktighet. Följ barnet avseende trötthet, diarré och viktuppgång.',
      background:
        'Topiramat går över i mjölken i betydande mängd, och mätbara halter har setts hos ammade barn. Enstaka fall av diarré och trötthet har rapporterats.',
    },
    {
      key: 'OXKARBAZEPIN',
      level: 2,
      recommendation:
        'Kan användas med försiktighet. Följ barnet avseende trötthet och sugförmåga.',
      background:
        'Oxkarbazepin och dess aktiva metabolit går över i mjölken i låga halter. Erfarenheten är begränsad men har inte visat några tydliga problem hos ammade barn.',
    },
    {
      key: 'LAKOSAMID',
      level: null,
      recommendation:
        'Erfarenheten är för liten för en säker bedömning. Om behandlingen behövs kan amning övervägas; följ då barnet avseende trötthet.',
      background: 'Lakosamid går över i mjölken. Endast ett fåtal mätningar hos ammade barn finns.',
    },
    {
      key: 'FENOBARBITAL',
      level: 3,
      recommendation:
        'Bör undvikas. Om fenobarbital är nödvändigt och kvinnan vill amma: följ barnet noga avseende trötthet, sugförmåga och viktuppgång, och överväg att mäta koncentrationen hos barnet.',
      background:
        'Fenobarbital går över i mjölken och har mycket lång halveringstid hos nyfödda, så att det kan ansamlas hos barnet. Uttalad trötthet hos ammade barn har rapporterats.',
      publicRecommendation:
        'Använd inte fenobarbital när du ammar utan att först ha pratat med din läkare. Om du behöver läkemedlet behöver barnet följas noga.',
    },
    {
      key: 'SUMATRIPTAN',
      level: 1,
      recommendation: 'Kan användas. Något uppehåll med amningen behövs inte.',
      background:
        'Mängden som går över i mjölken är liten, och sumatriptan tas dessutom upp dåligt från barnets tarm.',
    },
    {
      key: 'RIZATRIPTAN',
      level: null,
      recommendation: 'Erfarenhet saknas. Välj i första hand sumatriptan under amning.',
      background: `${NO_HUMAN_DATA} I djurstudier går rizatriptan över i mjölken.`,
    },
    {
      key: 'ZOLMITRIPTAN',
      level: null,
      recommendation: 'Erfarenhet saknas. Välj i första hand sumatriptan under amning.',
      background: `${NO_HUMAN_DATA} I djurstudier går zolmitriptan över i mjölken.`,
    },
    {
      key: 'METADON',
      level: 2,
      recommendation:
        'Kan användas av kvinnor med stabil underhållsbehandling. Följ barnet avseende trötthet, andning och sugförmåga, och avsluta inte amningen tvärt.',
      background:
        'Barnet får via mjölken en låg dos metadon. Hos barn som exponerats under graviditeten kan amningen lindra abstinensen efter födseln.',
    },
    {
      key: 'KETOBEMIDON',
      level: null,
      recommendation:
        'Erfarenheten är för liten för en bedömning. Välj hellre en opioid med känd passage till mjölken; följ annars barnet avseende trötthet och andning.',
      background: NO_HUMAN_DATA,
    },
    {
      key: 'TAPENTADOL',
      level: null,
      recommendation: 'Erfarenhet saknas. Välj ett annat smärtstillande medel under amning.',
      background: `${NO_HUMAN_DATA} I djurstudier går tapentadol över i mjölken.`,
    },
    {
      key: 'HYDROMORFON',
      level: 2,
      recommendation:
        'Enstaka doser och kortvarig behandling i låg dos går bra. Undvik upprepade doser under längre tid och följ barnet avseende trötthet och andning.',
      background:
        'Hydromorfon går över i mjölken. Andningspåverkan hos ett ammat barn har beskrivits i en fallrapport.',
    },
    {
      key: 'NALOXON',
      level: 1,
      recommendation: 'Kan användas.',
      background:
        'Naloxon tas upp mycket dåligt från tarmen, så barnet får ingen betydande dos via mjölken.',
    },
    {
      key: 'KETOPROFEN',
      level: 2,
      recommendation: 'Kortvarig användning går troligen bra, men ibuprofen är att föredra.',
      background:
        'Halterna i mjölken är låga, men erfarenheten är begränsad. Enstaka fall av påverkan på njurar och magtarmkanal hos nyfödda har rapporterats.',
    },
    {
      key: 'ETORIKOXIB',
      level: null,
      recommendation: 'Erfarenhet saknas. Välj ibuprofen under amning.',
      background: `${NO_HUMAN_DATA} I djurstudier går etorikoxib över i mjölken.`,
    },
    {
      key: 'MELOXIKAM',
      level: null,
      recommendation:
        'Erfarenhet saknas. Välj ibuprofen, som har kort halveringstid och är väl dokumenterat.',
      background: `${NO_HUMAN_DATA} Meloxikam har lång halveringstid.`,
    },
    {
      key: 'BAKLOFEN',
      level: 2,
      recommendation: 'Kan användas med försiktighet. Följ barnet avseende trötthet och slapphet.',
      background:
        'Mätningar hos enstaka kvinnor visar låga halter i mjölken, men erfarenheten är begränsad. Intratekal behandling ger mycket låga halter i blodet och därmed i mjölken.',
    },
    {
      key: 'TIZANIDIN',
      level: null,
      recommendation: 'Erfarenhet saknas. Välj om möjligt ett annat läkemedel under amningen.',
      background: NO_HUMAN_DATA,
    },
    {
      key: 'LEVODOPA',
      level: 2,
      recommendation:
        'Kan användas när behandlingen behövs. Var uppmärksam på att mjölkproduktionen kan minska.',
      background:
        'Levodopa sänker halten av prolaktin och kan därigenom minska mjölkproduktionen. Små mängder går över i mjölken; biverkningar hos ammade barn har inte rapporterats.',
    },
    {
      key: 'KARBIDOPA',
      level: null,
      recommendation:
        'Erfarenhet saknas. Karbidopa ges alltid tillsammans med levodopa; se också bedömningen av levodopa.',
      background: NO_HUMAN_DATA,
    },
    {
      key: 'PRAMIPEXOL',
      level: 3,
      recommendation: 'Ska inte användas under amning.',
      background:
        'Pramipexol hämmar utsöndringen av prolaktin och därmed mjölkproduktionen. Uppgifter om passage till mjölken hos människa saknas.',
      publicRecommendation:
        'Använd inte pramipexol när du ammar. Läkemedlet kan minska mängden mjölk. Prata med din läkare om andra möjligheter.',
    },
    {
      key: 'ROPINIROL',
      level: 3,
      recommendation: 'Ska inte användas under amning.',
      background:
        'Ropinirol hämmar utsöndringen av prolaktin och därmed mjölkproduktionen. Uppgifter om passage till mjölken hos människa saknas.',
      publicRecommendation:
        'Använd inte ropinirol när du ammar. Läkemedlet kan minska mängden mjölk. Prata med din läkare om andra möjligheter.',
    },
    {
      key: 'DONEPEZIL',
      level: null,
      recommendation: 'Erfarenhet saknas. Amning rekommenderas inte under behandlingen.',
      background: NO_HUMAN_DATA,
    },
    {
      key: 'GALANTAMIN',
      level: null,
      recommendation: 'Erfarenhet saknas. Amning rekommenderas inte under behandlingen.',
      background: NO_HUMAN_DATA,
    },
    {
      key: 'MEMANTIN',
      level: null,
      recommendation: 'Erfarenhet saknas. Amning rekommenderas inte under behandlingen.',
      background: NO_HUMAN_DATA,
    },
    {
      key: 'RIVASTIGMIN',
      level: null,
      recommendation: 'Erfarenhet saknas. Amning rekommenderas inte under behandlingen.',
      background: NO_HUMAN_DATA,
    },
    {
      key: 'AMANTADIN',
      level: 3,
      recommendation: 'Ska inte användas under amning.',
      background:
        'Amantadin går över i mjölken och kan minska mjölkproduktionen. Biverkningar hos ammade barn har rapporterats.',
      publicRecommendation:
        'Använd inte amantadin när du ammar. Prata med din läkare om andra möjligheter.',
    },
  ],
  birthDefect: [
    {
      key: 'FENYTOIN',
      level: 3,
      assessment:
        'Ökad risk för missbildningar, bland annat läpp-käk-gomspalt, hjärtfel och avvikelser i ansikte och fingrar. Planera graviditeten tillsammans med specialist och ge folsyra.',
      background:
        'Risken är ungefär fördubblad jämfört med bakgrundsrisken enligt graviditetsregister. Som andra enzyminducerare kan fenytoin också ge K-vitaminbrist och blödningsrisk hos den nyfödda.',
    },
    {
      key: 'LEVETIRACETAM',
      level: 1,
      assessment:
        'Ett av förstahandsvalen bland antiepileptika under graviditet. Koncentrationen sjunker ofta under graviditeten; följ anfallskontrollen och överväg koncentrationsbestämning.',
      background:
        'Stora graviditetsregister har inte visat någon tydligt ökad risk för missbildningar eller för påverkan på barnets utveckling.',
    },
    {
      key: 'TOPIRAMAT',
      level: 3,
      assessment:
        'Ökad risk för missbildningar, särskilt läpp-käk-gomspalt, och för låg födelsevikt. Data talar också för ökad risk för påverkan på barnets neurologiska utveckling. Ska inte användas som migränprofylax under graviditet, och kvinnor som kan bli gravida behöver effektiv preventivmetod.',
      background: 'Riskerna är visade i graviditetsregister och stora observationsstudier.',
    },
    {
      key: 'OXKARBAZEPIN',
      level: 2,
      assessment:
        'Kan användas efter noggrant övervägande. Tillgängliga data talar inte för en kraftigt ökad risk, men underlaget är mindre än för lamotrigin och levetiracetam. Koncentrationen av den aktiva metaboliten kan sjunka under graviditeten.',
      background:
        'Graviditetsregister visar en andel missbildningar nära bakgrundsrisken, men antalet exponerade graviditeter är begränsat.',
    },
    {
      key: 'LAKOSAMID',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Använd endast om nyttan klart överväger.',
      background: 'Data från människa är begränsade.',
    },
    {
      key: 'FENOBARBITAL',
      level: 3,
      assessment:
        'Ökad risk för missbildningar, framför allt hjärtfel och läpp-käk-gomspalt. Regelbunden användning sent i graviditeten kan ge abstinens och K-vitaminbrist med blödningsrisk hos den nyfödda.',
      background: 'Risken är visad i flera graviditetsregister och ökar med dosen.',
    },
    {
      key: 'SUMATRIPTAN',
      level: 1,
      assessment:
        'Kan användas vid behov. Sumatriptan är den triptan som det finns mest erfarenhet av under graviditet.',
      background:
        'Stora register- och kohortstudier har inte visat någon ökad risk för missbildningar.',
    },
    {
      key: 'RIZATRIPTAN',
      level: null,
      assessment:
        'Erfarenheten är begränsad. Välj i första hand sumatriptan när en triptan behövs.',
      background: 'Data från människa är begränsade men har inte gett tecken på ökad risk.',
    },
    {
      key: 'ZOLMITRIPTAN',
      level: null,
      assessment:
        'Erfarenheten är begränsad. Välj i första hand sumatriptan när en triptan behövs.',
      background: 'Data från människa är begränsade men har inte gett tecken på ökad risk.',
    },
    {
      key: 'METADON',
      level: 2,
      assessment: `${OPIOID_PREGNANCY} En pågående underhållsbehandling ska inte avbrytas under graviditeten.`,
      background:
        'Lång erfarenhet från underhållsbehandling vid opioidberoende. Abstinens hos den nyfödda är vanligt och barnet behöver följas efter förlossningen.',
    },
    {
      key: 'KETOBEMIDON',
      level: 2,
      assessment: OPIOID_PREGNANCY,
      background: 'Begränsad erfarenhet.',
    },
    {
      key: 'TAPENTADOL',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Välj en opioid med större erfarenhet under graviditet.',
      background: 'Data från människa saknas i stort sett.',
    },
    {
      key: 'HYDROMORFON',
      level: 2,
      assessment: OPIOID_PREGNANCY,
      background: 'Måttlig erfarenhet.',
    },
    {
      key: 'NALOXON',
      level: 1,
      assessment:
        'Kan ges vid opioidförgiftning även under graviditet. Hos gravida med opioidberoende kan en snabb reversering utlösa abstinens hos både kvinnan och fostret; ge lägsta effektiva dos.',
      background:
        'Erfarenheten är begränsad men har inte gett tecken på fosterskador. Nyttan vid förgiftning överväger.',
    },
    {
      key: 'KETOPROFEN',
      level: 3,
      assessment: NSAID_PREGNANCY,
      background: NSAID_PREGNANCY_BACKGROUND,
    },
    {
      key: 'ETORIKOXIB',
      level: 3,
      assessment: NSAID_PREGNANCY,
      background: `${NSAID_PREGNANCY_BACKGROUND} Erfarenheten av etorikoxib är mindre än av äldre NSAID.`,
    },
    {
      key: 'MELOXIKAM',
      level: 3,
      assessment: NSAID_PREGNANCY,
      background: `${NSAID_PREGNANCY_BACKGROUND} Erfarenheten av meloxikam är mindre än av ibuprofen.`,
    },
    {
      key: 'BAKLOFEN',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Avbryt inte behandlingen tvärt; vid användning sent i graviditeten kan den nyfödda få utsättningssymtom.',
      background:
        'Data från människa är begränsade. Kramper hos nyfödda efter exponering under graviditeten finns beskrivna i fallrapporter.',
    },
    {
      key: 'TIZANIDIN',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Använd endast om nyttan klart överväger.',
      background: 'Data från människa saknas i stort sett.',
    },
    {
      key: 'LEVODOPA',
      level: null,
      assessment:
        'Erfarenheten är begränsad. Använd endast när behandlingen är nödvändig och efter bedömning av specialist.',
      background:
        'Fallserier har inte visat något tydligt mönster av missbildningar, men underlaget är litet.',
    },
    {
      key: 'KARBIDOPA',
      level: null,
      assessment:
        'Erfarenheten är begränsad. Karbidopa ges tillsammans med levodopa; se också bedömningen av levodopa.',
      background: 'Data från människa är begränsade.',
    },
    {
      key: 'PRAMIPEXOL',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Använd endast om nyttan klart överväger.',
      background: 'Data från människa är begränsade.',
    },
    {
      key: 'ROPINIROL',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Använd endast om nyttan klart överväger.',
      background: 'Data från människa är begränsade.',
    },
    {
      key: 'DONEPEZIL',
      level: null,
      assessment: DEMENTIA_PREGNANCY,
      background: 'Data från människa saknas.',
    },
    {
      key: 'GALANTAMIN',
      level: null,
      assessment: DEMENTIA_PREGNANCY,
      background: 'Data från människa saknas.',
    },
    {
      key: 'MEMANTIN',
      level: null,
      assessment: DEMENTIA_PREGNANCY,
      background: 'Data från människa saknas.',
    },
    {
      key: 'RIVASTIGMIN',
      level: null,
      assessment: DEMENTIA_PREGNANCY,
      background: 'Data från människa saknas.',
    },
    {
      key: 'AMANTADIN',
      level: 2,
      assessment:
        'Bör undvikas, särskilt under första trimestern. Använd endast om nyttan klart överväger.',
      background:
        'Fallrapporter har beskrivit hjärtmissbildningar efter exponering tidigt i graviditeten, och djurstudier har visat fosterskador vid höga doser.',
    },
  ],
  genus: [
    {
      key: 'FENYTOIN',
      level: 3,
      summary:
        'Fenytoin minskar effekten av hormonella preventivmedel och ökar risken för fosterskador. Ökad behåring och förändringar i tandköttet kan vara särskilt besvärande för kvinnor. Planera preventivmetod med kvinnor i fertil ålder.',
    },
    { key: 'LEVETIRACETAM', level: 1, summary: SAME_GENUS },
    {
      key: 'TOPIRAMAT',
      level: 4,
      summary:
        'Topiramat ska inte användas av kvinnor som kan bli gravida utan effektiv preventivmetod, på grund av risken för fosterskador. I doser över 200 mg per dygn kan effekten av p-piller med östrogen minska.',
    },
    {
      key: 'OXKARBAZEPIN',
      level: 3,
      summary:
        'Oxkarbazepin minskar effekten av hormonella preventivmedel. Planera preventivmetod med kvinnor i fertil ålder.',
    },
    { key: 'LAKOSAMID', level: null, summary: TOO_LITTLE_GENUS },
    {
      key: 'FENOBARBITAL',
      level: 3,
      summary:
        'Fenobarbital minskar effekten av hormonella preventivmedel och ökar risken för fosterskador. Planera preventivmetod med kvinnor i fertil ålder.',
    },
    {
      key: 'SUMATRIPTAN',
      level: 1,
      summary:
        'Migrän är vanligare hos kvinnor, men effekt och dosering skiljer sig inte av klinisk betydelse mellan könen.',
    },
    {
      key: 'RIZATRIPTAN',
      level: 1,
      summary:
        'Migrän är vanligare hos kvinnor, men effekt och dosering skiljer sig inte av klinisk betydelse mellan könen.',
    },
    {
      key: 'ZOLMITRIPTAN',
      level: 1,
      summary:
        'Migrän är vanligare hos kvinnor, men effekt och dosering skiljer sig inte av klinisk betydelse mellan könen.',
    },
    {
      key: 'METADON',
      level: 3,
      summary:
        'Kvinnor har större risk för QT-förlängning och torsade de pointes. Ta EKG före och under behandlingen, särskilt vid högre doser.',
    },
    { key: 'KETOBEMIDON', level: null, summary: TOO_LITTLE_GENUS },
    { key: 'TAPENTADOL', level: null, summary: TOO_LITTLE_GENUS },
    { key: 'HYDROMORFON', level: null, summary: TOO_LITTLE_GENUS },
    { key: 'NALOXON', level: 1, summary: SAME_GENUS },
    { key: 'KETOPROFEN', level: null, summary: TOO_LITTLE_GENUS },
    { key: 'ETORIKOXIB', level: 1, summary: SAME_GENUS },
    { key: 'MELOXIKAM', level: null, summary: TOO_LITTLE_GENUS },
    { key: 'BAKLOFEN', level: null, summary: TOO_LITTLE_GENUS },
    {
      key: 'TIZANIDIN',
      level: 3,
      summary:
        'P-piller med östrogen minskar nedbrytningen av tizanidin, vilket kan ge högre koncentration med trötthet och blodtrycksfall. Starta med låg dos hos kvinnor som använder kombinerade p-piller.',
    },
    {
      key: 'LEVODOPA',
      level: 3,
      summary:
        'Kvinnor får i genomsnitt högre koncentration av levodopa vid samma dos, delvis på grund av lägre kroppsvikt, och utvecklar oftare överrörlighet. Anpassa dosen efter kroppsvikt och effekt.',
    },
    { key: 'KARBIDOPA', level: null, summary: TOO_LITTLE_GENUS },
    {
      key: 'PRAMIPEXOL',
      level: 3,
      summary:
        'Impulskontrollstörningar, som spelberoende och hypersexualitet, är vanligare hos män. Informera patienten och närstående och fråga efter symtom vid varje uppföljning.',
    },
    {
      key: 'ROPINIROL',
      level: 3,
      summary:
        'Impulskontrollstörningar, som spelberoende och hypersexualitet, är vanligare hos män. Informera patienten och närstående och fråga efter symtom vid varje uppföljning.',
    },
    { key: 'DONEPEZIL', level: null, summary: TOO_LITTLE_GENUS },
    { key: 'GALANTAMIN', level: null, summary: TOO_LITTLE_GENUS },
    { key: 'MEMANTIN', level: null, summary: TOO_LITTLE_GENUS },
    {
      key: 'RIVASTIGMIN',
      level: 2,
      summary:
        'Patienter med låg kroppsvikt, oftare kvinnor, får oftare illamående och kräkningar, men doseringen styrs efter hur behandlingen tolereras.',
    },
    { key: 'AMANTADIN', level: null, summary: TOO_LITTLE_GENUS },
  ],
  gender: [
    {
      key: 'FENYTOIN',
      title: 'Phenytoin',
      summary:
        'Phenytoin reduces the effect of hormonal contraceptives and raises the risk of fetal harm. Increased body hair and gum changes may be particularly troublesome for women. Plan contraception with women of childbearing potential.',
      background:
        'Enzyme induction and the teratogenic risk are well documented; the cosmetic effects are common in long-term treatment.',
    },
    {
      key: 'TOPIRAMAT',
      title: 'Topiramate',
      summary:
        'Topiramate must not be used by women who can become pregnant unless they use effective contraception, because of the risk of fetal harm. At doses above 200 mg a day it may reduce the effect of oestrogen-containing pills.',
      background:
        'The fetal risks are shown in pregnancy registers and large observational studies; the effect on oestrogen is dose-dependent in pharmacokinetic studies.',
    },
    {
      key: 'METADON',
      title: 'Methadone',
      summary:
        'Women have a higher risk of QT prolongation and torsades de pointes. Take an ECG before and during treatment, particularly at higher doses.',
      background:
        'Female sex is an established risk factor for drug-induced torsades de pointes; methadone prolongs the QT interval in a dose-dependent way.',
    },
    {
      key: 'TIZANIDIN',
      title: 'Tizanidine',
      summary:
        'Oestrogen-containing pills slow the breakdown of tizanidine, which may give higher concentrations with drowsiness and low blood pressure. Start with a low dose in women on combined pills.',
      background:
        'Tizanidine is broken down by CYP1A2, which oestrogens inhibit; higher exposure in women on combined pills is shown in pharmacokinetic studies.',
    },
    {
      key: 'LEVODOPA',
      title: 'Levodopa',
      summary:
        'Women on average reach higher levodopa concentrations on the same dose, partly because of lower body weight, and more often develop dyskinesia. Adjust the dose to body weight and response.',
      background:
        'Shown in pharmacokinetic studies and in cohorts of patients with Parkinson’s disease.',
    },
    {
      key: 'PRAMIPEXOL',
      title: 'Pramipexole',
      summary:
        'Impulse control disorders such as pathological gambling and hypersexuality are more common in men. Inform the patient and relatives and ask about symptoms at every follow-up.',
      background:
        'Male sex is a consistent risk factor in cohort and cross-sectional studies of dopamine agonist treatment.',
    },
  ],
  riskValues: {
    FENYTOIN: { sedation: 1 },
    LEVETIRACETAM: { sedation: 1 },
    TOPIRAMAT: { sedation: 1 },
    OXKARBAZEPIN: { sedation: 2 },
    LAKOSAMID: { sedation: 1 },
    FENOBARBITAL: { sedation: 3 },
    SUMATRIPTAN: { serotonergic: 1 },
    RIZATRIPTAN: { serotonergic: 1 },
    ZOLMITRIPTAN: { serotonergic: 1 },
    METADON: {
      constipation: 3,
      sedation: 2,
      qtProlongation: 3,
      serotonergic: 1,
      orthostatism: 1,
    },
    KETOBEMIDON: { constipation: 3, sedation: 2, orthostatism: 1 },
    TAPENTADOL: { constipation: 2, sedation: 2, serotonergic: 1, seizure: 1 },
    HYDROMORFON: { constipation: 3, sedation: 2, orthostatism: 1 },
    KETOPROFEN: { bleeding: 2, renalToxicity: 2 },
    ETORIKOXIB: { bleeding: 1, renalToxicity: 2 },
    MELOXIKAM: { bleeding: 2, renalToxicity: 2 },
    BAKLOFEN: { sedation: 2 },
    TIZANIDIN: { sedation: 2, orthostatism: 2 },
    LEVODOPA: { orthostatism: 2, sedation: 1 },
    PRAMIPEXOL: { sedation: 2, orthostatism: 1 },
    ROPINIROL: { sedation: 2, orthostatism: 1 },
    DONEPEZIL: { qtProlongation: 1 },
    AMANTADIN: { anticholinergic: 1, orthostatism: 1, seizure: 1 },
  },
  sideEffects: {
    FENYTOIN:
      'c:Ostadighet; c:Dubbelseende; c:Tandköttsförändring; c:Hudutslag; u:Ökad behåring; r:Allvarlig hudreaktion; x:Benskörhet',
    LEVETIRACETAM:
      'vc:Trötthet; vc:Huvudvärk; c:Yrsel; c:Irritabilitet; c:Nedstämdhet; u:Aggressivitet; u:Trombocytopeni',
    TOPIRAMAT:
      'vc:Stickningar; vc:Trötthet; c:Viktnedgång; c:Koncentrationssvårigheter; c:Njursten; u:Metabol acidos; r:Akut glaukom',
    OXKARBAZEPIN:
      'vc:Yrsel; vc:Trötthet; vc:Illamående; c:Dubbelseende; c:Lågt natrium; c:Hudutslag; r:Allvarlig hudreaktion',
    LAKOSAMID:
      'vc:Yrsel; vc:Huvudvärk; vc:Dubbelseende; c:Illamående; c:Ostadighet; u:PR-förlängning; u:Hjärtrytmrubbning',
    FENOBARBITAL:
      'vc:Trötthet; c:Ostadighet; c:Minnesstörningar; c:Humörpåverkan; u:Hudutslag; x:Beroende; x:Benskörhet',
    SUMATRIPTAN:
      'c:Tryck över bröstet; c:Värmekänsla; c:Stickningar; c:Yrsel; c:Trötthet; c:Illamående',
    RIZATRIPTAN:
      'c:Yrsel; c:Trötthet; c:Muntorrhet; c:Illamående; c:Stickningar; c:Tryck över bröstet',
    ZOLMITRIPTAN:
      'c:Yrsel; c:Trötthet; c:Muntorrhet; c:Illamående; c:Stickningar; c:Tryck över bröstet; c:Värmekänsla',
    METADON:
      'vc:Förstoppning; vc:Illamående; c:Trötthet; c:Svettningar; x:QT-förlängning; r:Andningsdepression; x:Beroende',
    KETOBEMIDON:
      'vc:Förstoppning; vc:Illamående; c:Trötthet; c:Yrsel; c:Muntorrhet; u:Andningsdepression; x:Beroende',
    TAPENTADOL:
      'vc:Illamående; vc:Yrsel; vc:Trötthet; c:Förstoppning; c:Svettningar; r:Andningsdepression; x:Kramper; x:Serotonergt syndrom',
    HYDROMORFON:
      'vc:Förstoppning; vc:Illamående; c:Trötthet; c:Yrsel; c:Klåda; c:Förvirring; u:Andningsdepression',
    NALOXON: 'c:Illamående; c:Kräkningar; c:Hjärtklappning; c:Yrsel; x:Abstinensbesvär',
    KETOPROFEN:
      'c:Magbesvär; c:Illamående; c:Halsbränna; u:Huvudvärk; u:Magsår; r:Njurpåverkan; r:Blödning från magtarmkanalen',
    ETORIKOXIB:
      'c:Ödem; c:Högt blodtryck; c:Magbesvär; c:Yrsel; c:Förhöjda levervärden; u:Njurpåverkan; r:Magsår',
    MELOXIKAM: 'c:Magbesvär; c:Illamående; c:Diarré; c:Huvudvärk; u:Ödem; r:Magsår; r:Njurpåverkan',
    BAKLOFEN:
      'vc:Trötthet; c:Muskelsvaghet; c:Yrsel; c:Illamående; c:Förvirring; u:Andningsdepression; x:Abstinensbesvär',
    TIZANIDIN:
      'vc:Trötthet; vc:Muntorrhet; c:Yrsel; c:Lågt blodtryck; c:Muskelsvaghet; c:Förhöjda levervärden; u:Långsam puls',
    LEVODOPA:
      'vc:Illamående; vc:Rörelsestörningar; c:Yrsel vid uppresning; c:Hallucinationer; c:Förvirring; u:Plötsliga sömnattacker; x:Impulskontrollstörning',
    KARBIDOPA: 'vc:Illamående; c:Yrsel vid uppresning; c:Rörelsestörningar',
    PRAMIPEXOL:
      'vc:Illamående; vc:Yrsel; vc:Trötthet; vc:Rörelsestörningar; c:Hallucinationer; c:Ödem; c:Impulskontrollstörning; u:Plötsliga sömnattacker',
    ROPINIROL:
      'vc:Illamående; vc:Trötthet; c:Yrsel; c:Hallucinationer; c:Ödem; c:Yrsel vid uppresning; c:Impulskontrollstörning; u:Plötsliga sömnattacker',
    DONEPEZIL:
      'vc:Illamående; vc:Diarré; vc:Huvudvärk; c:Kräkningar; c:Sömnsvårigheter; c:Muskelkramp; u:Långsam puls; x:QT-förlängning',
    GALANTAMIN:
      'vc:Illamående; vc:Kräkningar; c:Aptitlöshet; c:Viktnedgång; c:Yrsel; c:Långsam puls; u:Svimning',
    MEMANTIN:
      'c:Yrsel; c:Huvudvärk; c:Förstoppning; c:Trötthet; c:Högt blodtryck; u:Förvirring; u:Hallucinationer',
    RIVASTIGMIN:
      'vc:Illamående; vc:Kräkningar; c:Aptitlöshet; c:Viktnedgång; c:Diarré; c:Hudreaktion vid plåstret; u:Långsam puls',
    AMANTADIN:
      'c:Nätformiga hudfläckar; c:Ödem; c:Muntorrhet; c:Sömnsvårigheter; c:Yrsel vid uppresning; u:Hallucinationer; u:Förvirring; r:Kramper',
  },
  interactions: [
    // Fenytoin: its breakdown via CYP2C9 and CYP2C19 is saturable, so inhibitors raise it steeply.
    {
      a: 'FENYTOIN',
      b: 'FLUKONAZOL',
      code: 'C3',
      texts: [
        'Koncentrationen av fenytoin kan stiga kraftigt, med risk för förgiftning: ostadighet, dubbelseende, sluddrigt tal och trötthet.',
        'Undvik kombinationen om möjligt. Behövs flukonazol: mät fenytoinkoncentrationen inom en vecka och sänk dosen vid behov. Även korta kurer kan ge effekt.',
        'Flukonazol hämmar CYP2C9 och CYP2C19, som bryter ned fenytoin. Eftersom nedbrytningen av fenytoin är mättningsbar kan en måttlig hämning ge en stor ökning av koncentrationen.',
        'Visat i studier på friska försökspersoner och i fallrapporter om fenytoinförgiftning.',
      ],
    },
    {
      a: 'FENYTOIN',
      b: 'AMIODARON',
      code: 'C3',
      texts: [
        'Koncentrationen av fenytoin stiger, med risk för förgiftning. Fenytoin kan samtidigt sänka koncentrationen av amiodaron.',
        'Mät fenytoinkoncentrationen efter 1–2 veckor och därefter upprepat under de första månaderna; fenytoindosen behöver ofta sänkas. Effekten kommer gradvis och kvarstår länge efter att amiodaron satts ut.',
        'Amiodaron hämmar CYP2C9, som bryter ned fenytoin. Fenytoin ökar bildningen av CYP3A4, som bryter ned amiodaron.',
        'Beskrivet i studier på patienter och i fallrapporter.',
      ],
    },
    {
      a: 'FENYTOIN',
      b: 'METRONIDAZOL',
      code: 'C2',
      texts: [
        'Koncentrationen av fenytoin kan stiga.',
        'Var uppmärksam på tecken på fenytoinförgiftning, som ostadighet och dubbelseende, och mät koncentrationen vid längre behandling. Kräm och vaginalgel ger låga halter i blodet.',
        'Metronidazol hämmar nedbrytningen av fenytoin, troligen via CYP2C9.',
        'Beskrivet i en mindre studie och i fallrapporter; effekten varierar mellan patienter.',
      ],
    },
    {
      a: 'FENYTOIN',
      b: 'SULFAMETOXAZOL',
      code: 'C2',
      texts: [
        'Koncentrationen av fenytoin kan stiga.',
        'Följ patienten avseende tecken på fenytoinförgiftning och mät koncentrationen vid behandling längre än några dagar.',
        'Sulfametoxazol hämmar CYP2C9 och kan tränga undan fenytoin från bindningen till plasmaproteiner.',
        'Förlängd halveringstid för fenytoin är visad i studier; förgiftning finns beskriven i fallrapporter.',
      ],
    },
    {
      a: 'FENYTOIN',
      b: 'VALPROINSYRA',
      code: 'C3',
      texts: [
        'Koncentrationerna av båda läkemedlen förändras på ett svårförutsägbart sätt. Valproat kan sjunka, och fritt fenytoin kan öka trots oförändrad eller sänkt totalkoncentration.',
        'Följ anfallskontroll och biverkningar noga vid in- och utsättning. Mät koncentrationen av båda läkemedlen; för fenytoin är den fria koncentrationen mer tillförlitlig än totalkoncentrationen.',
        'Valproat tränger undan fenytoin från albumin och hämmar dess nedbrytning. Fenytoin påskyndar nedbrytningen av valproat.',
        'Väl beskrivet i studier på patienter.',
      ],
    },
    {
      a: 'FENYTOIN',
      b: 'LAMOTRIGIN',
      code: 'C3',
      texts: [
        'Koncentrationen av lamotrigin sjunker ungefär till hälften, med risk för sämre anfallskontroll.',
        'Följ doseringsanvisningen för lamotrigin tillsammans med enzyminducerare, som ger högre doser. Sänk lamotrigindosen stegvis om fenytoin sätts ut.',
        'Fenytoin ökar bildningen av de enzymer (UGT) som kopplar lamotrigin till glukuronsyra inför utsöndringen.',
        'Visat i farmakokinetiska studier på patienter.',
      ],
    },
    {
      a: 'FENYTOIN',
      b: 'METADON',
      code: 'C3',
      texts: [
        'Koncentrationen av metadon sjunker, med risk för abstinens och sämre smärtlindring. När fenytoin sätts ut kan metadon i stället stiga.',
        'Följ abstinenssymtom och effekt under de första veckorna; metadondosen behöver ofta höjas. Sänk dosen stegvis om fenytoin sätts ut och följ då trötthet och andning.',
        'Fenytoin ökar bildningen av CYP3A4 och andra enzymer som bryter ned metadon.',
        'Visat i studier på patienter i underhållsbehandling och i fallrapporter.',
      ],
    },
    {
      a: 'FENYTOIN',
      b: 'OXIKODON',
      code: 'C2',
      texts: [
        'Den smärtlindrande effekten av oxikodon kan minska.',
        'Följ smärtlindringen och anpassa dosen. Om fenytoin sätts ut: sänk oxikodondosen och följ trötthet.',
        'Fenytoin ökar bildningen av CYP3A4, som bryter ned oxikodon.',
        'Effekten är visad för andra starka enzyminducerare; för fenytoin finns fallrapporter.',
      ],
    },
    {
      a: 'FENOBARBITAL',
      b: 'LAMOTRIGIN',
      code: 'C3',
      texts: [
        'Koncentrationen av lamotrigin sjunker ungefär till hälften, med risk för sämre anfallskontroll.',
        'Följ doseringsanvisningen för lamotrigin tillsammans med enzyminducerare, som ger högre doser. Sänk lamotrigindosen stegvis om fenobarbital sätts ut.',
        'Fenobarbital ökar bildningen av de enzymer (UGT) som kopplar lamotrigin till glukuronsyra inför utsöndringen.',
        'Visat i farmakokinetiska studier på patienter.',
      ],
    },
    {
      a: 'FENOBARBITAL',
      b: 'VALPROINSYRA',
      code: 'C3',
      texts: [
        'Koncentrationen av fenobarbital stiger, ofta tydligt, med risk för uttalad trötthet. Valproat kan samtidigt sjunka.',
        'Sänk dosen fenobarbital och mät koncentrationen efter 1–2 veckor. Följ vakenheten och kontrollera även valproatkoncentrationen.',
        'Valproat hämmar nedbrytningen av fenobarbital. Fenobarbital ökar bildningen av enzymer som bryter ned valproat.',
        'Väl beskrivet i studier på patienter.',
      ],
    },
    // Metadon: broken down mainly by CYP3A4 and CYP2B6.
    {
      a: 'KARBAMAZEPIN',
      b: 'METADON',
      code: 'C3',
      texts: [
        'Koncentrationen av metadon sjunker, med risk för abstinens och sämre smärtlindring. När karbamazepin sätts ut kan metadon i stället stiga.',
        'Följ abstinenssymtom och effekt under de första veckorna; metadondosen behöver ofta höjas. Sänk dosen stegvis om karbamazepin sätts ut och följ då trötthet och andning.',
        'Karbamazepin ökar bildningen av CYP3A4 och andra enzymer som bryter ned metadon.',
        'Visat i studier på patienter i underhållsbehandling och i fallrapporter.',
      ],
    },
    {
      a: 'METADON',
      b: 'JOHANNESORT',
      code: 'C3',
      texts: [
        'Koncentrationen av metadon kan sjunka, med risk för abstinens.',
        'Avråd från johannesört under behandlingen. Om johannesört redan används och sätts ut: följ trötthet och andning, eftersom metadonkoncentrationen då stiger.',
        'Johannesört ökar bildningen av CYP3A4 och P-glykoprotein, vilket påskyndar nedbrytningen av metadon.',
        'Visat i en studie på patienter i underhållsbehandling, där koncentrationen sjönk med ungefär hälften.',
      ],
    },
    {
      a: 'TOPIRAMAT',
      b: 'ETINYLESTRADIOL',
      code: 'C3',
      texts: [
        'Vid doser av topiramat över 200 mg per dygn kan effekten av p-piller med östrogen minska, med risk för oplanerad graviditet och mellanblödningar.',
        'Vid topiramatdoser över 200 mg per dygn: välj en preventivmetod som inte påverkas, till exempel kopparspiral eller hormonspiral. Vid lägre doser är effekten liten.',
        'Topiramat påskyndar i högre doser nedbrytningen av etinylestradiol.',
        'Visat i farmakokinetiska studier; effekten ökar med dosen av topiramat.',
      ],
    },
    {
      a: 'LEVODOPA',
      b: 'JARNSULFAT',
      code: 'C2',
      texts: [
        'Järn minskar upptaget av levodopa från tarmen, vilket kan försämra effekten.',
        'Ta levodopa minst två timmar före järntillskottet. Följ rörligheten när järn sätts in.',
        'Järn bildar komplex med levodopa i tarmen.',
        'Minskat upptag är visat i studier på friska försökspersoner och patienter.',
      ],
    },
    {
      a: 'ROPINIROL',
      b: 'CIPROFLOXACIN',
      code: 'C3',
      texts: [
        'Koncentrationen av ropinirol stiger, med risk för illamående, yrsel, blodtrycksfall och hallucinationer.',
        'Följ biverkningarna när ciprofloxacin sätts in eller ut och sänk ropiniroldosen vid behov. Ögondroppar påverkar inte ropinirol.',
        'Ciprofloxacin hämmar CYP1A2, det enzym som främst bryter ned ropinirol.',
        'Visat i en studie på patienter, där exponeringen för ropinirol ökade med ungefär 80 procent.',
      ],
    },
    {
      a: 'MEMANTIN',
      b: 'AMANTADIN',
      code: 'D1',
      texts: [
        'Ökad risk för centralnervösa biverkningar som förvirring, hallucinationer och psykos.',
        'Undvik kombinationen.',
        'Både memantin och amantadin blockerar NMDA-receptorer, och effekterna kan adderas.',
        'Bedömningen bygger på den gemensamma verkningsmekanismen och enstaka fallrapporter.',
      ],
    },
    alcohol(
      'METADON',
      'metadon',
      'Den additiva effekten är väl känd, och alkohol är en vanlig bidragande orsak vid dödsfall i metadonförgiftning.',
    ),
    alcohol(
      'HYDROMORFON',
      'hydromorfon',
      'Den additiva effekten är väl känd för opioider och visad i studier på friska försökspersoner.',
    ),
    alcohol(
      'KETOBEMIDON',
      'ketobemidon',
      'Den additiva effekten är väl känd för opioider och visad i studier på friska försökspersoner.',
    ),
    alcohol(
      'TAPENTADOL',
      'tapentadol',
      'Den additiva effekten är väl känd för opioider och visad i studier på friska försökspersoner.',
    ),
    alcohol(
      'FENOBARBITAL',
      'fenobarbital',
      'Den additiva effekten är väl känd kliniskt; kombinationen har bidragit till dödsfall vid förgiftning.',
    ),
    // Warfarin with the enzyme-inducing antiepileptics (as carbamazepine's pair).
    {
      a: 'FENYTOIN',
      b: 'WARFARIN',
      code: 'C2',
      texts: [
        'Effekten av warfarin kan först förstärkas och sedan, efter några veckor, minska. Koncentrationen av fenytoin kan också stiga.',
        'Kontrollera PK(INR) tätt under de första veckorna efter insättning, dosändring och utsättning av fenytoin, och följ fenytoinkoncentrationen.',
        'Fenytoin och warfarin bryts båda ned av CYP2C9 och konkurrerar om nedbrytningen. På sikt ökar fenytoin bildningen av de enzymer som bryter ned warfarin.',
        'Beskrivet i fallrapporter och mindre studier på patienter; förloppet varierar mellan patienter.',
      ],
    },
    {
      a: 'FENOBARBITAL',
      b: 'WARFARIN',
      code: 'C3',
      texts: [
        'Den antikoagulerande effekten av warfarin minskar, med risk för tromboembolism. När fenobarbital sätts ut kan PK(INR) i stället stiga.',
        'Kontrollera PK(INR) tätt under de första veckorna efter insättning och efter utsättning av fenobarbital. Warfarindosen behöver ofta höjas.',
        'Fenobarbital ökar bildningen av de enzymer i levern som bryter ned warfarin.',
        'Visat i farmakokinetiska studier och i studier på patienter. Effekten kommer gradvis och kvarstår några veckor efter utsättning.',
      ],
    },
    {
      a: 'DISULFIRAM',
      b: 'FENYTOIN',
      code: 'C3',
      texts: [
        'Koncentrationen av fenytoin stiger, ofta tydligt, med risk för förgiftning: ostadighet, dubbelseende, sluddrigt tal och trötthet.',
        'Undvik kombinationen om möjligt. Behövs den: mät fenytoinkoncentrationen före start och efter 1–2 veckor, sänk dosen vid behov och mät igen när disulfiram sätts ut.',
        'Disulfiram hämmar leverns nedbrytning av fenytoin. Eftersom nedbrytningen av fenytoin är mättningsbar kan koncentrationen öka kraftigt.',
        'Visat i studier på friska försökspersoner och patienter samt i fallrapporter om fenytoinförgiftning.',
      ],
    },
    // Dronedarone and eplerenone with the CYP3A4 inducers of this group (as carbamazepine's pairs).
    dronedaroneInducer('FENYTOIN', 'fenytoin'),
    dronedaroneInducer('FENOBARBITAL', 'fenobarbital'),
    eplerenoneInducer('FENYTOIN', 'fenytoin'),
    eplerenoneInducer('FENOBARBITAL', 'fenobarbital'),
    // Triptans broken down by MAO-A: moklobemid and propranolol.
    {
      a: 'MOKLOBEMID',
      b: 'SUMATRIPTAN',
      code: 'D3',
      texts: [
        'Koncentrationen av sumatriptan ökar kraftigt, med risk för fler biverkningar som tryck över bröstet, blodtrycksstegring och kärlkramp.',
        'Kombinera inte. Välj vid behov en triptan som inte bryts ned av MAO-A, till exempel eletriptan, eller ett annat migränläkemedel.',
        'Sumatriptan bryts främst ned av MAO-A, som moklobemid hämmar.',
        'Visat i en studie på friska försökspersoner, där exponeringen för sumatriptan mer än fördubblades.',
      ],
    },
    {
      a: 'MOKLOBEMID',
      b: 'RIZATRIPTAN',
      code: 'D3',
      texts: [
        'Koncentrationen av rizatriptan och dess aktiva metabolit ökar kraftigt, med risk för fler biverkningar som tryck över bröstet, blodtrycksstegring och kärlkramp.',
        'Kombinera inte. Välj vid behov en triptan som inte bryts ned av MAO-A, till exempel eletriptan, eller ett annat migränläkemedel.',
        'Rizatriptan bryts främst ned av MAO-A, som moklobemid hämmar.',
        'Visat i en studie på friska försökspersoner, där exponeringen för rizatriptan ungefär fördubblades och för den aktiva metaboliten ökade flerfaldigt.',
      ],
    },
    {
      a: 'MOKLOBEMID',
      b: 'ZOLMITRIPTAN',
      code: 'C3',
      texts: [
        'Koncentrationen av den aktiva metaboliten av zolmitriptan ökar, med risk för fler biverkningar.',
        'Ge högst 5 mg zolmitriptan per dygn vid samtidig behandling med moklobemid.',
        'Den aktiva metaboliten av zolmitriptan bryts ned av MAO-A, som moklobemid hämmar.',
        'Visat i en studie på friska försökspersoner, där exponeringen för den aktiva metaboliten ökade ungefär tre gånger.',
      ],
    },
    {
      a: 'RIZATRIPTAN',
      b: 'PROPRANOLOL',
      code: 'C3',
      texts: [
        'Koncentrationen av rizatriptan ökar med ungefär 70 procent, med risk för fler biverkningar.',
        'Ge 5 mg rizatriptan per tillfälle och högst två doser per dygn till patienter som behandlas med propranolol.',
        'Propranolol hämmar MAO-A, det enzym som bryter ned rizatriptan.',
        'Visat i en studie på friska försökspersoner.',
      ],
    },
    // Naltrexone with the opioids of this group (as with the other opioids, psychiatry.ts).
    naltrexone('METADON', 'metadon'),
    naltrexone('KETOBEMIDON', 'ketobemidon'),
    naltrexone(
      'TAPENTADOL',
      'tapentadol',
      ' Den del av effekten av tapentadol som går via hämning av noradrenalinåterupptaget påverkas inte.',
    ),
    naltrexone('HYDROMORFON', 'hydromorfon'),
  ],
};
