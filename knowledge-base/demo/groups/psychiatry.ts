// The psychiatry drug group of the demo knowledge base (format: group-types.ts). Demo data written by
// the Medkompass team from general pharmacological knowledge; not for clinical use.

import type { DrugGroup, GroupInteraction } from './group-types.ts';

const NARCOTIC_II = 'Narkotikaklassat läkemedel (förteckning II).';
const NARCOTIC_IV = 'Narkotikaklassat läkemedel (förteckning IV).';

const NO_MILK_DATA = 'Uppgifter om passage till bröstmjölk hos människa saknas.';

const BENZO_PREGNANCY =
  'Inga säkra tecken på ökad risk för missbildningar. Regelbunden användning under sista delen av graviditeten kan ge slapphet, andningspåverkan och abstinenssymtom hos den nyfödda.';

/** A pair: [a, b, code, consequence, recommendation, mechanism, background]. */
function pair(
  a: string,
  b: string,
  code: string,
  consequence: string,
  recommendation: string,
  mechanism: string,
  background: string,
): GroupInteraction {
  return { a, b, code, texts: [consequence, recommendation, mechanism, background] };
}

/** Alcohol together with a sedating drug of the group. */
function withAlcohol(key: string, name: string, code: string): GroupInteraction {
  return pair(
    key,
    'ALKOHOL',
    code,
    'Förstärkt trötthet och sämre reaktionsförmåga. Vid större mängder alkohol ökar risken för andningspåverkan, fall och minnesluckor.',
    'Avråd från alkohol under behandlingen. Informera om att förmågan att köra bil och sköta maskiner kan försämras.',
    `Alkohol och ${name} dämpar båda centrala nervsystemet, och effekterna förstärker varandra.`,
    'Den förstärkta effekten är visad i studier på friska försökspersoner och är välkänd kliniskt.',
  );
}

/** Naltrexone together with an opioid. */
function naltrexoneOpioid(opioid: string, name: string, extraMechanism = ''): GroupInteraction {
  return pair(
    'NALTREXON',
    opioid,
    'D3',
    `Naltrexon blockerar effekten av ${name}. Hos en patient som regelbundet använder opioider kan naltrexon utlösa kraftiga abstinenssymtom.`,
    'Undvik kombinationen. Naltrexon ska sättas in först när patienten har varit fri från opioider i 7–10 dagar. Behövs smärtlindring under behandlingen: välj i första hand läkemedel utan opioideffekt. Höga opioiddoser för att bryta blockaden ger risk för andningsdepression och får bara ges under övervakning.',
    `Naltrexon är en opioidantagonist som binder hårt till opioidreceptorerna och tränger undan ${name}.${extraMechanism}`,
    'Den motverkande effekten följer av verkningsmekanismen och är väl dokumenterad i kliniska studier.',
  );
}

/** A strong CYP2D6 inhibitor (fluoxetine, paroxetine, bupropion) and a drug broken down by CYP2D6. */
function cyp2d6(
  substrate: string,
  inhibitor: string,
  code: string,
  consequence: string,
  recommendation: string,
  substrateName: string,
  inhibitorName: string,
  background: string,
): GroupInteraction {
  const longActing =
    inhibitor === 'FLUOXETIN'
      ? ' Hämningen kvarstår flera veckor efter utsättning av fluoxetin, eftersom fluoxetin och dess metabolit har mycket lång halveringstid.'
      : '';
  return pair(
    substrate,
    inhibitor,
    code,
    consequence,
    recommendation,
    `${inhibitorName} hämmar kraftigt CYP2D6, som bryter ned ${substrateName}.${longActing}`,
    background,
  );
}

export const PSYCHIATRY: DrugGroup = {
  name: 'psychiatry',
  productNumbers: [1200, 1399],
  substances: [
    { key: 'FLUOXETIN', sv: 'fluoxetin', en: 'fluoxetine', atc: 'N06AB03' },
    { key: 'PAROXETIN', sv: 'paroxetin', en: 'paroxetine', atc: 'N06AB05' },
    { key: 'FLUVOXAMIN', sv: 'fluvoxamin', en: 'fluvoxamine', atc: 'N06AB08' },
    { key: 'DULOXETIN', sv: 'duloxetin', en: 'duloxetine', atc: 'N06AX21' },
    { key: 'VORTIOXETIN', sv: 'vortioxetin', en: 'vortioxetine', atc: 'N06AX26' },
    { key: 'BUPROPION', sv: 'bupropion', en: 'bupropion', atc: 'N06AX12' },
    { key: 'KLOMIPRAMIN', sv: 'klomipramin', en: 'clomipramine', atc: 'N06AA04' },
    { key: 'NORTRIPTYLIN', sv: 'nortriptylin', en: 'nortriptyline', atc: 'N06AA10' },
    { key: 'MOKLOBEMID', sv: 'moklobemid', en: 'moclobemide', atc: 'N06AG02' },
    { key: 'ARIPIPRAZOL', sv: 'aripiprazol', en: 'aripiprazole', atc: 'N05AX12' },
    { key: 'RISPERIDON', sv: 'risperidon', en: 'risperidone', atc: 'N05AX08' },
    { key: 'KLOZAPIN', sv: 'klozapin', en: 'clozapine', atc: 'N05AH02' },
    { key: 'LEVOMEPROMAZIN', sv: 'levomepromazin', en: 'levomepromazine', atc: 'N05AA02' },
    {
      key: 'PALIPERIDON',
      sv: 'paliperidon',
      en: 'paliperidone',
      atc: 'N05AX13',
      children: [
        { key: 'PALIPERIDONPALMITAT', sv: 'paliperidonpalmitat', en: 'paliperidone palmitate' },
      ],
    },
    {
      key: 'METYLFENIDAT',
      sv: 'metylfenidat',
      en: 'methylphenidate',
      atc: 'N06BA04',
      legalAdvice: NARCOTIC_II,
    },
    { key: 'ATOMOXETIN', sv: 'atomoxetin', en: 'atomoxetine', atc: 'N06BA09' },
    {
      key: 'LISDEXAMFETAMIN',
      sv: 'lisdexamfetamin',
      en: 'lisdexamfetamine',
      atc: 'N06BA12',
      children: [
        {
          key: 'LISDEXAMFETAMINDIMESYLAT',
          sv: 'lisdexamfetamindimesylat',
          en: 'lisdexamfetamine dimesylate',
        },
      ],
      legalAdvice: NARCOTIC_II,
    },
    { key: 'MELATONIN', sv: 'melatonin', en: 'melatonin', atc: 'N05CH01' },
    { key: 'PROPIOMAZIN', sv: 'propiomazin', en: 'propiomazine', atc: 'N05CM06' },
    { key: 'HYDROXIZIN', sv: 'hydroxizin', en: 'hydroxyzine', atc: 'N05BB01' },
    {
      key: 'ALPRAZOLAM',
      sv: 'alprazolam',
      en: 'alprazolam',
      atc: 'N05BA12',
      legalAdvice: NARCOTIC_IV,
    },
    {
      key: 'KLONAZEPAM',
      sv: 'klonazepam',
      en: 'clonazepam',
      atc: 'N03AE01',
      legalAdvice: NARCOTIC_IV,
    },
    {
      key: 'NITRAZEPAM',
      sv: 'nitrazepam',
      en: 'nitrazepam',
      atc: 'N05CD02',
      legalAdvice: NARCOTIC_IV,
    },
    { key: 'ZOLPIDEM', sv: 'zolpidem', en: 'zolpidem', atc: 'N05CF02', legalAdvice: NARCOTIC_IV },
    { key: 'BUSPIRON', sv: 'buspiron', en: 'buspirone', atc: 'N05BE01' },
    { key: 'NALTREXON', sv: 'naltrexon', en: 'naltrexone', atc: 'N07BB04' },
    { key: 'DISULFIRAM', sv: 'disulfiram', en: 'disulfiram', atc: 'N07BB01' },
    {
      key: 'AKAMPROSAT',
      sv: 'akamprosat',
      en: 'acamprosate',
      atc: 'N07BB03',
      children: [{ key: 'AKAMPROSATKALCIUM', sv: 'akamprosatkalcium', en: 'acamprosate calcium' }],
    },
  ],
  products: [
    // Fluoxetine.
    [1200, 'Fontex', '20 mg', 'Kapsel', 'N06AB03', 'FLUOXETIN'],
    [1201, 'Fluoxetin Actavis', '20 mg', 'Kapsel', 'N06AB03', 'FLUOXETIN'],
    [1202, 'Fontex', '4 mg/ml', 'Oral lösning', 'N06AB03', 'FLUOXETIN'],
    // Paroxetine.
    [1203, 'Seroxat', '20 mg', 'Filmdragerad tablett', 'N06AB05', 'PAROXETIN'],
    [1204, 'Paroxetin Orion', '20 mg', 'Filmdragerad tablett', 'N06AB05', 'PAROXETIN'],
    [1205, 'Seroxat', '2 mg/ml', 'Oral suspension', 'N06AB05', 'PAROXETIN'],
    // Fluvoxamine.
    [1206, 'Fevarin', '50 mg', 'Filmdragerad tablett', 'N06AB08', 'FLUVOXAMIN'],
    [1207, 'Fevarin', '100 mg', 'Filmdragerad tablett', 'N06AB08', 'FLUVOXAMIN'],
    // Duloxetine.
    [1208, 'Cymbalta', '30 mg', 'Enterokapsel', 'N06AX21', 'DULOXETIN'],
    [1209, 'Cymbalta', '60 mg', 'Enterokapsel', 'N06AX21', 'DULOXETIN'],
    [1210, 'Duloxetin Krka', '60 mg', 'Enterokapsel', 'N06AX21', 'DULOXETIN'],
    // Vortioxetine.
    [1211, 'Brintellix', '10 mg', 'Filmdragerad tablett', 'N06AX26', 'VORTIOXETIN'],
    [1212, 'Brintellix', '20 mg/ml', 'Orala droppar', 'N06AX26', 'VORTIOXETIN'],
    // Bupropion (and naltrexone–bupropion below, with naltrexone).
    [1213, 'Voxra', '150 mg', 'Depottablett', 'N06AX12', 'BUPROPION'],
    [1214, 'Voxra', '300 mg', 'Depottablett', 'N06AX12', 'BUPROPION'],
    // Clomipramine.
    [1215, 'Anafranil', '10 mg', 'Filmdragerad tablett', 'N06AA04', 'KLOMIPRAMIN'],
    [1216, 'Anafranil', '25 mg', 'Filmdragerad tablett', 'N06AA04', 'KLOMIPRAMIN'],
    [1217, 'Anafranil Retard', '75 mg', 'Depottablett', 'N06AA04', 'KLOMIPRAMIN'],
    // Nortriptyline.
    [1218, 'Sensaval', '10 mg', 'Tablett', 'N06AA10', 'NORTRIPTYLIN'],
    [1219, 'Sensaval', '25 mg', 'Tablett', 'N06AA10', 'NORTRIPTYLIN'],
    // Moclobemide.
    [1220, 'Aurorix', '150 mg', 'Filmdragerad tablett', 'N06AG02', 'MOKLOBEMID'],
    [1221, 'Aurorix', '300 mg', 'Filmdragerad tablett', 'N06AG02', 'MOKLOBEMID'],
    // Aripiprazole.
    [1222, 'Abilify', '10 mg', 'Tablett', 'N05AX12', 'ARIPIPRAZOL'],
    [1223, 'Aripiprazol Krka', '15 mg', 'Tablett', 'N05AX12', 'ARIPIPRAZOL'],
    [1224, 'Abilify Maintena', '400 mg', 'Pulver till injektionsvätska', 'N05AX12', 'ARIPIPRAZOL'],
    // Risperidone.
    [1225, 'Risperdal', '1 mg', 'Filmdragerad tablett', 'N05AX08', 'RISPERIDON'],
    [1226, 'Risperidon Krka', '2 mg', 'Filmdragerad tablett', 'N05AX08', 'RISPERIDON'],
    [1227, 'Risperdal', '1 mg/ml', 'Oral lösning', 'N05AX08', 'RISPERIDON'],
    [1228, 'Risperdal Consta', '25 mg', 'Pulver till injektionsvätska', 'N05AX08', 'RISPERIDON'],
    // Clozapine.
    [1229, 'Leponex', '25 mg', 'Tablett', 'N05AH02', 'KLOZAPIN'],
    [1230, 'Leponex', '100 mg', 'Tablett', 'N05AH02', 'KLOZAPIN'],
    // Levomepromazine.
    [1231, 'Nozinan', '5 mg', 'Filmdragerad tablett', 'N05AA02', 'LEVOMEPROMAZIN'],
    [1232, 'Nozinan', '25 mg', 'Filmdragerad tablett', 'N05AA02', 'LEVOMEPROMAZIN'],
    [1233, 'Nozinan', '25 mg/ml', 'Injektionsvätska', 'N05AA02', 'LEVOMEPROMAZIN'],
    // Paliperidone.
    [1234, 'Invega', '6 mg', 'Depottablett', 'N05AX13', 'PALIPERIDON'],
    [1235, 'Xeplion', '100 mg', 'Injektionsvätska', 'N05AX13', 'PALIPERIDONPALMITAT'],
    [1236, 'Trevicta', '350 mg', 'Injektionsvätska', 'N05AX13', 'PALIPERIDONPALMITAT'],
    // Methylphenidate.
    [1237, 'Concerta', '18 mg', 'Depottablett', 'N06BA04', 'METYLFENIDAT'],
    [1238, 'Concerta', '36 mg', 'Depottablett', 'N06BA04', 'METYLFENIDAT'],
    [1239, 'Ritalin', '10 mg', 'Tablett', 'N06BA04', 'METYLFENIDAT'],
    [1240, 'Medikinet', '20 mg', 'Depotkapsel', 'N06BA04', 'METYLFENIDAT'],
    // Atomoxetine.
    [1241, 'Strattera', '40 mg', 'Kapsel', 'N06BA09', 'ATOMOXETIN'],
    [1242, 'Atomoxetin Teva', '25 mg', 'Kapsel', 'N06BA09', 'ATOMOXETIN'],
    [1243, 'Strattera', '4 mg/ml', 'Oral lösning', 'N06BA09', 'ATOMOXETIN'],
    // Lisdexamfetamine.
    [1244, 'Elvanse', '30 mg', 'Kapsel', 'N06BA12', 'LISDEXAMFETAMINDIMESYLAT'],
    [1245, 'Elvanse Vuxen', '70 mg', 'Kapsel', 'N06BA12', 'LISDEXAMFETAMINDIMESYLAT'],
    // Melatonin.
    [1246, 'Circadin', '2 mg', 'Depottablett', 'N05CH01', 'MELATONIN'],
    [1247, 'Slenyto', '1 mg', 'Depottablett', 'N05CH01', 'MELATONIN'],
    [1248, 'Melatonin APL', '1 mg/ml', 'Oral lösning', 'N05CH01', 'MELATONIN', 'LIC'],
    // Propiomazine.
    [1249, 'Propavan', '25 mg', 'Tablett', 'N05CM06', 'PROPIOMAZIN'],
    // Hydroxyzine.
    [1250, 'Atarax', '10 mg', 'Filmdragerad tablett', 'N05BB01', 'HYDROXIZIN'],
    [1251, 'Atarax', '25 mg', 'Filmdragerad tablett', 'N05BB01', 'HYDROXIZIN'],
    // Alprazolam.
    [1252, 'Xanor', '0,5 mg', 'Tablett', 'N05BA12', 'ALPRAZOLAM'],
    [1253, 'Xanor', '1 mg', 'Tablett', 'N05BA12', 'ALPRAZOLAM'],
    [1254, 'Xanor Depot', '0,5 mg', 'Depottablett', 'N05BA12', 'ALPRAZOLAM'],
    // Clonazepam.
    [1255, 'Iktorivil', '0,5 mg', 'Tablett', 'N03AE01', 'KLONAZEPAM'],
    [1256, 'Iktorivil', '2 mg', 'Tablett', 'N03AE01', 'KLONAZEPAM'],
    [1257, 'Iktorivil', '2,5 mg/ml', 'Orala droppar', 'N03AE01', 'KLONAZEPAM'],
    // Nitrazepam.
    [1258, 'Mogadon', '5 mg', 'Tablett', 'N05CD02', 'NITRAZEPAM'],
    [1259, 'Apodorm', '5 mg', 'Tablett', 'N05CD02', 'NITRAZEPAM'],
    // Zolpidem.
    [1260, 'Stilnoct', '10 mg', 'Filmdragerad tablett', 'N05CF02', 'ZOLPIDEM'],
    [1261, 'Zolpidem Mylan', '5 mg', 'Filmdragerad tablett', 'N05CF02', 'ZOLPIDEM'],
    [1262, 'Edluar', '10 mg', 'Resoriblett', 'N05CF02', 'ZOLPIDEM'],
    // Buspirone.
    [1263, 'Buspar', '5 mg', 'Tablett', 'N05BE01', 'BUSPIRON'],
    [1264, 'Buspar', '10 mg', 'Tablett', 'N05BE01', 'BUSPIRON'],
    // Naltrexone.
    [1265, 'Naltrexon Accord', '50 mg', 'Filmdragerad tablett', 'N07BB04', 'NALTREXON'],
    [1266, 'Mysimba', '8 mg/90 mg', 'Depottablett', 'A08AA62', 'NALTREXON+BUPROPION'],
    // Disulfiram.
    [1267, 'Antabus', '200 mg', 'Brustablett', 'N07BB01', 'DISULFIRAM'],
    [1268, 'Antabus', '400 mg', 'Brustablett', 'N07BB01', 'DISULFIRAM'],
    // Acamprosate.
    [1269, 'Campral', '333 mg', 'Enterotablett', 'N07BB03', 'AKAMPROSATKALCIUM'],
  ],
  classes: {
    SSRI: ['FLUOXETIN', 'PAROXETIN', 'FLUVOXAMIN', 'DULOXETIN', 'VORTIOXETIN'],
    CYP2D6_INHIBITOR: ['FLUOXETIN', 'PAROXETIN', 'BUPROPION'],
    CYP1A2_INHIBITOR: ['FLUVOXAMIN'],
    CYP1A2_SUBSTRATE: ['DULOXETIN', 'KLOZAPIN'],
    SEROTONERGIC: ['KLOMIPRAMIN', 'BUSPIRON'],
    MAO_INHIBITOR: ['MOKLOBEMID'],
    ANTICHOLINERGIC: [
      'KLOMIPRAMIN',
      'NORTRIPTYLIN',
      'KLOZAPIN',
      'LEVOMEPROMAZIN',
      'PROPIOMAZIN',
      'HYDROXIZIN',
    ],
    DOPAMINE_ANTAGONIST: ['ARIPIPRAZOL', 'RISPERIDON', 'KLOZAPIN', 'LEVOMEPROMAZIN', 'PALIPERIDON'],
    STIMULANT: ['METYLFENIDAT', 'LISDEXAMFETAMIN'],
    QT: ['HYDROXIZIN'],
    SEDATIVE: ['ALPRAZOLAM', 'KLONAZEPAM', 'NITRAZEPAM', 'ZOLPIDEM'],
  },
  renal: [
    {
      key: 'PAROXETIN',
      title: 'Paroxetin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Paroxetin bryts ned i levern, men vid svårt nedsatt njurfunktion blir koncentrationen i blodet tydligt högre.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering.'],
        [
          '0-29',
          'C',
          'Håll dosen i den nedre delen av dosintervallet och öka försiktigt. Följ biverkningar som illamående och trötthet.',
        ],
      ],
    },
    {
      key: 'DULOXETIN',
      title: 'Duloxetin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Duloxetin bryts ned i levern, men vid svårt nedsatt njurfunktion ungefär fördubblas exponeringen, och metaboliterna ansamlas.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering.'],
        ['0-29', 'D', 'Ska inte användas. Välj ett annat antidepressivt läkemedel.'],
      ],
    },
    {
      key: 'BUPROPION',
      title: 'Bupropion vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Bupropion bryts ned i levern till aktiva metaboliter som utsöndras via njurarna och ansamlas vid nedsatt njurfunktion. Höga halter ökar risken för kramper.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        [
          '30-59',
          'C',
          'Högst 150 mg en gång dagligen. Följ biverkningar som sömnsvårigheter, oro och muntorrhet.',
        ],
        [
          '0-29',
          'C',
          'Högst 150 mg en gång dagligen; erfarenheten är begränsad. Var särskilt uppmärksam på tecken på överdosering och kramper.',
        ],
      ],
    },
    {
      key: 'RISPERIDON',
      title: 'Risperidon vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Risperidon och den aktiva metaboliten 9-hydroxirisperidon utsöndras till stor del via njurarna. Vid måttligt till svårt nedsatt njurfunktion minskar utsöndringen av den aktiva delen med mer än hälften.',
      recommendations: [
        ['60-89', 'B', 'Starta med låg dos och öka försiktigt.'],
        [
          '0-59',
          'C',
          'Halvera start- och underhållsdoserna. Starta till exempel med 0,5 mg två gånger dagligen och öka långsamt. Ge inte depotinjektion förrän tablettbehandling har visat sig fungera.',
        ],
      ],
    },
    {
      key: 'KLOZAPIN',
      title: 'Klozapin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Klozapin bryts ned i levern, och metaboliterna utsöndras via njurarna. Erfarenheten vid svårt nedsatt njurfunktion är mycket liten.',
      recommendations: [
        ['30-89', 'B', 'Starta med 12,5 mg en gång dagligen och trappa upp långsamt.'],
        ['0-29', 'D', 'Undvik. Välj ett annat antipsykotiskt läkemedel.'],
      ],
    },
    {
      key: 'PALIPERIDON',
      title: 'Paliperidon vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Paliperidon utsöndras till största delen oförändrat via njurarna, och exponeringen ökar när njurfunktionen försämras.',
      recommendations: [
        [
          '60-89',
          'C',
          'Vid eGFR under 80: depottabletter 3 mg en gång dagligen, högst 6 mg. Depotinjektion ges i lägre dos än normalt.',
        ],
        [
          '30-59',
          'C',
          'Vid eGFR 50–59: depottabletter 3 mg en gång dagligen, högst 6 mg, och depotinjektion i lägre dos. Vid eGFR under 50: depottabletter 1,5 mg en gång dagligen, högst 3 mg; depotinjektion rekommenderas inte.',
        ],
        [
          '15-29',
          'C',
          'Depottabletter: starta med 1,5 mg varannan dag, högst 1,5 mg dagligen. Använd inte depotinjektion.',
        ],
        ['0-14', 'D', 'Undvik. Erfarenhet saknas vid mycket svårt nedsatt njurfunktion.'],
      ],
    },
    {
      key: 'LISDEXAMFETAMIN',
      title: 'Lisdexamfetamin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Lisdexamfetamin omvandlas i blodet till dexamfetamin, som till stor del utsöndras via njurarna. Exponeringen ökar vid svårt nedsatt njurfunktion.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering.'],
        ['15-29', 'C', 'Högst 50 mg dagligen.'],
        ['0-14', 'C', 'Högst 30 mg dagligen.'],
      ],
    },
    {
      key: 'HYDROXIZIN',
      title: 'Hydroxizin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Hydroxizin omvandlas till den aktiva metaboliten cetirizin, som utsöndras via njurarna. Vid nedsatt njurfunktion ansamlas metaboliten, med ökad risk för trötthet och andra biverkningar.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        ['0-59', 'C', 'Sänk dosen, till exempel till hälften, och följ trötthet.'],
      ],
    },
    {
      key: 'BUSPIRON',
      title: 'Buspiron vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Buspiron bryts ned i levern, men både buspiron och den aktiva metaboliten ansamlas vid nedsatt njurfunktion.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        ['30-59', 'B', 'Starta med låg dos och öka försiktigt.'],
        ['0-29', 'D', 'Undvik.'],
      ],
    },
    {
      key: 'NALTREXON',
      title: 'Naltrexon vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Naltrexon omvandlas i levern till den aktiva metaboliten 6-beta-naltrexol, som utsöndras via njurarna. Erfarenheten vid nedsatt njurfunktion är begränsad.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        ['30-59', 'B', 'Använd med försiktighet och följ biverkningar.'],
        ['0-29', 'D', 'Undvik; erfarenhet saknas.'],
      ],
    },
    {
      key: 'AKAMPROSAT',
      title: 'Akamprosat vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Akamprosat bryts inte ned i kroppen utan utsöndras oförändrat via njurarna och ansamlas därför vid nedsatt njurfunktion.',
      recommendations: [
        ['60-89', 'B', 'Normal dosering. Kontrollera kreatinin före start.'],
        ['0-59', 'D', 'Ska inte användas. Välj en annan behandling mot alkoholberoende.'],
      ],
    },
  ],
  lactation: [
    {
      key: 'FLUOXETIN',
      level: 2,
      recommendation:
        'Sertralin är förstahandsval. Fluoxetin kan fortsättas om det har fungerat väl under graviditeten, men följ barnet avseende oro, sömnproblem, kolik och viktuppgång.',
      background:
        'Fluoxetin och den aktiva metaboliten norfluoxetin har mycket lång halveringstid och kan ansamlas hos barnet. Biverkningar hos ammade barn finns beskrivna.',
    },
    {
      key: 'PAROXETIN',
      level: 1,
      recommendation:
        'Kan användas. Tillsammans med sertralin ett av de bäst studerade antidepressiva läkemedlen under amning.',
      background:
        'Barnet får mycket låga halter, och paroxetin har oftast inte kunnat påvisas i barnens blod.',
    },
    {
      key: 'FLUVOXAMIN',
      level: 2,
      recommendation:
        'Kan användas med försiktighet, men sertralin är förstahandsval. Följ barnet avseende trötthet, oro och viktuppgång.',
      background:
        'Få mätningar finns. De visar låga halter i bröstmjölk, och inga säkra biverkningar hos ammade barn har rapporterats.',
    },
    {
      key: 'DULOXETIN',
      level: 2,
      recommendation:
        'Begränsad erfarenhet; välj i första hand sertralin. Används duloxetin: följ barnets vakenhet, matning och viktuppgång.',
      background:
        'Enstaka mätningar visar att barnet får en liten andel av moderns dos, men erfarenheten från ammade barn är liten.',
    },
    {
      key: 'VORTIOXETIN',
      level: null,
      recommendation: 'Erfarenheten är för liten för en bedömning. Välj hellre sertralin.',
      background: `${NO_MILK_DATA} Hos djur passerar vortioxetin över i mjölken.`,
    },
    {
      key: 'BUPROPION',
      level: 2,
      recommendation:
        'Kan användas med försiktighet när andra alternativ inte passar. Följ barnet avseende oro, sömn och kramper.',
      background:
        'Bupropion och dess metaboliter passerar över i låga halter. Enstaka fall av krampanfall hos ammade barn har rapporterats, men sambandet är osäkert.',
    },
    {
      key: 'KLOMIPRAMIN',
      level: 1,
      recommendation: 'Kan användas. Följ barnet avseende trötthet och matning.',
      background:
        'Låga halter har uppmätts i bröstmjölk, och klomipramin har i regel inte kunnat påvisas i barnens blod.',
    },
    {
      key: 'NORTRIPTYLIN',
      level: 1,
      recommendation: 'Kan användas. Förstahandsval bland tricykliska antidepressiva under amning.',
      background:
        'Nortriptylin är väl studerat under amning. Halterna i barnens blod är oftast inte mätbara, och biverkningar har inte rapporterats.',
    },
    {
      key: 'MOKLOBEMID',
      level: 2,
      recommendation: 'Kan användas med försiktighet. Följ barnet avseende oro och sömn.',
      background:
        'Mycket låga halter har uppmätts i bröstmjölk, men erfarenheten från ammade barn är begränsad.',
    },
    {
      key: 'ARIPIPRAZOL',
      level: 2,
      recommendation:
        'Kan användas med försiktighet. Aripiprazol kan minska mjölkproduktionen; följ barnets viktuppgång.',
      background:
        'Låga halter har uppmätts i bröstmjölk. Aripiprazol sänker prolaktin, och minskad eller utebliven mjölkproduktion finns beskriven.',
    },
    {
      key: 'RISPERIDON',
      level: 2,
      recommendation:
        'Kan användas med försiktighet. Följ barnet avseende trötthet, matning och rörelsemönster.',
      background:
        'Risperidon och den aktiva metaboliten passerar över i låga halter. Erfarenheten från ammade barn är begränsad.',
    },
    {
      key: 'KLOZAPIN',
      level: 3,
      recommendation: 'Ska inte användas under amning.',
      background:
        'Klozapin anrikas i bröstmjölk. Uttalad trötthet och påverkan på de vita blodkropparna hos ammade barn har rapporterats.',
    },
    {
      key: 'LEVOMEPROMAZIN',
      level: null,
      recommendation:
        'Erfarenheten är för liten för en bedömning. Undvik regelbunden behandling; det finns bättre studerade antipsykotika för användning under amning.',
      background: `${NO_MILK_DATA} Levomepromazin är kraftigt sederande, och närbesläktade fentiaziner passerar över i mjölken.`,
    },
    {
      key: 'PALIPERIDON',
      level: 2,
      recommendation:
        'Begränsad erfarenhet. Följ barnet avseende trötthet och matning. Tänk på att en depotinjektion ger exponering under lång tid.',
      background:
        'Paliperidon är den aktiva metaboliten av risperidon, och bedömningen bygger främst på data för risperidon, som visar låga halter i bröstmjölk.',
    },
    {
      key: 'METYLFENIDAT',
      level: 2,
      recommendation:
        'Kan användas med försiktighet. Följ barnet avseende oro, sömn och viktuppgång.',
      background:
        'Mycket låga halter har uppmätts i bröstmjölk, och inga biverkningar hos ammade barn har rapporterats. Antalet studerade barn är dock litet.',
    },
    {
      key: 'ATOMOXETIN',
      level: null,
      recommendation:
        'Erfarenheten är för liten för en bedömning. Överväg annan behandling under amningsperioden.',
      background: `${NO_MILK_DATA} Hos djur passerar atomoxetin över i mjölken.`,
    },
    {
      key: 'LISDEXAMFETAMIN',
      level: 3,
      recommendation:
        'Bör undvikas under amning. Behövs läkemedel mot ADHD är metylfenidat bättre studerat.',
      background:
        'Lisdexamfetamin omvandlas till dexamfetamin, som passerar över i bröstmjölk. Påverkan på barnets sömn, aptit och tillväxt kan inte uteslutas.',
    },
    {
      key: 'MELATONIN',
      level: null,
      recommendation: 'Erfarenheten är för liten för en bedömning. Undvik regelbunden användning.',
      background:
        'Melatonin finns naturligt i bröstmjölk, men hur tillförda doser påverkar barnet är inte studerat.',
    },
    {
      key: 'PROPIOMAZIN',
      level: null,
      recommendation: 'Erfarenheten är för liten för en bedömning. Undvik regelbunden användning.',
      background: `${NO_MILK_DATA} Propiomazin är sederande, och närbesläktade fentiaziner passerar över i mjölken.`,
    },
    {
      key: 'HYDROXIZIN',
      level: 3,
      recommendation:
        'Bör undvikas vid regelbunden användning. Enstaka låga doser kan accepteras om barnet följs avseende trötthet och oro.',
      background:
        'Hydroxizin och den aktiva metaboliten cetirizin passerar över i mjölken. Trötthet och irritabilitet hos ammade barn har beskrivits vid användning av sederande antihistaminer.',
    },
    {
      key: 'ALPRAZOLAM',
      level: 2,
      recommendation:
        'Enstaka doser kan användas. Undvik regelbunden användning; välj oxazepam om behandling behövs.',
      background:
        'Alprazolam passerar över i mjölken. Trötthet och abstinenssymtom hos ammade barn har rapporterats.',
    },
    {
      key: 'KLONAZEPAM',
      level: 2,
      recommendation:
        'Kan användas med försiktighet när behandlingen är nödvändig, till exempel vid epilepsi. Följ barnet avseende trötthet, sugförmåga och andning.',
      background:
        'Klonazepam har lång halveringstid och kan ansamlas hos barnet. Mätbara halter i barnens blod finns beskrivna.',
    },
    {
      key: 'NITRAZEPAM',
      level: 3,
      recommendation:
        'Bör inte användas regelbundet. Välj vid behov ett sömnmedel med kort halveringstid.',
      background:
        'Nitrazepam har lång halveringstid och kan ansamlas hos barnet, med trötthet och dålig sugförmåga som följd.',
    },
    {
      key: 'ZOLPIDEM',
      level: 2,
      recommendation:
        'Enstaka doser kan användas. Undvik regelbunden användning och följ barnet avseende trötthet.',
      background:
        'Mycket låga halter har uppmätts i bröstmjölk, och zolpidem har kort halveringstid. Erfarenheten av regelbunden användning är begränsad.',
    },
    {
      key: 'BUSPIRON',
      level: null,
      recommendation:
        'Erfarenheten är för liten för en bedömning. Välj hellre ett bättre studerat alternativ.',
      background: NO_MILK_DATA,
    },
    {
      key: 'NALTREXON',
      level: null,
      recommendation:
        'Erfarenheten är för liten för en bedömning. Används naltrexon: följ barnet avseende trötthet och matning.',
      background:
        'Enstaka mätningar visar låga halter av naltrexon och dess aktiva metabolit i bröstmjölk.',
    },
    {
      key: 'DISULFIRAM',
      level: null,
      recommendation: 'Erfarenhet saknas. Bör inte användas under amning.',
      background: `${NO_MILK_DATA} Disulfiram och dess metaboliter kan ha toxiska effekter.`,
    },
    {
      key: 'AKAMPROSAT',
      level: null,
      recommendation: 'Erfarenhet saknas. Bör inte användas under amning.',
      background: `${NO_MILK_DATA} Hos djur passerar akamprosat över i mjölken.`,
    },
  ],
  birthDefect: [
    {
      key: 'FLUOXETIN',
      level: 1,
      assessment:
        'Kan användas. Den nyfödda kan få övergående symtom som oro, darrningar och matningssvårigheter.',
      background:
        'Stor erfarenhet utan säkra tecken på ökad risk för missbildningar. För SSRI som grupp har en liten ökad risk för bestående högt blodtryck i lungorna hos den nyfödda beskrivits.',
    },
    {
      key: 'PAROXETIN',
      level: 2,
      assessment:
        'Sätt helst inte in paroxetin under graviditet eller hos kvinnor som planerar graviditet; välj hellre sertralin. Pågående behandling kan fortsättas efter bedömning, eftersom ett abrupt avbrott också innebär risker.',
      background:
        'Flera studier har visat en liten ökning av hjärtmissbildningar efter exponering under första trimestern. Övergående symtom hos den nyfödda förekommer som för andra SSRI.',
    },
    {
      key: 'FLUVOXAMIN',
      level: 2,
      assessment:
        'Kan användas om behandlingen har fungerat väl, men sertralin och citalopram är bättre studerade. Den nyfödda kan få övergående symtom.',
      background: 'Begränsad erfarenhet utan tydliga tecken på ökad risk för missbildningar.',
    },
    {
      key: 'DULOXETIN',
      level: 2,
      assessment:
        'Kan användas när nyttan bedöms överväga. Följ moderns blodtryck och var uppmärksam på övergående symtom hos den nyfödda.',
      background:
        'Måttlig erfarenhet utan tydliga tecken på ökad risk för missbildningar. En något ökad risk för blödning efter förlossningen har beskrivits för serotoninåterupptagshämmare.',
    },
    {
      key: 'VORTIOXETIN',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Välj hellre ett bättre studerat antidepressivt läkemedel.',
      background: 'Data från gravida saknas i stort sett.',
    },
    {
      key: 'BUPROPION',
      level: 2,
      assessment:
        'Kan användas efter noggrant övervägande, till exempel när bupropion har fungerat väl före graviditeten.',
      background:
        'Måttlig erfarenhet. De flesta studier visar ingen ökad risk för missbildningar, men enstaka har antytt en ökning av vissa hjärtmissbildningar.',
    },
    {
      key: 'KLOMIPRAMIN',
      level: 2,
      assessment:
        'Pågående behandling kan fortsättas, men välj hellre ett annat antidepressivt läkemedel vid nyinsättning. Höga doser sent i graviditeten kan ge övergående symtom hos den nyfödda, som darrningar och andningspåverkan.',
      background:
        'Svenska registerdata har visat en möjlig ökning av hjärtmissbildningar efter exponering tidigt i graviditeten.',
    },
    {
      key: 'NORTRIPTYLIN',
      level: 1,
      assessment:
        'Kan användas. Höga doser sent i graviditeten kan ge övergående symtom hos den nyfödda.',
      background: 'Lång erfarenhet utan säkra tecken på missbildningar.',
    },
    {
      key: 'MOKLOBEMID',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Välj hellre ett bättre studerat antidepressivt läkemedel.',
      background: 'Endast ett fåtal exponerade graviditeter finns beskrivna.',
    },
    {
      key: 'ARIPIPRAZOL',
      level: 2,
      assessment:
        'Kan användas om nyttan bedöms överväga. Följ den nyfödda avseende rörelsestörningar, oro och matningssvårigheter.',
      background:
        'Måttlig erfarenhet utan tydliga tecken på ökad risk för missbildningar. Användning under tredje trimestern kan, som för andra antipsykotika, ge övergående symtom hos den nyfödda.',
    },
    {
      key: 'RISPERIDON',
      level: 2,
      assessment:
        'Kan användas när behandlingen behövs. Följ den nyfödda avseende rörelsestörningar och abstinenssymtom.',
      background:
        'Måttlig erfarenhet. En stor studie visade en liten ökad risk för missbildningar, men fyndet är inte bekräftat.',
    },
    {
      key: 'KLOZAPIN',
      level: 2,
      assessment:
        'Pågående behandling bör i regel fortsätta, eftersom ett avbrott innebär stor risk för återfall. Följ moderns blodsocker och den nyfödda avseende trötthet och slapphet.',
      background:
        'Begränsad erfarenhet utan tydliga tecken på missbildningar. Klozapin kan öka risken för graviditetsdiabetes.',
    },
    {
      key: 'LEVOMEPROMAZIN',
      level: 2,
      assessment:
        'Kan användas vid behov. Följ den nyfödda avseende trötthet och rörelsestörningar om läkemedlet har använts sent i graviditeten.',
      background:
        'Fentiaziner har använts länge utan tydliga tecken på missbildningar, men erfarenheten av just levomepromazin är begränsad.',
    },
    {
      key: 'PALIPERIDON',
      level: 2,
      assessment:
        'Kan användas om nyttan bedöms överväga, men risperidon är bättre studerat. Tänk på att en depotinjektion ger exponering lång tid efter sista dosen.',
      background:
        'Begränsad erfarenhet. Paliperidon är den aktiva metaboliten av risperidon, och bedömningen bygger delvis på data för risperidon.',
    },
    {
      key: 'METYLFENIDAT',
      level: 2,
      assessment:
        'Kan användas när behandlingen är nödvändig för att kvinnan ska fungera i vardagen. Överväg uppehåll när det är möjligt.',
      background:
        'Måttlig erfarenhet. Några studier har visat en liten ökning av hjärtmissbildningar, men resultaten är inte entydiga.',
    },
    {
      key: 'ATOMOXETIN',
      level: null,
      assessment: 'Erfarenheten är för liten för en bedömning.',
      background: 'Data från gravida är begränsade.',
    },
    {
      key: 'LISDEXAMFETAMIN',
      level: 2,
      assessment: 'Används bara när nyttan tydligt överväger. Överväg uppehåll under graviditeten.',
      background:
        'Erfarenheten bygger främst på data för amfetamin. Ingen tydligt ökad risk för missbildningar har visats, men förtidig födsel, låg födelsevikt och abstinenssymtom hos den nyfödda finns beskrivna.',
    },
    {
      key: 'MELATONIN',
      level: null,
      assessment: 'Erfarenheten är för liten för en bedömning. Undvik användning under graviditet.',
      background: 'Data från gravida saknas i stort sett.',
    },
    {
      key: 'PROPIOMAZIN',
      level: 2,
      assessment:
        'Enstaka doser kan användas. Undvik regelbunden användning sent i graviditeten på grund av risk för trötthet hos den nyfödda.',
      background: 'Begränsad erfarenhet utan tydliga tecken på missbildningar.',
    },
    {
      key: 'HYDROXIZIN',
      level: 2,
      assessment:
        'Undvik om möjligt, särskilt under första trimestern och nära förlossningen. Användning sent i graviditeten kan ge trötthet, dålig sugförmåga och abstinensliknande symtom hos den nyfödda.',
      background:
        'Inga säkra tecken på missbildningar, men underlaget är begränsat. Symtom hos nyfödda efter användning nära förlossningen finns beskrivna.',
    },
    {
      key: 'ALPRAZOLAM',
      level: 2,
      assessment: BENZO_PREGNANCY,
      background: 'Måttlig erfarenhet.',
    },
    {
      key: 'KLONAZEPAM',
      level: 2,
      assessment: `${BENZO_PREGNANCY} Vid epilepsi är behandlingen ofta nödvändig och ska inte avbrytas abrupt.`,
      background: 'Måttlig erfarenhet, främst från behandling av epilepsi.',
    },
    {
      key: 'NITRAZEPAM',
      level: 2,
      assessment: BENZO_PREGNANCY,
      background:
        'Lång erfarenhet. Den långa halveringstiden ökar risken för påverkan på den nyfödda.',
    },
    {
      key: 'ZOLPIDEM',
      level: 2,
      assessment: 'Enstaka doser kan användas. Undvik regelbunden användning sent i graviditeten.',
      background: 'Begränsad erfarenhet utan tydliga tecken på missbildningar.',
    },
    {
      key: 'BUSPIRON',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Välj ett bättre studerat alternativ.',
      background: 'Data från gravida saknas i stort sett.',
    },
    {
      key: 'NALTREXON',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Används bara om nyttan tydligt överväger.',
      background: 'Data från gravida är begränsade.',
    },
    {
      key: 'DISULFIRAM',
      level: null,
      assessment: 'Erfarenheten är för liten för en bedömning. Bör inte användas under graviditet.',
      background:
        'Data från gravida är begränsade. Enstaka fall av missbildningar har rapporterats, utan säkert samband.',
    },
    {
      key: 'AKAMPROSAT',
      level: null,
      assessment: 'Erfarenheten är för liten för en bedömning. Bör inte användas under graviditet.',
      background: 'Data från gravida saknas i stort sett.',
    },
  ],
  genus: [
    {
      key: 'FLUOXETIN',
      level: 2,
      summary:
        'Skillnader i koncentration mellan kvinnor och män har beskrivits, men dosen styrs efter effekt och biverkningar.',
    },
    {
      key: 'PAROXETIN',
      level: 2,
      summary: 'Kvinnor kan ha något högre koncentration, utan betydelse för doseringen.',
    },
    {
      key: 'FLUVOXAMIN',
      level: 2,
      summary:
        'Kvinnor har i vissa studier haft högre koncentration än män vid samma dos, men dosen styrs efter effekt.',
    },
    {
      key: 'DULOXETIN',
      level: 2,
      summary:
        'Kvinnor bryter ned duloxetin långsammare och får högre koncentration, men skillnaden motiverar ingen särskild dosering.',
    },
    {
      key: 'VORTIOXETIN',
      level: 1,
      summary: 'Inga kända skillnader mellan kvinnor och män av klinisk betydelse.',
    },
    {
      key: 'BUPROPION',
      level: null,
      summary: 'Underlaget är för litet för att bedöma skillnader mellan könen.',
    },
    {
      key: 'KLOMIPRAMIN',
      level: 2,
      summary: 'Små skillnader i omsättning utan betydelse för doseringen.',
    },
    {
      key: 'NORTRIPTYLIN',
      level: 2,
      summary:
        'Kvinnor kan ha något högre koncentration, men dosen styrs efter effekt och koncentrationsbestämning.',
    },
    {
      key: 'MOKLOBEMID',
      level: null,
      summary: 'Underlaget är för litet för att bedöma skillnader mellan könen.',
    },
    {
      key: 'ARIPIPRAZOL',
      level: 2,
      summary:
        'Kvinnor kan ha något högre koncentration vid samma dos, utan säker betydelse för doseringen.',
    },
    {
      key: 'RISPERIDON',
      level: 3,
      summary:
        'Kvinnor får oftare besvär av förhöjt prolaktin, som menstruationsrubbningar och mjölkutsöndring, och kan ha högre koncentration vid samma dos. Fråga efter sådana symtom och överväg lägre dos eller byte vid besvär.',
    },
    {
      key: 'KLOZAPIN',
      level: 3,
      summary:
        'Kvinnor får i genomsnitt högre koncentration vid samma dos, bland annat på grund av lägre aktivitet av CYP1A2. Rökning, som sänker koncentrationen, är vanligare bland män i denna patientgrupp. Styr dosen med koncentrationsbestämning.',
    },
    {
      key: 'LEVOMEPROMAZIN',
      level: null,
      summary: 'Underlaget är för litet för att bedöma skillnader mellan könen.',
    },
    {
      key: 'PALIPERIDON',
      level: 3,
      summary:
        'Kvinnor får oftare besvär av förhöjt prolaktin, som menstruationsrubbningar och mjölkutsöndring. Fråga efter sådana symtom vid uppföljningen.',
    },
    {
      key: 'METYLFENIDAT',
      level: null,
      summary: 'Underlaget är för litet för att bedöma skillnader mellan könen.',
    },
    {
      key: 'ATOMOXETIN',
      level: null,
      summary: 'Underlaget är för litet för att bedöma skillnader mellan könen.',
    },
    {
      key: 'LISDEXAMFETAMIN',
      level: null,
      summary: 'Underlaget är för litet för att bedöma skillnader mellan könen.',
    },
    {
      key: 'MELATONIN',
      level: 2,
      summary:
        'Kvinnor kan få högre koncentration än män vid samma dos, särskilt vid samtidig användning av p-piller med östrogen, men dosen styrs efter effekt.',
    },
    {
      key: 'PROPIOMAZIN',
      level: null,
      summary: 'Underlaget är för litet för att bedöma skillnader mellan könen.',
    },
    {
      key: 'HYDROXIZIN',
      level: 3,
      summary:
        'Kvinnor har större risk för QT-förlängning. Använd lägsta effektiva dos och undvik kombinationer med andra QT-förlängande läkemedel.',
    },
    {
      key: 'ALPRAZOLAM',
      level: 2,
      summary: 'Små skillnader i omsättning har beskrivits, utan betydelse för doseringen.',
    },
    {
      key: 'KLONAZEPAM',
      level: null,
      summary: 'Underlaget är för litet för att bedöma skillnader mellan könen.',
    },
    {
      key: 'NITRAZEPAM',
      level: null,
      summary: 'Underlaget är för litet för att bedöma skillnader mellan könen.',
    },
    {
      key: 'ZOLPIDEM',
      level: 3,
      summary:
        'Kvinnor får högre koncentration än män vid samma dos och har därför större risk för nedsatt reaktions- och körförmåga morgonen efter. Överväg en lägre dos till kvinnor.',
    },
    {
      key: 'BUSPIRON',
      level: null,
      summary: 'Underlaget är för litet för att bedöma skillnader mellan könen.',
    },
    {
      key: 'NALTREXON',
      level: null,
      summary: 'Underlaget är för litet för att bedöma skillnader mellan könen.',
    },
    {
      key: 'DISULFIRAM',
      level: null,
      summary: 'Underlaget är för litet för att bedöma skillnader mellan könen.',
    },
    {
      key: 'AKAMPROSAT',
      level: null,
      summary: 'Underlaget är för litet för att bedöma skillnader mellan könen.',
    },
  ],
  gender: [
    {
      key: 'RISPERIDON',
      title: 'Risperidone',
      summary:
        'Women more often get symptoms of raised prolactin, such as menstrual disturbances and galactorrhoea, and may reach higher concentrations on the same dose. Ask about such symptoms and consider a lower dose or a switch if they occur.',
      background:
        'Prolactin-related adverse effects are reported more often in women in clinical studies; higher exposure in women is seen in therapeutic drug monitoring data.',
    },
    {
      key: 'KLOZAPIN',
      title: 'Clozapine',
      summary:
        'Women on average reach higher concentrations on the same dose, partly because of lower CYP1A2 activity. Smoking lowers the concentration and is more common among men in this patient group. Guide the dose by plasma concentrations.',
      background: 'Shown in pharmacokinetic and therapeutic drug monitoring studies.',
    },
    {
      key: 'HYDROXIZIN',
      title: 'Hydroxyzine',
      summary:
        'Women are at higher risk of QT prolongation. Use the lowest effective dose and avoid combinations with other QT-prolonging drugs.',
      background:
        'Women have a longer QT interval at baseline and are over-represented among reported cases of drug-induced torsades de pointes.',
    },
    {
      key: 'ZOLPIDEM',
      title: 'Zolpidem',
      summary:
        'Women reach higher concentrations than men on the same dose and are more likely to have impaired reactions and driving ability the next morning. Consider a lower dose in women.',
      background:
        'Shown in pharmacokinetic and driving studies; for this reason the recommended starting dose for women was lowered in the United States.',
    },
  ],
  riskValues: {
    FLUOXETIN: { serotonergic: 2, bleeding: 1, qtProlongation: 1 },
    PAROXETIN: { serotonergic: 2, bleeding: 1, anticholinergic: 1 },
    FLUVOXAMIN: { serotonergic: 2, bleeding: 1 },
    DULOXETIN: { serotonergic: 3, bleeding: 1 },
    VORTIOXETIN: { serotonergic: 2, bleeding: 1 },
    BUPROPION: { seizure: 3 },
    KLOMIPRAMIN: {
      anticholinergic: 3,
      serotonergic: 3,
      sedation: 2,
      orthostatism: 2,
      constipation: 2,
      seizure: 2,
      qtProlongation: 1,
    },
    NORTRIPTYLIN: {
      anticholinergic: 2,
      sedation: 1,
      orthostatism: 1,
      constipation: 1,
      qtProlongation: 1,
      seizure: 1,
    },
    MOKLOBEMID: { serotonergic: 2 },
    ARIPIPRAZOL: { sedation: 1, orthostatism: 1, seizure: 1 },
    RISPERIDON: { orthostatism: 2, sedation: 1, qtProlongation: 1, seizure: 1 },
    KLOZAPIN: {
      sedation: 3,
      anticholinergic: 3,
      orthostatism: 3,
      constipation: 3,
      seizure: 3,
      qtProlongation: 1,
    },
    LEVOMEPROMAZIN: {
      sedation: 3,
      orthostatism: 3,
      anticholinergic: 2,
      qtProlongation: 2,
      constipation: 1,
      seizure: 1,
    },
    PALIPERIDON: { orthostatism: 1, sedation: 1, qtProlongation: 1, seizure: 1 },
    METYLFENIDAT: { seizure: 1 },
    ATOMOXETIN: { seizure: 1 },
    LISDEXAMFETAMIN: { seizure: 1, serotonergic: 1 },
    MELATONIN: { sedation: 1 },
    PROPIOMAZIN: { sedation: 3, anticholinergic: 2, orthostatism: 1 },
    HYDROXIZIN: { sedation: 2, anticholinergic: 2, qtProlongation: 2 },
    ALPRAZOLAM: { sedation: 2 },
    KLONAZEPAM: { sedation: 3 },
    NITRAZEPAM: { sedation: 3 },
    ZOLPIDEM: { sedation: 2 },
    BUSPIRON: { serotonergic: 1 },
  },
  sideEffects: {
    FLUOXETIN:
      'vc:Illamående; vc:Huvudvärk; vc:Sömnsvårigheter; c:Aptitlöshet; c:Svettningar; c:Sexuella störningar; u:Blödning',
    PAROXETIN:
      'vc:Illamående; vc:Sexuella störningar; c:Svettningar; c:Trötthet; c:Muntorrhet; c:Viktökning; u:Blödning; x:Utsättningssymtom',
    FLUVOXAMIN:
      'vc:Illamående; c:Trötthet; c:Sömnsvårigheter; c:Huvudvärk; c:Muntorrhet; c:Förstoppning; u:Blödning',
    DULOXETIN:
      'vc:Illamående; vc:Muntorrhet; vc:Huvudvärk; vc:Trötthet; c:Förstoppning; c:Svettningar; c:Yrsel; c:Sexuella störningar',
    VORTIOXETIN:
      'vc:Illamående; c:Kräkningar; c:Förstoppning; c:Diarré; c:Yrsel; c:Klåda; c:Onormala drömmar',
    BUPROPION:
      'vc:Sömnsvårigheter; vc:Huvudvärk; c:Muntorrhet; c:Illamående; c:Oro; c:Darrningar; u:Kramper',
    KLOMIPRAMIN:
      'vc:Muntorrhet; vc:Trötthet; vc:Svettningar; vc:Förstoppning; vc:Sexuella störningar; c:Yrsel vid uppresning; c:Viktökning; u:Kramper',
    NORTRIPTYLIN:
      'vc:Muntorrhet; c:Trötthet; c:Förstoppning; c:Yrsel vid uppresning; c:Hjärtklappning; u:Urinstämma; u:Förvirring',
    MOKLOBEMID: 'c:Sömnsvårigheter; c:Yrsel; c:Huvudvärk; c:Illamående; c:Muntorrhet; c:Oro',
    ARIPIPRAZOL:
      'c:Akatisi; c:Rörelsestörningar; c:Illamående; c:Sömnsvårigheter; c:Huvudvärk; c:Trötthet; x:Impulskontrollstörningar',
    RISPERIDON:
      'vc:Rörelsestörningar; vc:Huvudvärk; c:Trötthet; c:Viktökning; c:Förhöjt prolaktin; c:Yrsel vid uppresning',
    KLOZAPIN:
      'vc:Trötthet; vc:Yrsel; vc:Ökad salivation; vc:Förstoppning; vc:Snabb puls; c:Viktökning; c:Kramper; u:Agranulocytos',
    LEVOMEPROMAZIN:
      'vc:Trötthet; vc:Yrsel vid uppresning; c:Muntorrhet; c:Viktökning; c:Förstoppning; u:Rörelsestörningar; x:QT-förlängning',
    PALIPERIDON:
      'vc:Huvudvärk; vc:Sömnsvårigheter; c:Rörelsestörningar; c:Akatisi; c:Viktökning; c:Förhöjt prolaktin; c:Reaktion vid injektionsstället',
    METYLFENIDAT:
      'vc:Aptitlöshet; vc:Sömnsvårigheter; vc:Huvudvärk; c:Magont; c:Hjärtklappning; c:Oro; c:Viktnedgång',
    ATOMOXETIN:
      'vc:Aptitlöshet; vc:Huvudvärk; vc:Magont; vc:Illamående; c:Trötthet; c:Snabb puls; c:Sexuella störningar; r:Leverpåverkan',
    LISDEXAMFETAMIN:
      'vc:Aptitlöshet; vc:Sömnsvårigheter; vc:Huvudvärk; vc:Muntorrhet; c:Viktnedgång; c:Hjärtklappning; c:Oro',
    MELATONIN: 'u:Huvudvärk; u:Trötthet; u:Yrsel; u:Mardrömmar; u:Oro',
    PROPIOMAZIN: 'c:Trötthet dagen efter; c:Muntorrhet; c:Yrsel; u:Förvirring; x:Restless legs',
    HYDROXIZIN: 'c:Trötthet; c:Muntorrhet; c:Huvudvärk; u:Yrsel; u:Förvirring; x:QT-förlängning',
    ALPRAZOLAM:
      'vc:Trötthet; c:Yrsel; c:Ostadighet; c:Minnesstörningar; x:Beroende; x:Utsättningssymtom',
    KLONAZEPAM:
      'vc:Trötthet; c:Ostadighet; c:Muskelsvaghet; c:Yrsel; u:Minnesstörningar; x:Beroende',
    NITRAZEPAM:
      'c:Trötthet dagen efter; c:Ostadighet; u:Minnesstörningar; u:Förvirring; x:Beroende',
    ZOLPIDEM:
      'c:Trötthet dagen efter; c:Huvudvärk; c:Yrsel; c:Minnesstörningar; u:Förvirring; r:Sömngång; x:Beroende',
    BUSPIRON: 'vc:Yrsel; c:Huvudvärk; c:Illamående; c:Oro; c:Trötthet; c:Sömnsvårigheter',
    NALTREXON:
      'vc:Illamående; vc:Huvudvärk; vc:Sömnsvårigheter; vc:Oro; c:Magont; c:Trötthet; r:Leverpåverkan',
    DISULFIRAM: 'c:Trötthet; c:Metallsmak; c:Huvudvärk; r:Leverskada; r:Nervpåverkan; r:Psykos',
    AKAMPROSAT: 'vc:Diarré; c:Magont; c:Illamående; c:Kräkningar; c:Klåda; c:Sexuella störningar',
  },
  interactions: [
    // Fluoxetine and paroxetine with metoprolol (CYP2D6).
    cyp2d6(
      'METOPROLOL',
      'FLUOXETIN',
      'C2',
      'Koncentrationen av metoprolol ökar, med risk för långsam puls, lågt blodtryck och yrsel.',
      'Följ puls och blodtryck vid insättning och dosändring. Överväg lägre dos metoprolol eller byt till en betablockerare som inte bryts ned av CYP2D6, till exempel bisoprolol.',
      'metoprolol',
      'Fluoxetin',
      'Beskrivet i fallrapporter och baserat på studier med andra starka CYP2D6-hämmare.',
    ),
    cyp2d6(
      'METOPROLOL',
      'PAROXETIN',
      'C3',
      'Koncentrationen av metoprolol ökar flerfaldigt, med risk för långsam puls, lågt blodtryck och yrsel.',
      'Följ puls och blodtryck vid insättning och dosändring. Överväg lägre dos metoprolol eller byt till en betablockerare som inte bryts ned av CYP2D6, till exempel bisoprolol.',
      'metoprolol',
      'Paroxetin',
      'Visat i studier på friska försökspersoner. Fall av uttalat långsam puls finns beskrivna.',
    ),
    // Fluvoxamine (CYP1A2).
    pair(
      'FLUVOXAMIN',
      'OLANZAPIN',
      'C3',
      'Koncentrationen av olanzapin ökar, med risk för mer trötthet, viktökning och yrsel vid uppresning.',
      'Överväg en lägre dos olanzapin när fluvoxamin sätts in, och följ biverkningarna. Koncentrationsbestämning kan vägleda dosen.',
      'Fluvoxamin hämmar kraftigt CYP1A2, det viktigaste enzymet för nedbrytningen av olanzapin.',
      'Visat i farmakokinetiska studier, där exponeringen för olanzapin ökade med hälften till det dubbla.',
    ),
    pair(
      'FLUVOXAMIN',
      'MELATONIN',
      'D3',
      'Koncentrationen av melatonin ökar kraftigt, med risk för förstärkt och förlängd trötthet.',
      'Undvik kombinationen. Välj ett annat sömnmedel eller ett annat antidepressivt läkemedel.',
      'Fluvoxamin hämmar CYP1A2, och i viss mån CYP2C19, som bryter ned melatonin.',
      'I en studie på friska försökspersoner ökade exponeringen för melatonin mer än tiofaldigt.',
    ),
    // Vortioxetine.
    cyp2d6(
      'VORTIOXETIN',
      'BUPROPION',
      'C3',
      'Koncentrationen av vortioxetin ungefär fördubblas, med risk för fler biverkningar som illamående.',
      'Överväg en lägre dos vortioxetin när bupropion sätts in, och höj den igen om bupropion sätts ut.',
      'vortioxetin',
      'Bupropion',
      'Visat i en farmakokinetisk studie på friska försökspersoner.',
    ),
    // Bupropion.
    cyp2d6(
      'METOPROLOL',
      'BUPROPION',
      'C2',
      'Koncentrationen av metoprolol ökar, med risk för långsam puls, lågt blodtryck och yrsel.',
      'Följ puls och blodtryck vid insättning och dosändring. Överväg lägre dos metoprolol eller byt till en betablockerare som inte bryts ned av CYP2D6, till exempel bisoprolol.',
      'metoprolol',
      'Bupropion',
      'Baserat på studier med andra substanser som bryts ned av CYP2D6 och på fallrapporter.',
    ),
    pair(
      'BUPROPION',
      'AMITRIPTYLIN',
      'C2',
      'Koncentrationen av amitriptylin och dess aktiva metabolit nortriptylin kan öka. Risken för kramper ökar, eftersom båda substanserna sänker kramptröskeln.',
      'Använd låga doser amitriptylin och öka försiktigt. Undvik kombinationen hos patienter med epilepsi eller andra riskfaktorer för kramper.',
      'Bupropion hämmar kraftigt CYP2D6, som bryter ned amitriptylin och nortriptylin. Båda substanserna sänker kramptröskeln.',
      'Baserat på studier med andra tricykliska antidepressiva och på fallrapporter.',
    ),
    pair(
      'BUPROPION',
      'MOKLOBEMID',
      'D1',
      'Risk för kraftig blodtrycksstegring och andra allvarliga reaktioner.',
      'Kombinera inte. Vid byte mellan läkemedlen behövs ett behandlingsuppehåll; följ blodtryck och puls under de första dagarna efter bytet.',
      'Bupropion hämmar återupptaget av noradrenalin och dopamin, och moklobemid hämmar nedbrytningen av noradrenalin. Effekterna förstärker varandra.',
      'Baserat på verkningsmekanismerna och djurstudier med MAO-hämmare; klinisk dokumentation saknas i stort sett.',
    ),
    // Clomipramine.
    pair(
      'KLOMIPRAMIN',
      'BUPROPION',
      'C2',
      'Koncentrationen av klomipramin kan öka. Risken för kramper ökar, eftersom båda substanserna sänker kramptröskeln.',
      'Använd låga doser klomipramin och öka försiktigt. Undvik kombinationen hos patienter med epilepsi eller andra riskfaktorer för kramper.',
      'Bupropion hämmar kraftigt CYP2D6, som deltar i nedbrytningen av klomipramin. Båda substanserna sänker kramptröskeln.',
      'Baserat på studier med andra tricykliska antidepressiva och på fallrapporter.',
    ),
    // Nortriptyline.
    cyp2d6(
      'NORTRIPTYLIN',
      'FLUOXETIN',
      'C3',
      'Koncentrationen av nortriptylin kan öka flerfaldigt, med risk för antikolinerga biverkningar, förvirring, hjärtrytmrubbningar och kramper.',
      'Sänk dosen nortriptylin och styr den med koncentrationsbestämning. Kontrollera koncentrationen igen efter utsättning av fluoxetin.',
      'nortriptylin',
      'Fluoxetin',
      'Visat i farmakokinetiska studier och fallrapporter.',
    ),
    cyp2d6(
      'NORTRIPTYLIN',
      'PAROXETIN',
      'C3',
      'Koncentrationen av nortriptylin kan öka flerfaldigt, med risk för antikolinerga biverkningar, förvirring, hjärtrytmrubbningar och kramper.',
      'Sänk dosen nortriptylin och styr den med koncentrationsbestämning. Kontrollera koncentrationen igen om paroxetin sätts ut.',
      'nortriptylin',
      'Paroxetin',
      'Visat i farmakokinetiska studier och fallrapporter.',
    ),
    pair(
      'NORTRIPTYLIN',
      'BUPROPION',
      'C2',
      'Koncentrationen av nortriptylin kan öka. Risken för kramper ökar, eftersom båda substanserna sänker kramptröskeln.',
      'Sänk dosen nortriptylin och styr den med koncentrationsbestämning. Undvik kombinationen hos patienter med epilepsi.',
      'Bupropion hämmar kraftigt CYP2D6, som bryter ned nortriptylin. Båda substanserna sänker kramptröskeln.',
      'Beskrivet i fallrapporter och baserat på studier med andra starka CYP2D6-hämmare.',
    ),
    pair(
      'NORTRIPTYLIN',
      'MOKLOBEMID',
      'C1',
      'Risk för blodtrycksstegring och, mer sällan, serotonergt syndrom.',
      'Sätt inte in läkemedlen samtidigt. Kombineras de: låga doser, långsam upptrappning och kontroll av blodtrycket.',
      'Nortriptylin hämmar återupptaget av noradrenalin, och moklobemid hämmar nedbrytningen av noradrenalin och serotonin.',
      'Baserat på verkningsmekanismerna och på fallrapporter om tricykliska antidepressiva tillsammans med MAO-hämmare.',
    ),
    // Aripiprazole.
    cyp2d6(
      'ARIPIPRAZOL',
      'FLUOXETIN',
      'C3',
      'Koncentrationen av aripiprazol ökar, med risk för fler biverkningar som akatisi, yrsel och trötthet.',
      'Halvera dosen aripiprazol vid samtidig behandling med fluoxetin. Höj dosen först några veckor efter att fluoxetin satts ut.',
      'aripiprazol',
      'Fluoxetin',
      'Visat i farmakokinetiska studier med starka CYP2D6-hämmare, där exponeringen för aripiprazol ungefär fördubblades.',
    ),
    cyp2d6(
      'ARIPIPRAZOL',
      'PAROXETIN',
      'C3',
      'Koncentrationen av aripiprazol ökar, med risk för fler biverkningar som akatisi, yrsel och trötthet.',
      'Halvera dosen aripiprazol vid samtidig behandling med paroxetin, och höj den igen om paroxetin sätts ut.',
      'aripiprazol',
      'Paroxetin',
      'Visat i farmakokinetiska studier med starka CYP2D6-hämmare, där exponeringen för aripiprazol ungefär fördubblades.',
    ),
    cyp2d6(
      'ARIPIPRAZOL',
      'BUPROPION',
      'C2',
      'Koncentrationen av aripiprazol kan öka, med risk för fler biverkningar som akatisi, yrsel och trötthet.',
      'Överväg att halvera dosen aripiprazol och följ biverkningarna. Höj dosen igen om bupropion sätts ut.',
      'aripiprazol',
      'Bupropion',
      'Baserat på studier med andra starka CYP2D6-hämmare.',
    ),
    pair(
      'ARIPIPRAZOL',
      'KLARITROMYCIN',
      'C2',
      'Koncentrationen av aripiprazol ökar, med risk för fler biverkningar som akatisi, yrsel och trötthet.',
      'Välj om möjligt ett annat antibiotikum. Annars: halvera dosen aripiprazol under kuren och återgå till ordinarie dos efteråt.',
      'Klaritromycin hämmar kraftigt CYP3A4, ett av de enzym som bryter ned aripiprazol.',
      'Baserat på studier med andra starka CYP3A4-hämmare, där exponeringen för aripiprazol ökade med ungefär två tredjedelar.',
    ),
    pair(
      'ARIPIPRAZOL',
      'KARBAMAZEPIN',
      'C3',
      'Koncentrationen av aripiprazol sjunker till ungefär en tredjedel, med risk för utebliven effekt.',
      'Dubblera dosen aripiprazol vid tablettbehandling och sänk den igen när karbamazepin sätts ut. Undvik depotinjektion av aripiprazol vid samtidig behandling med karbamazepin.',
      'Karbamazepin ökar bildningen av CYP3A4, som bryter ned aripiprazol.',
      'Visat i en farmakokinetisk studie på patienter.',
    ),
    // Risperidone, clozapine and paliperidone with carbamazepine.
    pair(
      'RISPERIDON',
      'KARBAMAZEPIN',
      'C3',
      'Koncentrationen av risperidon och dess aktiva metabolit sjunker med ungefär hälften, med risk för sämre effekt.',
      'Följ effekten och höj dosen risperidon vid behov. Sänk den igen när karbamazepin sätts ut.',
      'Karbamazepin ökar bildningen av CYP3A4 och P-glykoprotein, som bidrar till eliminationen av risperidon och 9-hydroxirisperidon.',
      'Visat i studier på patienter.',
    ),
    pair(
      'KLOZAPIN',
      'KARBAMAZEPIN',
      'D2',
      'Ökad risk för allvarlig benmärgspåverkan (agranulocytos). Koncentrationen av klozapin sjunker också, med risk för återfall.',
      'Undvik kombinationen. Välj ett annat stämningsstabiliserande eller antiepileptiskt läkemedel. Vid byte: följ koncentrationen av klozapin, som stiger när karbamazepin sätts ut.',
      'Båda substanserna kan påverka benmärgen. Karbamazepin ökar dessutom bildningen av CYP1A2 och CYP3A4, som bryter ned klozapin.',
      'Baserat på fallrapporter och farmakokinetiska studier, där koncentrationen av klozapin ungefär halverades.',
    ),
    pair(
      'PALIPERIDON',
      'KARBAMAZEPIN',
      'C3',
      'Koncentrationen av paliperidon sjunker med ungefär en tredjedel, med risk för sämre effekt.',
      'Följ effekten och höj dosen paliperidon vid behov. Sänk den igen när karbamazepin sätts ut.',
      'Karbamazepin ökar sannolikt bildningen av P-glykoprotein i njurarna och därmed utsöndringen av paliperidon.',
      'Visat i en studie på friska försökspersoner.',
    ),
    // Atomoxetine.
    cyp2d6(
      'ATOMOXETIN',
      'FLUOXETIN',
      'C3',
      'Koncentrationen av atomoxetin ökar flerfaldigt, med risk för fler biverkningar som illamående, snabb puls, högt blodtryck och sömnsvårigheter.',
      'Starta atomoxetin med lägre dos och trappa upp långsammare än vanligt. Följ puls och blodtryck.',
      'atomoxetin',
      'Fluoxetin',
      'Visat i farmakokinetiska studier; koncentrationerna blir i nivå med dem hos personer som saknar aktivitet av CYP2D6.',
    ),
    cyp2d6(
      'ATOMOXETIN',
      'PAROXETIN',
      'C3',
      'Koncentrationen av atomoxetin ökar flerfaldigt, med risk för fler biverkningar som illamående, snabb puls, högt blodtryck och sömnsvårigheter.',
      'Starta atomoxetin med lägre dos och trappa upp långsammare än vanligt. Följ puls och blodtryck.',
      'atomoxetin',
      'Paroxetin',
      'Visat i farmakokinetiska studier; koncentrationerna blir i nivå med dem hos personer som saknar aktivitet av CYP2D6.',
    ),
    cyp2d6(
      'ATOMOXETIN',
      'BUPROPION',
      'C2',
      'Koncentrationen av atomoxetin kan öka flerfaldigt, med risk för fler biverkningar som illamående, snabb puls, högt blodtryck och sömnsvårigheter.',
      'Starta atomoxetin med lägre dos och trappa upp långsammare än vanligt. Följ puls och blodtryck.',
      'atomoxetin',
      'Bupropion',
      'Baserat på studier med andra starka CYP2D6-hämmare.',
    ),
    pair(
      'ATOMOXETIN',
      'MOKLOBEMID',
      'D0',
      'Risk för kraftig blodtrycksstegring och andra allvarliga reaktioner.',
      'Kombinera inte. Vid byte mellan läkemedlen behövs ett behandlingsuppehåll; följ blodtryck och puls under de första dagarna efter bytet.',
      'Atomoxetin hämmar återupptaget av noradrenalin, och moklobemid hämmar nedbrytningen av noradrenalin. Effekterna förstärker varandra.',
      'Baserat på verkningsmekanismerna; kliniska data saknas.',
    ),
    // Sedating drugs with alcohol, and enzyme interactions of the sedatives.
    withAlcohol('LEVOMEPROMAZIN', 'levomepromazin', 'C2'),
    withAlcohol('PROPIOMAZIN', 'propiomazin', 'C2'),
    withAlcohol('HYDROXIZIN', 'hydroxizin', 'C2'),
    withAlcohol('ALPRAZOLAM', 'alprazolam', 'C3'),
    pair(
      'ALPRAZOLAM',
      'KLARITROMYCIN',
      'C2',
      'Koncentrationen av alprazolam kan öka, med förstärkt och förlängd trötthet.',
      'Välj om möjligt ett annat antibiotikum, eller sänk dosen alprazolam under kuren. Informera om risken vid bilkörning.',
      'Klaritromycin hämmar CYP3A4, som bryter ned alprazolam.',
      'Baserat på studier med andra starka CYP3A4-hämmare, där koncentrationen av alprazolam ökade flerfaldigt.',
    ),
    pair(
      'ALPRAZOLAM',
      'KARBAMAZEPIN',
      'C2',
      'Koncentrationen av alprazolam sjunker, med risk för sämre effekt och abstinensliknande symtom.',
      'Följ effekten; dosen alprazolam kan behöva höjas. Sänk den igen när karbamazepin sätts ut.',
      'Karbamazepin ökar bildningen av CYP3A4, som bryter ned alprazolam.',
      'Visat i farmakokinetiska studier, där koncentrationen av alprazolam ungefär halverades.',
    ),
    withAlcohol('KLONAZEPAM', 'klonazepam', 'C3'),
    withAlcohol('NITRAZEPAM', 'nitrazepam', 'C3'),
    withAlcohol('ZOLPIDEM', 'zolpidem', 'C3'),
    // Buspirone.
    pair(
      'BUSPIRON',
      'KLARITROMYCIN',
      'C2',
      'Koncentrationen av buspiron kan öka kraftigt, med yrsel, trötthet och illamående.',
      'Välj om möjligt ett annat antibiotikum. Annars: sänk dosen buspiron under kuren, till exempel till 2,5 mg två gånger dagligen, eller gör ett uppehåll.',
      'Klaritromycin hämmar CYP3A4, som bryter ned buspiron.',
      'Baserat på studier med andra CYP3A4-hämmare, där exponeringen för buspiron ökade mångdubbelt.',
    ),
    // Naltrexone with opioids.
    naltrexoneOpioid('MORFIN', 'morfin'),
    naltrexoneOpioid('OXIKODON', 'oxikodon'),
    naltrexoneOpioid(
      'KODEIN',
      'kodein',
      ' Kodein verkar främst genom sin metabolit morfin, vars effekt också blockeras.',
    ),
    naltrexoneOpioid(
      'TRAMADOL',
      'tramadol',
      ' Den del av effekten av tramadol som inte går via opioidreceptorerna påverkas inte.',
    ),
    naltrexoneOpioid('FENTANYL', 'fentanyl'),
    naltrexoneOpioid('BUPRENORFIN', 'buprenorfin'),
    // Disulfiram.
    pair(
      'DISULFIRAM',
      'ALKOHOL',
      'D4',
      'Kraftig obehaglig reaktion med rodnad, hjärtklappning, illamående, kräkningar och blodtrycksfall redan efter små mängder alkohol. Svåra reaktioner kan ge hjärtrytmrubbningar och chock.',
      'Patienten ska inte dricka alkohol under behandlingen och under minst en vecka efter sista dosen. Informera om dolt alkoholinnehåll, till exempel i vissa mixturer, munvatten och maträtter.',
      'Disulfiram hämmar enzymet aldehyddehydrogenas. Då ansamlas acetaldehyd, den första nedbrytningsprodukten av alkohol.',
      'Reaktionen är välkänd och är grunden för behandlingen av alkoholberoende med disulfiram.',
    ),
    pair(
      'DISULFIRAM',
      'METRONIDAZOL',
      'C2',
      'Risk för akut förvirring och psykotiska symtom.',
      'Välj om möjligt ett annat antibiotikum. Behövs metronidazol: informera patienten och följ det psykiska tillståndet. Kräm och vaginalgel ger låga halter i blodet.',
      'Mekanismen är inte klarlagd. En förstärkt påverkan på omsättningen av signalsubstanser i hjärnan har föreslagits.',
      'Beskrivet i äldre fallrapporter och en mindre klinisk studie.',
    ),
    pair(
      'DISULFIRAM',
      'WARFARIN',
      'C3',
      'Effekten av warfarin kan förstärkas, med stigande PK(INR) och ökad blödningsrisk.',
      'Kontrollera PK(INR) tätare när disulfiram sätts in, när dosen ändras och när det sätts ut, och anpassa dosen warfarin.',
      'Disulfiram hämmar leverns nedbrytning av warfarin.',
      'Visat i studier på friska försökspersoner och patienter samt i fallrapporter.',
    ),
  ],
};
