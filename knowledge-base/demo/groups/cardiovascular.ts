// The cardiovascular drug group of the demo knowledge base (format: group-types.ts). Demo data written by
// the Medkompass team from general pharmacological knowledge; not for clinical use.

import type { DrugGroup, GroupInteraction } from './group-types.ts';

// ---------------------------------------------------------------------------------------------
// Shared texts
// ---------------------------------------------------------------------------------------------

const RAAS_PREGNANCY =
  'Kan skada fostret under andra och tredje trimestern, bland annat genom påverkan på njurarna, minskad fostervattenmängd och fördröjd förbening av skallbenen. Byt till ett annat blodtrycksläkemedel inför en planerad graviditet eller så snart graviditeten är känd.';
const RAAS_PREGNANCY_BACKGROUND =
  'Fostrets njurar är beroende av renin–angiotensinsystemet under senare delen av graviditeten. Exponering enbart under första trimestern har inte visats ge någon tydlig ökning av missbildningar, men behandlingen bör ändå bytas.';
const NO_HUMAN_MILK_DATA = 'Uppgifter om passage till bröstmjölk hos människa saknas.';
const NO_DIFFERENCES = 'Inga kända skillnader mellan kvinnor och män av klinisk betydelse.';
const TOO_LITTLE_DATA = 'Underlaget är för litet för att bedöma skillnader mellan könen.';

// ---------------------------------------------------------------------------------------------
// Interaction text families
// ---------------------------------------------------------------------------------------------

/** Eplerenone with a moderate CYP3A4 inhibitor: [key, Swedish name, code, background]. */
function eplerenoneModerateInhibitor(
  inhibitor: string,
  name: string,
  code: string,
  background: string,
): GroupInteraction {
  return {
    a: 'EPLERENON',
    b: inhibitor,
    code,
    texts: [
      'Koncentrationen av eplerenon ökar, med risk för hyperkalemi.',
      `Ge högst 25 mg eplerenon dagligen så länge ${name} används. Kontrollera kalium och kreatinin efter start och dosändring.`,
      `${name.charAt(0).toUpperCase()}${name.slice(1)} hämmar CYP3A4, det enzym som bryter ned eplerenon.`,
      background,
    ],
  };
}

/** Dronedarone with a beta-blocker; `cyp2d6` when the beta-blocker is broken down by CYP2D6. */
function dronedaroneBetaBlocker(
  betaBlocker: string,
  name: string,
  cyp2d6: boolean,
  background: string,
): GroupInteraction {
  return {
    a: 'DRONEDARON',
    b: betaBlocker,
    code: 'C2',
    texts: [
      'Risk för uttalat långsam puls och fördröjd retledning i hjärtat (AV-block).',
      `Starta ${name} i låg dos och öka först efter kontroll av EKG. Sätts dronedaron in hos en patient som redan behandlas med ${name}: följ pulsen och ta EKG.`,
      cyp2d6
        ? `Dronedaron och ${name} sänker båda hjärtfrekvensen och bromsar retledningen i AV-knutan. Dronedaron hämmar dessutom CYP2D6, vilket ökar koncentrationen av ${name}.`
        : `Dronedaron och ${name} sänker båda hjärtfrekvensen och bromsar retledningen i AV-knutan; effekterna adderas.`,
      background,
    ],
  };
}

/**
 * Dronedarone with a rate-limiting calcium channel blocker: the same grade as the class rule
 * 'Måttlig CYP3A4-hämmare × kalciumantagonist', with texts that name the effect on the heart.
 */
function dronedaroneRateLimitingCcb(blocker: string, name: string): GroupInteraction {
  return {
    a: 'DRONEDARON',
    b: blocker,
    code: 'C2',
    texts: [
      `Risk för uttalat långsam puls och AV-block. Koncentrationerna av både dronedaron och ${name} kan öka, med risk för blodtrycksfall.`,
      `Starta ${name} i låg dos och öka först efter kontroll av EKG. Sätts dronedaron in hos en patient som redan behandlas med ${name}: följ puls och blodtryck och ta EKG.`,
      `Dronedaron och ${name} sänker båda hjärtfrekvensen och bromsar retledningen i AV-knutan. De hämmar dessutom CYP3A4 och därmed varandras nedbrytning.`,
      'Långsam puls var vanligare vid samtidig behandling med frekvenssänkande kalciumantagonister i de kliniska studierna av dronedaron. Den ökade koncentrationen av dronedaron är visad i farmakokinetiska studier.',
    ],
  };
}

/** Grapefruit juice with a calcium channel blocker broken down by CYP3A4 in the gut wall. */
function grapefruitCalciumBlocker(blocker: string, name: string, background: string) {
  return {
    a: 'GRAPEFRUKTJUICE',
    b: blocker,
    code: 'C2',
    texts: [
      `Koncentrationen av ${name} ökar, med risk för blodtrycksfall, huvudvärk, rodnad och hjärtklappning.`,
      'Avråd från grapefrukt och grapefruktjuice under behandlingen.',
      `Ämnen i grapefrukt hämmar CYP3A4 i tarmväggen, så att en större del av ${name} når blodet. Effekten varar mer än ett dygn efter intaget.`,
      background,
    ],
  } satisfies GroupInteraction;
}

export const CARDIOVASCULAR: DrugGroup = {
  name: 'cardiovascular',
  productNumbers: [1000, 1199],
  substances: [
    // Renin–angiotensin system.
    { key: 'LISINOPRIL', sv: 'lisinopril', en: 'lisinopril', atc: 'C09AA03' },
    { key: 'KAPTOPRIL', sv: 'kaptopril', en: 'captopril', atc: 'C09AA01' },
    { key: 'VALSARTAN', sv: 'valsartan', en: 'valsartan', atc: 'C09CA03' },
    { key: 'IRBESARTAN', sv: 'irbesartan', en: 'irbesartan', atc: 'C09CA04' },
    { key: 'TELMISARTAN', sv: 'telmisartan', en: 'telmisartan', atc: 'C09CA07' },
    // Diuretics.
    {
      key: 'BENDROFLUMETIAZID',
      sv: 'bendroflumetiazid',
      en: 'bendroflumethiazide',
      atc: 'C03AA01',
    },
    { key: 'KLORTALIDON', sv: 'klortalidon', en: 'chlortalidone', atc: 'C03BA04' },
    { key: 'INDAPAMID', sv: 'indapamid', en: 'indapamide', atc: 'C03BA11' },
    { key: 'BUMETANID', sv: 'bumetanid', en: 'bumetanide', atc: 'C03CA02' },
    { key: 'EPLERENON', sv: 'eplerenon', en: 'eplerenone', atc: 'C03DA04' },
    { key: 'AMILORID', sv: 'amilorid', en: 'amiloride', atc: 'C03DB01' },
    // Calcium channel blockers.
    { key: 'NIFEDIPIN', sv: 'nifedipin', en: 'nifedipine', atc: 'C08CA05' },
    { key: 'LERKANIDIPIN', sv: 'lerkanidipin', en: 'lercanidipine', atc: 'C08CA13' },
    { key: 'DILTIAZEM', sv: 'diltiazem', en: 'diltiazem', atc: 'C08DB01' },
    { key: 'VERAPAMIL', sv: 'verapamil', en: 'verapamil', atc: 'C08DA01' },
    // Beta-blockers.
    { key: 'ATENOLOL', sv: 'atenolol', en: 'atenolol', atc: 'C07AB03' },
    { key: 'PROPRANOLOL', sv: 'propranolol', en: 'propranolol', atc: 'C07AA05' },
    { key: 'KARVEDILOL', sv: 'karvedilol', en: 'carvedilol', atc: 'C07AG02' },
    { key: 'SOTALOL', sv: 'sotalol', en: 'sotalol', atc: 'C07AA07' },
    // Antiarrhythmics and nitrates.
    { key: 'DRONEDARON', sv: 'dronedaron', en: 'dronedarone', atc: 'C01BD07' },
    { key: 'FLEKAINID', sv: 'flekainid', en: 'flecainide', atc: 'C01BC04' },
    {
      key: 'ISOSORBIDMONONITRAT',
      sv: 'isosorbidmononitrat',
      en: 'isosorbide mononitrate',
      atc: 'C01DA14',
    },
    {
      key: 'GLYCERYLTRINITRAT',
      sv: 'glyceryltrinitrat',
      en: 'glyceryl trinitrate',
      atc: 'C01DA02',
    },
    // Other antihypertensives.
    { key: 'DOXAZOSIN', sv: 'doxazosin', en: 'doxazosin', atc: 'C02CA04' },
    { key: 'MOXONIDIN', sv: 'moxonidin', en: 'moxonidine', atc: 'C02AC05' },
    // Anticoagulants and platelet inhibitors.
    { key: 'EDOXABAN', sv: 'edoxaban', en: 'edoxaban', atc: 'B01AF03' },
    { key: 'DALTEPARIN', sv: 'dalteparin', en: 'dalteparin', atc: 'B01AB04' },
    { key: 'TINZAPARIN', sv: 'tinzaparin', en: 'tinzaparin', atc: 'B01AB10' },
    { key: 'PRASUGREL', sv: 'prasugrel', en: 'prasugrel', atc: 'B01AC22' },
    // Lipid-lowering drugs.
    { key: 'EZETIMIB', sv: 'ezetimib', en: 'ezetimibe', atc: 'C10AX09' },
    { key: 'PRAVASTATIN', sv: 'pravastatin', en: 'pravastatin', atc: 'C10AA03' },
  ],
  products: [
    [1000, 'Zestril', '10 mg', 'Tablett', 'C09AA03', 'LISINOPRIL'],
    [1001, 'Lisinopril Actavis', '20 mg', 'Tablett', 'C09AA03', 'LISINOPRIL'],
    [1002, 'Zestoretic', '20 mg/12,5 mg', 'Tablett', 'C09BA03', 'LISINOPRIL+HYDROKLORTIAZID'],
    [1003, 'Captopril Mylan', '25 mg', 'Tablett', 'C09AA01', 'KAPTOPRIL'],
    [1004, 'Captopril Mylan', '50 mg', 'Tablett', 'C09AA01', 'KAPTOPRIL'],
    [1005, 'Diovan', '80 mg', 'Filmdragerad tablett', 'C09CA03', 'VALSARTAN'],
    [1006, 'Valsartan Krka', '160 mg', 'Filmdragerad tablett', 'C09CA03', 'VALSARTAN'],
    [
      1007,
      'Diovan Comp',
      '160 mg/12,5 mg',
      'Filmdragerad tablett',
      'C09DA03',
      'VALSARTAN+HYDROKLORTIAZID',
    ],
    [
      1008,
      'Exforge',
      '5 mg/160 mg',
      'Filmdragerad tablett',
      'C09DB01',
      'AMLODIPINBESILAT+VALSARTAN',
    ],
    [1009, 'Aprovel', '150 mg', 'Tablett', 'C09CA04', 'IRBESARTAN'],
    [1010, 'Irbesartan Zentiva', '300 mg', 'Filmdragerad tablett', 'C09CA04', 'IRBESARTAN'],
    [1011, 'CoAprovel', '150 mg/12,5 mg', 'Tablett', 'C09DA04', 'IRBESARTAN+HYDROKLORTIAZID'],
    [1012, 'Micardis', '40 mg', 'Tablett', 'C09CA07', 'TELMISARTAN'],
    [1013, 'Telmisartan Actavis', '80 mg', 'Tablett', 'C09CA07', 'TELMISARTAN'],
    [1014, 'MicardisPlus', '80 mg/12,5 mg', 'Tablett', 'C09DA07', 'TELMISARTAN+HYDROKLORTIAZID'],
    [1015, 'Salures', '2,5 mg', 'Tablett', 'C03AA01', 'BENDROFLUMETIAZID'],
    [1016, 'Salures', '5 mg', 'Tablett', 'C03AA01', 'BENDROFLUMETIAZID'],
    [1017, 'Hygroton', '25 mg', 'Tablett', 'C03BA04', 'KLORTALIDON'],
    [1018, 'Hygroton', '50 mg', 'Tablett', 'C03BA04', 'KLORTALIDON'],
    [1019, 'Natrilix Retard', '1,5 mg', 'Depottablett', 'C03BA11', 'INDAPAMID'],
    [1020, 'Indapamid Mylan', '1,5 mg', 'Depottablett', 'C03BA11', 'INDAPAMID'],
    [1021, 'Burinex', '1 mg', 'Tablett', 'C03CA02', 'BUMETANID'],
    [1022, 'Burinex', '5 mg', 'Tablett', 'C03CA02', 'BUMETANID'],
    [1023, 'Burinex', '0,5 mg/ml', 'Injektionsvätska', 'C03CA02', 'BUMETANID'],
    [1024, 'Inspra', '25 mg', 'Filmdragerad tablett', 'C03DA04', 'EPLERENON'],
    [1025, 'Eplerenon Accord', '50 mg', 'Filmdragerad tablett', 'C03DA04', 'EPLERENON'],
    [1026, 'Normorix mite', '2,5 mg/25 mg', 'Tablett', 'C03EA01', 'AMILORID+HYDROKLORTIAZID'],
    [1027, 'Normorix', '5 mg/50 mg', 'Tablett', 'C03EA01', 'AMILORID+HYDROKLORTIAZID'],
    [1028, 'Midamor', '5 mg', 'Tablett', 'C03DB01', 'AMILORID', 'LIC'],
    [1029, 'Adalat Oros', '30 mg', 'Depottablett', 'C08CA05', 'NIFEDIPIN'],
    [1030, 'Adalat Oros', '60 mg', 'Depottablett', 'C08CA05', 'NIFEDIPIN'],
    [1031, 'Zanidip', '10 mg', 'Filmdragerad tablett', 'C08CA13', 'LERKANIDIPIN'],
    [1032, 'Lerkanidipin Actavis', '20 mg', 'Filmdragerad tablett', 'C08CA13', 'LERKANIDIPIN'],
    [1033, 'Zanipress', '10 mg/10 mg', 'Filmdragerad tablett', 'C09BB02', 'ENALAPRIL+LERKANIDIPIN'],
    [1034, 'Cardizem', '60 mg', 'Tablett', 'C08DB01', 'DILTIAZEM'],
    [1035, 'Cardizem Retard', '120 mg', 'Depottablett', 'C08DB01', 'DILTIAZEM'],
    [1036, 'Cardizem Unotard', '240 mg', 'Depotkapsel', 'C08DB01', 'DILTIAZEM'],
    [1037, 'Isoptin', '80 mg', 'Filmdragerad tablett', 'C08DA01', 'VERAPAMIL'],
    [1038, 'Isoptin Retard', '240 mg', 'Depottablett', 'C08DA01', 'VERAPAMIL'],
    [1039, 'Isoptin', '2,5 mg/ml', 'Injektionsvätska', 'C08DA01', 'VERAPAMIL'],
    [1040, 'Tenormin', '50 mg', 'Tablett', 'C07AB03', 'ATENOLOL'],
    [1041, 'Atenolol Sandoz', '25 mg', 'Tablett', 'C07AB03', 'ATENOLOL'],
    [1042, 'Tenoretic', '50 mg/12,5 mg', 'Tablett', 'C07CB03', 'ATENOLOL+KLORTALIDON'],
    [1043, 'Propranolol Accord', '40 mg', 'Tablett', 'C07AA05', 'PROPRANOLOL'],
    [1044, 'Propal Retard', '80 mg', 'Depotkapsel', 'C07AA05', 'PROPRANOLOL'],
    [1045, 'Hemangiol', '3,75 mg/ml', 'Oral lösning', 'C07AA05', 'PROPRANOLOL'],
    [1046, 'Kredex', '25 mg', 'Tablett', 'C07AG02', 'KARVEDILOL'],
    [1047, 'Carvedilol Sandoz', '6,25 mg', 'Tablett', 'C07AG02', 'KARVEDILOL'],
    [1048, 'Sotacor', '80 mg', 'Tablett', 'C07AA07', 'SOTALOL'],
    [1049, 'Sotalol Mylan', '160 mg', 'Tablett', 'C07AA07', 'SOTALOL'],
    [1050, 'Multaq', '400 mg', 'Filmdragerad tablett', 'C01BD07', 'DRONEDARON'],
    [1051, 'Dronedarone Aristo', '400 mg', 'Filmdragerad tablett', 'C01BD07', 'DRONEDARON'],
    [1052, 'Tambocor', '50 mg', 'Tablett', 'C01BC04', 'FLEKAINID'],
    [1053, 'Tambocor', '100 mg', 'Tablett', 'C01BC04', 'FLEKAINID'],
    [1054, 'Tambocor', '10 mg/ml', 'Injektionsvätska', 'C01BC04', 'FLEKAINID'],
    [1055, 'Imdur', '30 mg', 'Depottablett', 'C01DA14', 'ISOSORBIDMONONITRAT'],
    [1056, 'Imdur', '60 mg', 'Depottablett', 'C01DA14', 'ISOSORBIDMONONITRAT'],
    [1057, 'Ismo', '20 mg', 'Tablett', 'C01DA14', 'ISOSORBIDMONONITRAT'],
    [1058, 'Nitromex', '0,5 mg', 'Resoriblett', 'C01DA02', 'GLYCERYLTRINITRAT'],
    [1059, 'Transiderm-Nitro', '10 mg/24 timmar', 'Depotplåster', 'C01DA02', 'GLYCERYLTRINITRAT'],
    [1060, 'Nitro Pohl infus', '1 mg/ml', 'Infusionsvätska', 'C01DA02', 'GLYCERYLTRINITRAT'],
    [1061, 'Alfadil', '2 mg', 'Tablett', 'C02CA04', 'DOXAZOSIN'],
    [1062, 'Alfadil BPH', '4 mg', 'Depottablett', 'C02CA04', 'DOXAZOSIN'],
    [1063, 'Physiotens', '0,2 mg', 'Filmdragerad tablett', 'C02AC05', 'MOXONIDIN'],
    [1064, 'Physiotens', '0,4 mg', 'Filmdragerad tablett', 'C02AC05', 'MOXONIDIN'],
    [1065, 'Moxonidin Actavis', '0,2 mg', 'Filmdragerad tablett', 'C02AC05', 'MOXONIDIN'],
    [1066, 'Lixiana', '30 mg', 'Filmdragerad tablett', 'B01AF03', 'EDOXABAN'],
    [1067, 'Lixiana', '60 mg', 'Filmdragerad tablett', 'B01AF03', 'EDOXABAN'],
    [1068, 'Fragmin', '5 000 IE/0,2 ml', 'Injektionsvätska', 'B01AB04', 'DALTEPARIN'],
    [1069, 'Fragmin', '10 000 IE/ml', 'Injektionsvätska', 'B01AB04', 'DALTEPARIN'],
    [1070, 'Fragmin', '25 000 IE/ml', 'Injektionsvätska', 'B01AB04', 'DALTEPARIN'],
    [1071, 'Innohep', '10 000 anti-Xa IE/ml', 'Injektionsvätska', 'B01AB10', 'TINZAPARIN'],
    [1072, 'Innohep', '20 000 anti-Xa IE/ml', 'Injektionsvätska', 'B01AB10', 'TINZAPARIN'],
    [1073, 'Efient', '5 mg', 'Filmdragerad tablett', 'B01AC22', 'PRASUGREL'],
    [1074, 'Efient', '10 mg', 'Filmdragerad tablett', 'B01AC22', 'PRASUGREL'],
    [1075, 'Prasugrel Mylan', '10 mg', 'Filmdragerad tablett', 'B01AC22', 'PRASUGREL'],
    [1076, 'Ezetrol', '10 mg', 'Tablett', 'C10AX09', 'EZETIMIB'],
    [1077, 'Ezetimib Krka', '10 mg', 'Tablett', 'C10AX09', 'EZETIMIB'],
    [1078, 'Inegy', '10 mg/20 mg', 'Tablett', 'C10BA02', 'EZETIMIB+SIMVASTATIN'],
    [1079, 'Atozet', '10 mg/20 mg', 'Filmdragerad tablett', 'C10BA05', 'EZETIMIB+ATORVASTATIN'],
    [1080, 'Pravachol', '40 mg', 'Tablett', 'C10AA03', 'PRAVASTATIN'],
    [1081, 'Pravastatin Sandoz', '20 mg', 'Tablett', 'C10AA03', 'PRAVASTATIN'],
  ],
  classes: {
    ACE_INHIBITOR: ['LISINOPRIL', 'KAPTOPRIL'],
    ARB: ['VALSARTAN', 'IRBESARTAN', 'TELMISARTAN'],
    THIAZIDE: ['BENDROFLUMETIAZID', 'KLORTALIDON', 'INDAPAMID'],
    LOOP_DIURETIC: ['BUMETANID'],
    POTASSIUM_SPARING: ['EPLERENON', 'AMILORID'],
    MODERATE_CYP3A4_INHIBITOR: ['DILTIAZEM', 'VERAPAMIL', 'DRONEDARON'],
    CYP3A4_CALCIUM_BLOCKER: ['NIFEDIPIN', 'LERKANIDIPIN', 'DILTIAZEM', 'VERAPAMIL'],
    RATE_LIMITING_CCB: ['DILTIAZEM', 'VERAPAMIL'],
    PGP_INHIBITOR: ['VERAPAMIL', 'DRONEDARON'],
    BETA_BLOCKER: ['ATENOLOL', 'PROPRANOLOL', 'KARVEDILOL', 'SOTALOL'],
    QT: ['SOTALOL', 'DRONEDARON', 'FLEKAINID'],
    NITRATE: ['ISOSORBIDMONONITRAT', 'GLYCERYLTRINITRAT'],
    ALPHA_BLOCKER: ['DOXAZOSIN'],
    DOAC: ['EDOXABAN'],
    HEPARIN: ['DALTEPARIN', 'TINZAPARIN'],
    P2Y12: ['PRASUGREL'],
  },
  renal: [
    {
      key: 'LISINOPRIL',
      title: 'Lisinopril vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Lisinopril bryts inte ned i kroppen utan utsöndras oförändrat via njurarna. Koncentrationen stiger när njurfunktionen sjunker, och risken för blodtrycksfall, hyperkalemi och kreatininstegring ökar.',
      recommendations: [
        [
          '60-89',
          'A',
          'Normal dosering. Kontrollera kreatinin och kalium 1–2 veckor efter start och dosökning.',
        ],
        [
          '30-59',
          'B',
          'Starta med 5 mg dagligen och öka långsamt efter blodtrycket. Kontrollera kreatinin och kalium.',
        ],
        [
          '15-29',
          'C',
          'Starta med 2,5 mg dagligen och öka försiktigt. Tät kontroll av kreatinin och kalium.',
        ],
        [
          '0-14',
          'C',
          'Starta med 2,5 mg dagligen; vid dialys styrs dosen efter blodtrycket. Tät kontroll av kalium.',
        ],
      ],
    },
    {
      key: 'KAPTOPRIL',
      title: 'Kaptopril vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Kaptopril utsöndras huvudsakligen via njurarna, och halveringstiden förlängs när njurfunktionen sjunker. Risken för hyperkalemi, kreatininstegring och påverkan på de vita blodkropparna ökar.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering. Kontrollera kreatinin och kalium efter start.'],
        [
          '30-59',
          'B',
          'Starta med 6,25–12,5 mg två gånger dagligen och öka långsamt. Kontrollera kreatinin och kalium.',
        ],
        [
          '15-29',
          'C',
          'Starta med 6,25 mg och förläng dosintervallet. Högst 75 mg per dygn. Kontrollera kreatinin, kalium och blodstatus.',
        ],
        [
          '0-14',
          'C',
          'Högst 37,5 mg per dygn. Kontrollera kalium och blodstatus tätt; vid dialys ges dosen efter behandlingen.',
        ],
      ],
    },
    {
      key: 'VALSARTAN',
      title: 'Valsartan vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Valsartan utsöndras främst via gallan och påverkas lite av njurfunktionen. Som andra angiotensinreceptorblockerare kan det ge kreatininstegring och hyperkalemi, särskilt tillsammans med kaliumsparande läkemedel.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering. Kontrollera kreatinin och kalium efter start.'],
        [
          '0-29',
          'B',
          'Begränsad erfarenhet. Använd med försiktighet och tät kontroll av kreatinin och kalium.',
        ],
      ],
    },
    {
      key: 'IRBESARTAN',
      title: 'Irbesartan vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Irbesartan elimineras via levern och gallan, och dosen behöver i regel inte ändras vid nedsatt njurfunktion. Kreatinin och kalium bör ändå följas.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering. Kontrollera kreatinin och kalium efter start.'],
        [
          '0-29',
          'B',
          'Kan användas med tät kontroll av kreatinin och kalium. Överväg startdos 75 mg vid dialys.',
        ],
      ],
    },
    {
      key: 'TELMISARTAN',
      title: 'Telmisartan vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Telmisartan utsöndras nästan helt via gallan. Njurfunktionen påverkar inte koncentrationen nämnvärt, men kreatinin och kalium bör följas.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering. Kontrollera kreatinin och kalium efter start.'],
        [
          '0-29',
          'B',
          'Starta med 20 mg dagligen och öka försiktigt. Tät kontroll av kreatinin och kalium.',
        ],
      ],
    },
    {
      key: 'BENDROFLUMETIAZID',
      title: 'Bendroflumetiazid vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Tiazider verkar i njurens tubuli och förlorar mycket av sin urindrivande effekt när njurfunktionen är kraftigt nedsatt. Risken för rubbningar i natrium, kalium och urat ökar.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering. Kontrollera natrium och kalium efter start.'],
        ['0-29', 'C', 'Effekten är osäker. Välj ett loopdiuretikum i stället.'],
      ],
    },
    {
      key: 'KLORTALIDON',
      title: 'Klortalidon vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Klortalidon utsöndras huvudsakligen oförändrat via njurarna och har mycket lång halveringstid, som förlängs ytterligare när njurfunktionen sjunker.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering. Kontrollera natrium och kalium efter start.'],
        [
          '30-59',
          'B',
          'Använd lägsta effektiva dos och kontrollera elektrolyter och kreatinin regelbundet.',
        ],
        [
          '0-29',
          'C',
          'Endast efter särskild bedömning, i låg dos och med tät kontroll av elektrolyter och kreatinin. Ett loopdiuretikum är ofta ett bättre val.',
        ],
      ],
    },
    {
      key: 'INDAPAMID',
      title: 'Indapamid vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Indapamid elimineras främst via levern, men den urindrivande effekten avtar och risken för elektrolytrubbningar ökar när njurfunktionen är kraftigt nedsatt.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering. Kontrollera natrium och kalium efter start.'],
        ['0-29', 'D', 'Undvik. Välj ett loopdiuretikum.'],
      ],
    },
    {
      key: 'BUMETANID',
      title: 'Bumetanid vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Bumetanid verkar från insidan av njurens tubuli. Vid nedsatt njurfunktion når mindre av läkemedlet verkningsstället, och högre doser kan behövas.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering efter effekt.'],
        [
          '0-29',
          'B',
          'Högre doser kan behövas för effekt. Följ vikt, elektrolyter och kreatinin, och var uppmärksam på muskelsmärta vid höga doser.',
        ],
      ],
    },
    {
      key: 'EPLERENON',
      title: 'Eplerenon vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Eplerenon minskar njurarnas utsöndring av kalium. Risken för allvarlig hyperkalemi ökar kraftigt när njurfunktionen sjunker.',
      recommendations: [
        [
          '60-89',
          'B',
          'Normal dosering. Kontrollera kalium och kreatinin före start, efter en vecka och efter en månad, och därefter regelbundet.',
        ],
        [
          '30-59',
          'C',
          'Vid hjärtsvikt: starta med 25 mg varannan dag och öka försiktigt efter kaliumvärdet. Vid högt blodtryck: undvik vid eGFR under 50.',
        ],
        ['0-29', 'D', 'Ska inte användas.'],
      ],
    },
    {
      key: 'AMILORID',
      title: 'Amilorid vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Amilorid utsöndras oförändrat via njurarna och minskar kaliumutsöndringen. Vid nedsatt njurfunktion ansamlas det, och risken för allvarlig hyperkalemi ökar.',
      recommendations: [
        ['60-89', 'B', 'Kan användas. Kontrollera kalium och kreatinin regelbundet.'],
        [
          '30-59',
          'C',
          'Undvik om möjligt. Används det ändå: låg dos och tät kontroll av kalium och kreatinin.',
        ],
        ['0-29', 'D', 'Ska inte användas.'],
      ],
    },
    {
      key: 'LERKANIDIPIN',
      title: 'Lerkanidipin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Lerkanidipin bryts ned i levern, men erfarenheten vid kraftigt nedsatt njurfunktion är begränsad.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering. Var försiktig vid dosökning till 20 mg.'],
        ['0-29', 'D', 'Undvik. Välj en annan kalciumantagonist, till exempel amlodipin.'],
      ],
    },
    {
      key: 'ATENOLOL',
      title: 'Atenolol vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Atenolol utsöndras nästan helt oförändrat via njurarna. Vid nedsatt njurfunktion förlängs halveringstiden, med risk för långsam puls och lågt blodtryck.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        [
          '30-59',
          'B',
          'Normal dosering är oftast möjlig. Vid eGFR 35 eller lägre: högst 50 mg dagligen.',
        ],
        ['15-29', 'C', 'Högst 50 mg dagligen, eller 100 mg varannan dag.'],
        [
          '0-14',
          'C',
          'Högst 25 mg dagligen, eller 50 mg varannan dag. Vid dialys ges dosen efter behandlingen.',
        ],
      ],
    },
    {
      key: 'SOTALOL',
      title: 'Sotalol vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Sotalol utsöndras oförändrat via njurarna. Vid nedsatt njurfunktion stiger koncentrationen, och risken för långsam puls, QT-förlängning och torsade de pointes ökar.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering. Ta EKG vid start och dosökning.'],
        [
          '30-59',
          'C',
          'Halvera dygnsdosen, till exempel genom att ge dosen en gång per dygn. Ta EKG före och efter dosändring.',
        ],
        [
          '15-29',
          'C',
          'Ge en fjärdedel av normal dygnsdos och ta EKG tätt. Behandlingen bör skötas av specialist.',
        ],
        ['0-14', 'D', 'Undvik.'],
      ],
    },
    {
      key: 'DRONEDARON',
      title: 'Dronedaron vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Dronedaron elimineras främst via levern men hämmar njurarnas utsöndring av kreatinin. Kreatinin stiger därför ofta med omkring tio procent utan att njurfunktionen försämras. Erfarenheten vid kraftigt nedsatt njurfunktion är begränsad.',
      recommendations: [
        [
          '30-89',
          'B',
          'Normal dosering. Kontrollera kreatinin före start och efter en vecka; en måttlig stegring är väntad, men en större stegring kan tyda på verklig försämring.',
        ],
        ['0-29', 'D', 'Ska inte användas.'],
      ],
    },
    {
      key: 'FLEKAINID',
      title: 'Flekainid vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Ungefär en tredjedel av flekainid utsöndras oförändrat via njurarna, och resten bryts ned i levern. Vid nedsatt njurfunktion förlängs halveringstiden, med ökad risk för hjärtrytmrubbningar.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        [
          '30-59',
          'B',
          'Var uppmärksam på biverkningar. Vid eGFR 35 eller lägre: högst 100 mg per dygn i början, och dosökning först efter mätning av koncentrationen.',
        ],
        [
          '0-29',
          'C',
          'Starta med högst 100 mg per dygn. Öka försiktigt med hjälp av koncentrationsbestämning och EKG.',
        ],
      ],
    },
    {
      key: 'MOXONIDIN',
      title: 'Moxonidin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Moxonidin utsöndras till största delen oförändrat via njurarna. Vid nedsatt njurfunktion stiger koncentrationen, med risk för trötthet, muntorrhet och blodtrycksfall.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        ['30-59', 'C', 'Starta med 0,2 mg dagligen. Högst 0,4 mg per dygn.'],
        ['0-29', 'D', 'Ska inte användas.'],
      ],
    },
    {
      key: 'EDOXABAN',
      title: 'Edoxaban vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Ungefär hälften av edoxaban utsöndras via njurarna. Koncentrationen stiger när njurfunktionen sjunker, och dosen halveras vid måttligt nedsatt njurfunktion.',
      recommendations: [
        [
          '60-89',
          'A',
          'Normal dosering, 60 mg en gång dagligen. Följ njurfunktionen minst en gång om året.',
        ],
        [
          '30-59',
          'C',
          'Vid eGFR 50 eller lägre: 30 mg en gång dagligen. Följ njurfunktionen minst var sjätte månad.',
        ],
        [
          '15-29',
          'C',
          '30 mg en gång dagligen. Använd med försiktighet och följ njurfunktionen tätt.',
        ],
        ['0-14', 'D', 'Rekommenderas inte.'],
      ],
    },
    {
      key: 'DALTEPARIN',
      title: 'Dalteparin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Dalteparin utsöndras via njurarna och kan ansamlas vid kraftigt nedsatt njurfunktion, särskilt vid behandlingsdoser, med ökad risk för blödning.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering.'],
        [
          '15-29',
          'C',
          'Profylaxdoser kan ges som vanligt. Vid behandlingsdoser: mät anti-Xa-aktivitet och sänk dosen vid behov.',
        ],
        [
          '0-14',
          'C',
          'Använd med stor försiktighet och styr dosen efter anti-Xa-aktivitet. Överväg ofraktionerat heparin vid behandlingsdoser.',
        ],
      ],
    },
    {
      key: 'TINZAPARIN',
      title: 'Tinzaparin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Tinzaparin ansamlas mindre än andra lågmolekylära hepariner, men utsöndringen minskar när njurfunktionen är kraftigt nedsatt.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering.'],
        ['15-29', 'B', 'Kan användas. Överväg mätning av anti-Xa-aktivitet vid längre behandling.'],
        [
          '0-14',
          'C',
          'Begränsad erfarenhet. Styr behandlingsdoser efter anti-Xa-aktivitet och var uppmärksam på blödning.',
        ],
      ],
    },
    {
      key: 'PRAVASTATIN',
      title: 'Pravastatin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Pravastatin utsöndras både via njurarna och via levern. Vid kraftigt nedsatt njurfunktion kan koncentrationen öka.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering.'],
        [
          '0-29',
          'B',
          'Starta med 10 mg dagligen och öka försiktigt. Var uppmärksam på muskelsymtom.',
        ],
      ],
    },
  ],
  lactation: [
    {
      key: 'LISINOPRIL',
      level: null,
      recommendation:
        'Erfarenhet saknas. Välj hellre enalapril eller kaptopril, som är bättre studerade.',
      background: NO_HUMAN_MILK_DATA,
    },
    {
      key: 'KAPTOPRIL',
      level: 1,
      recommendation:
        'Kan användas. Var försiktig hos förtidigt födda och under barnets första levnadsveckor, då nyfödda kan vara känsliga för blodtryckssänkning.',
      background:
        'Mycket låga halter har uppmätts i bröstmjölk, och inga biverkningar hos ammade barn har rapporterats.',
    },
    {
      key: 'VALSARTAN',
      level: null,
      recommendation: 'Erfarenhet saknas. Välj hellre enalapril eller kaptopril.',
      background: `${NO_HUMAN_MILK_DATA} Hos råtta passerar valsartan över i mjölken.`,
    },
    {
      key: 'IRBESARTAN',
      level: null,
      recommendation: 'Erfarenhet saknas. Välj hellre enalapril eller kaptopril.',
      background: `${NO_HUMAN_MILK_DATA} Hos råtta passerar irbesartan över i mjölken.`,
    },
    {
      key: 'TELMISARTAN',
      level: null,
      recommendation: 'Erfarenhet saknas. Välj hellre enalapril eller kaptopril.',
      background: NO_HUMAN_MILK_DATA,
    },
    {
      key: 'BENDROFLUMETIAZID',
      level: 2,
      recommendation:
        'Låga doser kan användas. Undvik högre doser, som kan minska mjölkproduktionen, särskilt i början av amningsperioden.',
      background:
        'Passagen till bröstmjölk är inte studerad. Tiazider i höga doser har tidigare använts för att hämma mjölkproduktionen.',
    },
    {
      key: 'KLORTALIDON',
      level: 2,
      recommendation:
        'Undvik om möjligt; hydroklortiazid i låg dos är ett bättre val. Pågående behandling i låg dos kan fortsätta efter bedömning.',
      background:
        'Klortalidon passerar över i mjölken i låga halter men har mycket lång halveringstid. Ansamling hos barnet och minskad mjölkmängd kan inte uteslutas.',
    },
    {
      key: 'INDAPAMID',
      level: null,
      recommendation: 'Erfarenhet saknas. Välj hellre hydroklortiazid i låg dos.',
      background: `${NO_HUMAN_MILK_DATA} Närbesläktade diuretika kan minska mjölkproduktionen.`,
    },
    {
      key: 'BUMETANID',
      level: 2,
      recommendation:
        'Kan användas kortvarigt vid tydlig indikation. Högre doser och långvarig behandling kan minska mjölkproduktionen.',
      background: `${NO_HUMAN_MILK_DATA} Kraftigt urindrivande läkemedel kan minska mjölkmängden.`,
    },
    {
      key: 'EPLERENON',
      level: null,
      recommendation: 'Erfarenhet saknas. Spironolakton är bättre studerat under amning.',
      background: `${NO_HUMAN_MILK_DATA} Eplerenon passerar över i mjölk hos råtta.`,
    },
    {
      key: 'AMILORID',
      level: null,
      recommendation:
        'Erfarenhet saknas. Använd endast om behandlingen är nödvändig och följ barnets vikt och allmäntillstånd.',
      background: NO_HUMAN_MILK_DATA,
    },
    {
      key: 'NIFEDIPIN',
      level: 1,
      recommendation: 'Kan användas.',
      background:
        'Halterna i bröstmjölk är låga och barnets dos är liten. Nifedipin används också vid Raynauds fenomen i bröstvårtan hos ammande kvinnor.',
    },
    {
      key: 'LERKANIDIPIN',
      level: null,
      recommendation: 'Erfarenhet saknas. Välj hellre nifedipin eller amlodipin.',
      background: NO_HUMAN_MILK_DATA,
    },
    {
      key: 'DILTIAZEM',
      level: 2,
      recommendation:
        'Kan användas med försiktighet. Följ barnet avseende trötthet och matningssvårigheter.',
      background:
        'Diltiazem har uppmätts i bröstmjölk i halter i nivå med moderns plasmahalter, men barnets dos blir låg. Erfarenheten är begränsad.',
    },
    {
      key: 'VERAPAMIL',
      level: 1,
      recommendation: 'Kan användas.',
      background:
        'Låga halter har uppmätts i bröstmjölk, och inga effekter hos ammade barn har rapporterats.',
    },
    {
      key: 'ATENOLOL',
      level: 2,
      recommendation:
        'Välj hellre metoprolol eller propranolol. Används atenolol: följ barnet avseende långsam puls, blek eller blåaktig hud och trötthet, särskilt nyfödda och förtidigt födda.',
      background:
        'Atenolol binds svagt till plasmaproteiner och utsöndras via njurarna. Halterna i mjölken är högre än i moderns blod, och långsam puls och cyanos har rapporterats hos ammade nyfödda.',
    },
    {
      key: 'PROPRANOLOL',
      level: 1,
      recommendation: 'Kan användas. Ett av förstahandsvalen bland betablockerare under amning.',
      background:
        'Propranolol binds hårt till plasmaproteiner, och barnet får en mycket liten dos via mjölken.',
    },
    {
      key: 'KARVEDILOL',
      level: null,
      recommendation: 'Erfarenhet saknas. Välj hellre metoprolol eller propranolol.',
      background: `${NO_HUMAN_MILK_DATA} Karvedilol är hårt bundet till plasmaproteiner, vilket talar för låga halter i mjölken.`,
    },
    {
      key: 'SOTALOL',
      level: 2,
      recommendation:
        'Kan användas med försiktighet när behandlingen är nödvändig. Följ barnets puls och allmäntillstånd, särskilt hos nyfödda.',
      background:
        'Sotalol binds inte till plasmaproteiner och når halter i mjölken som är flera gånger högre än moderns plasmahalter. Inga biverkningar har rapporterats hos de få barn som följts.',
    },
    {
      key: 'DRONEDARON',
      level: null,
      recommendation: 'Erfarenhet saknas. Bör inte användas under amning.',
      background: `${NO_HUMAN_MILK_DATA} Dronedaron och dess metaboliter passerar över i mjölk hos råtta.`,
    },
    {
      key: 'FLEKAINID',
      level: 2,
      recommendation:
        'Kan användas med försiktighet när behandlingen är nödvändig. Följ barnet avseende matningssvårigheter och hjärtrytm.',
      background:
        'Flekainid når högre halter i mjölken än i moderns plasma, men barnets dos är låg. Erfarenheten är begränsad till ett fåtal fall.',
    },
    {
      key: 'ISOSORBIDMONONITRAT',
      level: null,
      recommendation: 'Erfarenhet saknas. Använd endast om behandlingen är nödvändig.',
      background: NO_HUMAN_MILK_DATA,
    },
    {
      key: 'GLYCERYLTRINITRAT',
      level: null,
      recommendation:
        'Erfarenhet saknas. Enstaka doser vid kärlkrampsanfall bedöms medföra liten risk för barnet.',
      background: `${NO_HUMAN_MILK_DATA} Glyceryltrinitrat bryts ned inom några minuter och tas dåligt upp från tarmen.`,
    },
    {
      key: 'DOXAZOSIN',
      level: null,
      recommendation: 'Erfarenhet saknas. Välj hellre ett bättre studerat blodtrycksläkemedel.',
      background:
        'Enstaka mätningar visar låga halter i bröstmjölk, men erfarenheten är för liten för en bedömning.',
    },
    {
      key: 'MOXONIDIN',
      level: 3,
      recommendation: 'Ska inte användas under amning. Välj ett annat blodtrycksläkemedel.',
      background:
        'Moxonidin passerar över i bröstmjölk. Erfarenhet av effekter hos ammade barn saknas, och centralt verkande blodtryckssänkande medel kan ge trötthet och blodtrycksfall.',
    },
    {
      key: 'EDOXABAN',
      level: null,
      recommendation: 'Erfarenhet saknas. Välj warfarin eller lågmolekylärt heparin under amning.',
      background: `${NO_HUMAN_MILK_DATA} Edoxaban passerar över i mjölk hos djur.`,
    },
    {
      key: 'DALTEPARIN',
      level: 0,
      recommendation: 'Kan användas.',
      background:
        'Dalteparin är en stor molekyl som passerar över i mycket liten mängd och inte tas upp från barnets magtarmkanal.',
    },
    {
      key: 'TINZAPARIN',
      level: 0,
      recommendation: 'Kan användas.',
      background:
        'Tinzaparin passerar knappt över i mjölken, och det som når barnet bryts ned i magtarmkanalen utan att tas upp.',
    },
    {
      key: 'PRASUGREL',
      level: null,
      recommendation:
        'Erfarenhet saknas. Om behandlingen är nödvändig: följ barnet avseende blåmärken och blödning.',
      background: `${NO_HUMAN_MILK_DATA} Prasugrel passerar över i mjölk hos råtta.`,
    },
    {
      key: 'EZETIMIB',
      level: null,
      recommendation: 'Erfarenhet saknas. Gör uppehåll under amningsperioden.',
      background: `${NO_HUMAN_MILK_DATA} Ezetimib passerar över i mjölk hos råtta.`,
    },
    {
      key: 'PRAVASTATIN',
      level: 3,
      recommendation: 'Gör uppehåll med statinbehandling under amningsperioden.',
      background:
        'Små mängder pravastatin har uppmätts i bröstmjölk. Kolesterol behövs för barnets utveckling, och ett tillfälligt uppehåll påverkar sällan moderns hjärt-kärlrisk.',
    },
  ],
  birthDefect: [
    {
      key: 'LISINOPRIL',
      level: 3,
      assessment: RAAS_PREGNANCY,
      background: RAAS_PREGNANCY_BACKGROUND,
    },
    {
      key: 'KAPTOPRIL',
      level: 3,
      assessment: RAAS_PREGNANCY,
      background: RAAS_PREGNANCY_BACKGROUND,
    },
    {
      key: 'VALSARTAN',
      level: 3,
      assessment: RAAS_PREGNANCY,
      background: RAAS_PREGNANCY_BACKGROUND,
    },
    {
      key: 'IRBESARTAN',
      level: 3,
      assessment: RAAS_PREGNANCY,
      background: RAAS_PREGNANCY_BACKGROUND,
    },
    {
      key: 'TELMISARTAN',
      level: 3,
      assessment: RAAS_PREGNANCY,
      background: RAAS_PREGNANCY_BACKGROUND,
    },
    {
      key: 'BENDROFLUMETIAZID',
      level: 2,
      assessment:
        'Undvik om möjligt. Kan minska moderns plasmavolym och därmed blodflödet till moderkakan, och ge elektrolytrubbningar eller lågt antal blodplättar hos den nyfödda.',
      background: 'Inga tydliga tecken på missbildningar. Erfarenheten är måttlig.',
    },
    {
      key: 'KLORTALIDON',
      level: 2,
      assessment:
        'Undvik om möjligt, särskilt sent i graviditeten. Den långa verkningstiden gör att en minskning av moderns plasmavolym kvarstår länge.',
      background: 'Erfarenheten är begränsad; inga tydliga tecken på missbildningar.',
    },
    {
      key: 'INDAPAMID',
      level: 2,
      assessment:
        'Undvik om möjligt. Som andra tiazidliknande diuretika kan indapamid minska moderns plasmavolym och blodflödet till moderkakan.',
      background:
        'Erfarenheten från människa är begränsad; inga tecken på missbildningar har setts.',
    },
    {
      key: 'BUMETANID',
      level: 2,
      assessment:
        'Används endast vid särskilda indikationer, till exempel hjärtsvikt eller lungödem. Furosemid är bättre studerat.',
      background:
        'Erfarenheten är begränsad. Minskad blodvolym hos modern kan försämra blodflödet till moderkakan.',
    },
    {
      key: 'EPLERENON',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Använd endast om nyttan klart överväger.',
      background:
        'Data från människa saknas i stort sett. Djurstudier har inte visat fosterskador, och eplerenon saknar de antiandrogena effekter som spironolakton har.',
    },
    {
      key: 'AMILORID',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Välj ett bättre studerat alternativ om behandling behövs.',
      background: 'Data från människa är begränsade till fallrapporter.',
    },
    {
      key: 'NIFEDIPIN',
      level: 1,
      assessment:
        'Kan användas och är ett av förstahandsmedlen vid högt blodtryck under graviditet. Undvik kraftig blodtryckssänkning, som kan försämra blodflödet till moderkakan.',
      background:
        'Omfattande erfarenhet från senare delen av graviditeten och en växande erfarenhet från första trimestern, utan tecken på ökad risk för missbildningar. Fosterskador i djurstudier har inte bekräftats hos människa.',
    },
    {
      key: 'LERKANIDIPIN',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Byt till ett bättre studerat blodtrycksläkemedel, till exempel nifedipin eller labetalol.',
      background: 'Data från människa saknas i stort sett.',
    },
    {
      key: 'DILTIAZEM',
      level: 2,
      assessment: 'Använd endast när bättre studerade alternativ inte passar.',
      background:
        'Fosterskador har setts i djurstudier vid höga doser. Erfarenheten från människa är begränsad och har inte visat något tydligt mönster av missbildningar.',
    },
    {
      key: 'VERAPAMIL',
      level: 2,
      assessment:
        'Kan användas vid hjärtrytmrubbningar hos modern eller fostret när nyttan överväger. Undvik snabb intravenös injektion, som kan ge blodtrycksfall.',
      background:
        'Erfarenheten är begränsad men har inte visat ökad risk för missbildningar. Verapamil har använts för att behandla snabb hjärtrytm hos fostret.',
    },
    {
      key: 'ATENOLOL',
      level: 2,
      assessment:
        'Välj hellre labetalol eller metoprolol. Atenolol under större delen av graviditeten har kopplats till hämmad tillväxt hos fostret, och den nyfödda kan få långsam puls och lågt blodsocker.',
      background:
        'Inga tecken på missbildningar, men flera studier har visat lägre födelsevikt, särskilt vid behandling från tidig graviditet.',
    },
    {
      key: 'PROPRANOLOL',
      level: 1,
      assessment:
        'Kan användas. Kontrollera fostrets tillväxt. Vid behandling fram till förlossningen bör den nyfödda följas avseende puls, andning och blodsocker.',
      background:
        'Lång erfarenhet utan tecken på ökad risk för missbildningar. Som för andra betablockerare har något lägre födelsevikt beskrivits.',
    },
    {
      key: 'KARVEDILOL',
      level: 2,
      assessment:
        'Kan användas om metoprolol eller labetalol inte passar, till exempel vid hjärtsvikt. Den nyfödda bör följas avseende puls och blodsocker.',
      background: 'Erfarenheten är begränsad; inga tecken på missbildningar.',
    },
    {
      key: 'SOTALOL',
      level: 2,
      assessment:
        'Används vid särskilda indikationer, bland annat vid vissa hjärtrytmrubbningar hos fostret. Följ moderns EKG och elektrolyter, och den nyfödda avseende puls och blodsocker.',
      background:
        'Sotalol passerar moderkakan väl. Erfarenheten är begränsad men har inte visat ökad risk för missbildningar.',
    },
    {
      key: 'DRONEDARON',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Ska inte användas under graviditet, och kvinnor som kan bli gravida behöver ett säkert preventivmedel.',
      background: 'Data från människa saknas. Fosterskador har setts i djurstudier.',
    },
    {
      key: 'FLEKAINID',
      level: 2,
      assessment:
        'Används vid särskilda indikationer, bland annat vid vissa hjärtrytmrubbningar hos fostret. Under första trimestern endast om nyttan klart överväger.',
      background:
        'Erfarenheten från första trimestern är begränsad, och missbildningar har setts hos en djurart. Vid behandling sent i graviditeten har inga tydliga skador setts.',
    },
    {
      key: 'ISOSORBIDMONONITRAT',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Använd endast om behandlingen är nödvändig.',
      background:
        'Data från människa är begränsade. Nitrater kan sänka moderns blodtryck och därmed blodflödet till moderkakan.',
    },
    {
      key: 'GLYCERYLTRINITRAT',
      level: null,
      assessment:
        'Erfarenheten är för liten för en säker bedömning. Enstaka doser vid akut behov bedöms medföra liten risk; undvik kraftigt blodtrycksfall.',
      background:
        'Glyceryltrinitrat har använts under graviditet och förlossning utan tecken på fosterskador, men systematiska studier från första trimestern saknas.',
    },
    {
      key: 'DOXAZOSIN',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Välj ett bättre studerat blodtrycksläkemedel.',
      background: 'Data från människa saknas i stort sett.',
    },
    {
      key: 'MOXONIDIN',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Byt till ett bättre studerat blodtrycksläkemedel.',
      background: 'Data från människa saknas. Djurstudier har visat skadliga effekter på embryot.',
    },
    {
      key: 'EDOXABAN',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Ska inte användas under graviditet; byt till lågmolekylärt heparin.',
      background:
        'Data från människa saknas nästan helt. Djurstudier har visat skadliga effekter på reproduktionen.',
    },
    {
      key: 'DALTEPARIN',
      level: 1,
      assessment: 'Kan användas när antikoagulation behövs under graviditet.',
      background:
        'Dalteparin passerar inte moderkakan. Omfattande erfarenhet utan tecken på fosterskador.',
    },
    {
      key: 'TINZAPARIN',
      level: 1,
      assessment: 'Kan användas under hela graviditeten när antikoagulation behövs.',
      background:
        'Tinzaparin passerar inte moderkakan, och erfarenheten är stor utan tecken på fosterskador.',
    },
    {
      key: 'PRASUGREL',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Använd endast när nyttan klart överväger, till exempel efter stentbehandling.',
      background:
        'Data från människa saknas i stort sett. Djurstudier har inte visat fosterskador.',
    },
    {
      key: 'EZETIMIB',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Gör uppehåll under graviditeten; nyttan av blodfettssänkande behandling under en graviditet är liten.',
      background: 'Data från människa saknas i stort sett.',
    },
    {
      key: 'PRAVASTATIN',
      level: 2,
      assessment:
        'Inga säkra tecken på ökad risk för missbildningar, men nyttan under en graviditet är liten. Gör uppehåll under graviditeten.',
      background:
        'Pravastatin har studerats i små studier sent i graviditeten utan tecken på skador. Registerdata för statiner tidigt i graviditeten har inte visat en tydligt ökad risk.',
    },
  ],
  genus: [
    {
      key: 'LISINOPRIL',
      level: 3,
      summary:
        'Torrhosta av ACE-hämmare är ungefär dubbelt så vanlig hos kvinnor som hos män. Vid besvärande hosta är en angiotensinreceptorblockerare ett alternativ.',
    },
    {
      key: 'KAPTOPRIL',
      level: 3,
      summary:
        'Kvinnor får oftare torrhosta av ACE-hämmare än män. Fråga efter hosta vid uppföljning och byt vid behov till en angiotensinreceptorblockerare.',
    },
    { key: 'VALSARTAN', level: 1, summary: NO_DIFFERENCES },
    { key: 'IRBESARTAN', level: 1, summary: NO_DIFFERENCES },
    { key: 'TELMISARTAN', level: 1, summary: NO_DIFFERENCES },
    {
      key: 'BENDROFLUMETIAZID',
      level: 3,
      summary:
        'Äldre kvinnor har högre risk för lågt natrium i blodet av tiazider. Kontrollera natrium några veckor efter start och vid dosökning.',
    },
    {
      key: 'KLORTALIDON',
      level: 3,
      summary:
        'Lågt natrium och lågt kalium är vanligare hos äldre kvinnor. Den långa verkningstiden gör att rubbningarna kan utvecklas långsamt; kontrollera elektrolyter efter start.',
    },
    {
      key: 'INDAPAMID',
      level: 3,
      summary:
        'Lågt natrium i blodet förekommer oftare hos äldre kvinnor, också med indapamid. Kontrollera natrium efter start.',
    },
    { key: 'BUMETANID', level: null, summary: TOO_LITTLE_DATA },
    {
      key: 'EPLERENON',
      level: 1,
      summary: `${NO_DIFFERENCES} Eplerenon ger sällan de hormonella biverkningar som spironolakton kan ge.`,
    },
    { key: 'AMILORID', level: null, summary: TOO_LITTLE_DATA },
    {
      key: 'NIFEDIPIN',
      level: 3,
      summary:
        'Kvinnor får oftare ankelsvullnad av kalciumantagonister av dihydropyridintyp. Överväg lägre startdos och följ upp ödem.',
    },
    { key: 'LERKANIDIPIN', level: null, summary: TOO_LITTLE_DATA },
    { key: 'DILTIAZEM', level: null, summary: TOO_LITTLE_DATA },
    { key: 'VERAPAMIL', level: null, summary: TOO_LITTLE_DATA },
    { key: 'ATENOLOL', level: 1, summary: NO_DIFFERENCES },
    {
      key: 'PROPRANOLOL',
      level: 2,
      summary:
        'Kvinnor har i genomsnitt högre koncentration vid samma dos, men doseringen styrs efter effekten på puls och blodtryck.',
    },
    { key: 'KARVEDILOL', level: null, summary: TOO_LITTLE_DATA },
    {
      key: 'SOTALOL',
      level: 4,
      summary:
        'Kvinnor har tydligt högre risk än män för torsade de pointes av sotalol. Starta med låg dos, ta EKG före och efter start och vid varje dosökning, och var särskilt försiktig vid nedsatt njurfunktion och lågt kalium.',
      background:
        'I studier och biverkningsrapporter har torsade de pointes förekommit två till tre gånger oftare hos kvinnor. Kvinnor har också längre QT-tid redan utan läkemedel.',
    },
    { key: 'DRONEDARON', level: null, summary: TOO_LITTLE_DATA },
    { key: 'FLEKAINID', level: null, summary: TOO_LITTLE_DATA },
    { key: 'ISOSORBIDMONONITRAT', level: null, summary: TOO_LITTLE_DATA },
    { key: 'GLYCERYLTRINITRAT', level: null, summary: TOO_LITTLE_DATA },
    {
      key: 'DOXAZOSIN',
      level: 3,
      summary:
        'Hos kvinnor kan alfa-1-receptorblockerare ge eller förvärra urinläckage vid ansträngning. Fråga efter sådana besvär. Indikationen godartad prostataförstoring gäller endast män.',
      background:
        'Blockaden av alfa-1-receptorer slappar av den glatta muskulaturen i blåshalsen och urinröret, vilket hos kvinnor kan försämra förmågan att hålla tätt.',
    },
    { key: 'MOXONIDIN', level: null, summary: TOO_LITTLE_DATA },
    {
      key: 'EDOXABAN',
      level: 1,
      summary: 'Studier har visat likartad effekt och blödningsrisk hos kvinnor och män.',
    },
    {
      key: 'DALTEPARIN',
      level: 1,
      summary: 'Doseringen efter kroppsvikt tar hand om skillnader i kroppsstorlek mellan könen.',
    },
    {
      key: 'TINZAPARIN',
      level: 1,
      summary: 'Doseringen efter kroppsvikt tar hand om skillnader i kroppsstorlek mellan könen.',
    },
    {
      key: 'PRASUGREL',
      level: 2,
      summary:
        'Kvinnor har oftare låg kroppsvikt, som ger högre koncentration av den aktiva metaboliten och ökad blödningsrisk. Dosen anpassas efter vikt och ålder, inte efter kön.',
    },
    {
      key: 'EZETIMIB',
      level: 2,
      summary: 'Kvinnor har något högre koncentration av ezetimib, utan betydelse för doseringen.',
    },
    {
      key: 'PRAVASTATIN',
      level: 2,
      summary:
        'Kvinnor rapporterar muskelbiverkningar av statiner något oftare, men nyttan av behandlingen är likvärdig.',
    },
  ],
  gender: [
    {
      key: 'LISINOPRIL',
      title: 'Lisinopril',
      summary:
        'Dry cough from ACE inhibitors is roughly twice as common in women as in men. An angiotensin receptor blocker is an alternative if the cough is troublesome.',
      background:
        'A consistent finding for the ACE inhibitor class in clinical trials and adverse-reaction reports.',
    },
    {
      key: 'KLORTALIDON',
      title: 'Chlortalidone',
      summary:
        'Low blood sodium and low potassium are more common in older women. Because the drug acts for a long time, the disturbances can develop slowly; check electrolytes after starting.',
      background:
        'Shown in observational studies of thiazide-associated hyponatraemia, in which older women are over-represented.',
    },
    {
      key: 'NIFEDIPIN',
      title: 'Nifedipine',
      summary:
        'Women more often develop ankle oedema with dihydropyridine calcium channel blockers. Consider a lower starting dose and follow up oedema.',
      background: 'Shown for the drug class in clinical trials and observational studies.',
    },
    {
      key: 'SOTALOL',
      title: 'Sotalol',
      summary:
        'Women are at clearly higher risk than men of torsades de pointes with sotalol. Start at a low dose, record an ECG before and after starting and after each dose increase, and take particular care with renal impairment and low potassium.',
      background:
        'In trials and adverse-reaction reports torsades occurred two to three times as often in women. Women also have a longer QT interval without drugs.',
    },
    {
      key: 'DOXAZOSIN',
      title: 'Doxazosin',
      summary:
        'In women, alpha-1 blockers can cause or worsen stress urinary incontinence. Ask about such symptoms. The indication benign prostatic hyperplasia applies to men only.',
      background:
        'Alpha-1 blockade relaxes the smooth muscle of the bladder neck and urethra, which in women can weaken continence.',
    },
  ],
  riskValues: {
    LISINOPRIL: { orthostatism: 2, renalToxicity: 1 },
    KAPTOPRIL: { orthostatism: 2, renalToxicity: 1 },
    VALSARTAN: { orthostatism: 1, renalToxicity: 1 },
    IRBESARTAN: { orthostatism: 1, renalToxicity: 1 },
    TELMISARTAN: { orthostatism: 1, renalToxicity: 1 },
    BENDROFLUMETIAZID: { orthostatism: 1 },
    KLORTALIDON: { orthostatism: 1 },
    INDAPAMID: { orthostatism: 1 },
    BUMETANID: { orthostatism: 2, renalToxicity: 1 },
    EPLERENON: { orthostatism: 1, renalToxicity: 1 },
    AMILORID: { orthostatism: 1, renalToxicity: 1 },
    NIFEDIPIN: { orthostatism: 1 },
    LERKANIDIPIN: { orthostatism: 1 },
    DILTIAZEM: { orthostatism: 1 },
    VERAPAMIL: { orthostatism: 1, constipation: 1 },
    ATENOLOL: { orthostatism: 1 },
    PROPRANOLOL: { orthostatism: 1 },
    KARVEDILOL: { orthostatism: 2 },
    SOTALOL: { qtProlongation: 3, orthostatism: 1 },
    DRONEDARON: { qtProlongation: 2 },
    FLEKAINID: { qtProlongation: 1 },
    ISOSORBIDMONONITRAT: { orthostatism: 2 },
    GLYCERYLTRINITRAT: { orthostatism: 2 },
    DOXAZOSIN: { orthostatism: 3 },
    MOXONIDIN: { orthostatism: 1, sedation: 1 },
    EDOXABAN: { bleeding: 3 },
    DALTEPARIN: { bleeding: 3 },
    TINZAPARIN: { bleeding: 3 },
    PRASUGREL: { bleeding: 2 },
  },
  sideEffects: {
    LISINOPRIL:
      'c:Yrsel; c:Torrhosta; c:Huvudvärk; c:Lågt blodtryck; c:Njurpåverkan; u:Hyperkalemi; r:Angioödem',
    KAPTOPRIL:
      'c:Torrhosta; c:Smakförändring; c:Hudutslag; c:Yrsel; u:Hyperkalemi; r:Angioödem; r:Neutropeni',
    VALSARTAN: 'c:Yrsel; c:Lågt blodtryck; c:Njurpåverkan; u:Hyperkalemi; u:Trötthet; r:Angioödem',
    IRBESARTAN: 'c:Yrsel; c:Illamående; c:Trötthet; c:Hyperkalemi; r:Angioödem',
    TELMISARTAN: 'u:Yrsel; u:Lågt blodtryck; u:Hyperkalemi; u:Magbesvär; r:Angioödem',
    BENDROFLUMETIAZID:
      'c:Lågt kalium; c:Lågt natrium; c:Förhöjt urat; c:Yrsel vid uppresning; u:Gikt; r:Ljuskänslighet',
    KLORTALIDON:
      'c:Lågt kalium; c:Lågt natrium; c:Förhöjt urat; c:Yrsel vid uppresning; u:Gikt; u:Förhöjt blodsocker',
    INDAPAMID: 'c:Lågt kalium; c:Hudutslag; u:Lågt natrium; u:Yrsel; r:Förhöjt urat',
    BUMETANID:
      'vc:Ökad urinmängd; c:Lågt kalium; c:Vätskebrist; c:Yrsel vid uppresning; u:Gikt; r:Hörselpåverkan',
    EPLERENON:
      'c:Hyperkalemi; c:Yrsel; c:Lågt blodtryck; c:Njurpåverkan; c:Diarré; u:Bröstförstoring hos män',
    AMILORID: 'c:Hyperkalemi; c:Illamående; c:Aptitlöshet; c:Huvudvärk; u:Lågt natrium',
    NIFEDIPIN:
      'c:Ankelsvullnad; c:Huvudvärk; c:Rodnad; c:Förstoppning; u:Hjärtklappning; u:Yrsel; r:Tandköttsförändring',
    LERKANIDIPIN: 'u:Ankelsvullnad; u:Huvudvärk; u:Rodnad; u:Hjärtklappning; u:Yrsel',
    DILTIAZEM: 'c:Ankelsvullnad; c:Huvudvärk; c:Långsam puls; c:Rodnad; c:Förstoppning; u:Yrsel',
    VERAPAMIL:
      'c:Förstoppning; c:Huvudvärk; c:Yrsel; c:Långsam puls; c:Ankelsvullnad; c:Rodnad; r:Tandköttsförändring',
    ATENOLOL: 'c:Trötthet; c:Långsam puls; c:Kalla händer och fötter; c:Magbesvär; u:Sömnstörning',
    PROPRANOLOL:
      'c:Trötthet; c:Kalla händer och fötter; c:Långsam puls; c:Mardrömmar; c:Sömnstörning; r:Astmaanfall',
    KARVEDILOL: 'vc:Yrsel; vc:Trötthet; vc:Lågt blodtryck; c:Långsam puls; c:Ödem; c:Synstörningar',
    SOTALOL:
      'c:Trötthet; c:Långsam puls; c:Yrsel; c:Andfåddhet; c:Kalla händer och fötter; c:QT-förlängning; c:Hjärtrytmrubbning',
    DRONEDARON:
      'vc:Förhöjt kreatinin; vc:QT-förlängning; c:Långsam puls; c:Diarré; c:Illamående; c:Trötthet; u:Lungpåverkan; r:Leverpåverkan',
    FLEKAINID:
      'vc:Yrsel; vc:Synstörningar; c:Andfåddhet; c:Trötthet; c:Illamående; c:Hjärtrytmrubbning',
    ISOSORBIDMONONITRAT:
      'vc:Huvudvärk; c:Yrsel; c:Yrsel vid uppresning; c:Hjärtklappning; c:Illamående; u:Rodnad',
    GLYCERYLTRINITRAT:
      'vc:Huvudvärk; c:Yrsel vid uppresning; c:Rodnad; c:Hjärtklappning; u:Illamående; u:Hudreaktion vid plåstret',
    DOXAZOSIN:
      'c:Yrsel; c:Yrsel vid uppresning; c:Huvudvärk; c:Trötthet; c:Ödem; c:Hjärtklappning; c:Nästäppa',
    MOXONIDIN: 'vc:Muntorrhet; c:Trötthet; c:Yrsel; c:Huvudvärk; c:Sömnstörning; c:Illamående',
    EDOXABAN:
      'c:Blödning; c:Blodbrist; c:Näsblod; c:Blod i urinen; c:Hudutslag; c:Förhöjda levervärden',
    DALTEPARIN:
      'c:Blödning; c:Blåmärken vid injektionsstället; c:Förhöjda levervärden; u:Trombocytopeni; r:Hyperkalemi',
    TINZAPARIN:
      'c:Blödning; c:Blåmärken vid injektionsstället; c:Blodbrist; u:Förhöjda levervärden; u:Trombocytopeni; r:Hyperkalemi',
    PRASUGREL:
      'c:Blödning; c:Blåmärken; c:Näsblod; c:Blodbrist; c:Hudutslag; c:Blödning från magtarmkanalen; u:Hjärnblödning',
    EZETIMIB: 'c:Magont; c:Diarré; c:Trötthet; u:Muskelvärk; u:Förhöjda levervärden; u:Illamående',
    PRAVASTATIN:
      'u:Huvudvärk; u:Yrsel; u:Magbesvär; u:Muskelvärk; u:Hudutslag; r:Myopati; vr:Rabdomyolys',
  },
  interactions: [
    // Eplerenone is broken down by CYP3A4; no class covers that.
    {
      a: 'EPLERENON',
      b: 'KLARITROMYCIN',
      code: 'D2',
      texts: [
        'Koncentrationen av eplerenon ökar kraftigt, med risk för allvarlig hyperkalemi.',
        'Undvik kombinationen. Gör uppehåll med eplerenon under kuren, eller välj ett annat antibiotikum.',
        'Klaritromycin hämmar kraftigt CYP3A4, det enzym som bryter ned eplerenon.',
        'Baserat på studier med andra starka CYP3A4-hämmare, där koncentrationen av eplerenon ökade ungefär fem gånger.',
      ],
    },
    eplerenoneModerateInhibitor(
      'FLUKONAZOL',
      'flukonazol',
      'C2',
      'Visat i farmakokinetiska studier med måttliga CYP3A4-hämmare, där koncentrationen av eplerenon ungefär fördubblades.',
    ),
    eplerenoneModerateInhibitor(
      'DILTIAZEM',
      'diltiazem',
      'C2',
      'Visat i farmakokinetiska studier med måttliga CYP3A4-hämmare, där koncentrationen av eplerenon ungefär fördubblades.',
    ),
    eplerenoneModerateInhibitor(
      'VERAPAMIL',
      'verapamil',
      'C2',
      'Visat i en farmakokinetisk studie, där koncentrationen av eplerenon ungefär fördubblades.',
    ),
    eplerenoneModerateInhibitor(
      'DRONEDARON',
      'dronedaron',
      'C1',
      'Baserat på att dronedaron är en måttlig CYP3A4-hämmare och på studier med andra måttliga hämmare; kombinationen är inte studerad i sig.',
    ),
    {
      a: 'EPLERENON',
      b: 'KARBAMAZEPIN',
      code: 'D1',
      texts: [
        'Koncentrationen av eplerenon sjunker kraftigt, med risk för utebliven effekt.',
        'Undvik kombinationen. Spironolakton är ett alternativ.',
        'Karbamazepin ökar bildningen av CYP3A4 och påskyndar därmed nedbrytningen av eplerenon.',
        'Baserat på en studie med en annan stark enzyminducerare, där koncentrationen av eplerenon minskade med omkring 90 procent.',
      ],
    },
    // Grapefruit and dihydropyridines or verapamil (grapefruit is no class member).
    grapefruitCalciumBlocker(
      'NIFEDIPIN',
      'nifedipin',
      'Visat i studier på friska försökspersoner; ökningen varierar mellan individer.',
    ),
    // Lercanidipine: grapefruit is to be avoided (as with felodipine, C3).
    {
      ...grapefruitCalciumBlocker(
        'LERKANIDIPIN',
        'lerkanidipin',
        'Kombinationen är inte studerad i sig. Lerkanidipin bryts nästan helt ned redan vid första passagen genom tarm och lever, och grapefruktjuice ökar halten av närbesläktade dihydropyridiner, som felodipin, flera gånger i studier på friska försökspersoner.',
      ),
      code: 'C3',
    },
    {
      a: 'GRAPEFRUKTJUICE',
      b: 'VERAPAMIL',
      code: 'B2',
      texts: [
        'Koncentrationen av verapamil kan öka måttligt.',
        'Avråd från stora mängder grapefruktjuice. Var uppmärksam på långsam puls och yrsel.',
        'Ämnen i grapefrukt hämmar CYP3A4 i tarmväggen, som annars bryter ned en del av verapamil innan det når blodet.',
        'Visat i studier på friska försökspersoner; effekten på puls och blodtryck var liten.',
      ],
    },
    // Dronedarone: enzyme inducers, grapefruit and beta-blockers (sotalol is covered by QT).
    {
      a: 'DRONEDARON',
      b: 'KARBAMAZEPIN',
      code: 'D1',
      texts: [
        'Koncentrationen av dronedaron sjunker kraftigt, med risk för utebliven effekt mot förmaksflimmer.',
        'Undvik kombinationen. Välj en annan rytmbehandling eller ett annat antiepileptikum.',
        'Karbamazepin ökar bildningen av CYP3A4, som bryter ned dronedaron.',
        'Baserat på en studie med en annan stark enzyminducerare, där koncentrationen av dronedaron minskade med ungefär 80 procent.',
      ],
    },
    {
      a: 'DRONEDARON',
      b: 'JOHANNESORT',
      code: 'D1',
      texts: [
        'Koncentrationen av dronedaron sjunker, med risk för utebliven effekt mot förmaksflimmer.',
        'Avråd från johannesört under behandlingen.',
        'Johannesört ökar bildningen av CYP3A4 i tarm och lever, vilket påskyndar nedbrytningen av dronedaron.',
        'Baserat på studier med andra starka enzyminducerare; kombinationen är inte studerad i sig.',
      ],
    },
    {
      a: 'DRONEDARON',
      b: 'GRAPEFRUKTJUICE',
      code: 'C2',
      texts: [
        'Koncentrationen av dronedaron ökar, med risk för långsam puls och QT-förlängning.',
        'Avråd från grapefrukt och grapefruktjuice under behandlingen.',
        'Ämnen i grapefrukt hämmar CYP3A4 i tarmväggen, vilket ökar upptaget av dronedaron.',
        'Visat i studier på friska försökspersoner, där koncentrationen ökade ungefär tre gånger.',
      ],
    },
    dronedaroneBetaBlocker(
      'METOPROLOL',
      'metoprolol',
      true,
      'Visat i farmakokinetiska studier, där koncentrationen av metoprolol ökade ungefär 1,6 gånger, och i kliniska studier, där långsam puls var vanligare vid kombinationen.',
    ),
    dronedaroneBetaBlocker(
      'BISOPROLOL',
      'bisoprolol',
      false,
      'Långsam puls var vanligare vid samtidig behandling med betablockerare i de kliniska studierna av dronedaron.',
    ),
    dronedaroneBetaBlocker(
      'ATENOLOL',
      'atenolol',
      false,
      'Långsam puls var vanligare vid samtidig behandling med betablockerare i de kliniska studierna av dronedaron.',
    ),
    dronedaroneBetaBlocker(
      'PROPRANOLOL',
      'propranolol',
      true,
      'Visat i farmakokinetiska studier, där koncentrationen av propranolol ökade måttligt. Den additiva effekten på pulsen är välkänd.',
    ),
    dronedaroneBetaBlocker(
      'KARVEDILOL',
      'karvedilol',
      true,
      'Den additiva effekten på pulsen är välkänd. Påverkan på koncentrationen är visad för andra betablockerare som bryts ned av CYP2D6.',
    ),
    // Dronedarone with diltiazem and verapamil (the class rule's grade, with the effect on the heart).
    dronedaroneRateLimitingCcb('DILTIAZEM', 'diltiazem'),
    dronedaroneRateLimitingCcb('VERAPAMIL', 'verapamil'),
    // Prasugrel with acetylsalicylic acid (dual platelet inhibition, as clopidogrel's pair).
    {
      a: 'PRASUGREL',
      b: 'ACETYLSALICYL',
      code: 'C4',
      texts: [
        'Ökad risk för blödning.',
        'Kombinationen är oftast avsedd som dubbel trombocythämning efter akut kranskärlssjukdom och stentbehandling. Följ den planerade behandlingstiden, håll acetylsalicylsyra i låg dos och överväg magskydd med protonpumpshämmare.',
        'Prasugrel och acetylsalicylsyra hämmar trombocyterna via olika mekanismer, och effekterna adderas.',
        'Den ökade blödningsrisken är visad i stora kontrollerade studier, där prasugrel gavs tillsammans med acetylsalicylsyra.',
      ],
    },
  ],
};
