// The infections drug group of the demo knowledge base (format: group-types.ts). Demo data written by
// the Medkompass team from general pharmacological knowledge; not for clinical use.

import type { DrugGroup, GroupInteraction } from './group-types.ts';

// ---------------------------------------------------------------------------------------------
// Shared texts
// ---------------------------------------------------------------------------------------------

const NO_HUMAN_MILK_DATA = 'Uppgifter om passage till bröstmjölk hos människa saknas.';
const NO_DIFFERENCES = 'Inga kända skillnader mellan kvinnor och män av klinisk betydelse.';
const TOO_LITTLE_DATA = 'Underlaget är för litet för att bedöma skillnader mellan könen.';
const QUINOLONE_PREGNANCY_BACKGROUND =
  'Fluorokinoloner har gett broskskador i lederna hos unga djur. Studier på gravida har inte visat någon tydligt ökad risk för missbildningar.';

// ---------------------------------------------------------------------------------------------
// Interaction text families
// ---------------------------------------------------------------------------------------------

/** A strong CYP3A4 inhibitor with ticagrelor: [key, Swedish name]. */
function strongInhibitorTicagrelor(inhibitor: string, name: string): GroupInteraction {
  const capitalised = name.charAt(0).toUpperCase() + name.slice(1);
  return {
    a: inhibitor,
    b: 'TIKAGRELOR',
    code: 'D0',
    texts: [
      'Koncentrationen av tikagrelor ökar kraftigt, med risk för blödning och andra biverkningar som andfåddhet.',
      `Undvik kombinationen. Diskutera en annan trombocythämmare med behandlande kardiolog så länge behandlingen med ${name} pågår.`,
      `${capitalised} hämmar CYP3A4 kraftigt, det enzym som bryter ned tikagrelor.`,
      'Baserat på studier med en annan stark CYP3A4-hämmare, där exponeringen för tikagrelor ökade mer än sjufaldigt.',
    ],
  };
}

/** A fluoroquinolone with warfarin: [key, Swedish name, background]. */
function quinoloneWarfarin(quinolone: string, name: string, background: string): GroupInteraction {
  return {
    a: quinolone,
    b: 'WARFARIN',
    code: 'C2',
    texts: [
      'PK(INR) kan stiga under behandlingen, med ökad risk för blödning.',
      'Kontrollera PK(INR) 3–5 dagar efter att kuren har startat och vid behov igen innan den avslutas.',
      `Mekanismen är inte klarlagd. Minskad bildning av vitamin K i tarmen och hämning av warfarinets nedbrytning har föreslagits; infektionen och ett minskat födointag bidrar ofta. ${name.charAt(0).toUpperCase() + name.slice(1)} påverkar inte CYP1A2 i någon betydande grad.`,
      background,
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// The group
// ---------------------------------------------------------------------------------------------

export const INFECTIONS: DrugGroup = {
  name: 'infections',
  productNumbers: [1600, 1799],

  substances: [
    { key: 'ERYTROMYCIN', sv: 'erytromycin', en: 'erythromycin', atc: 'J01FA01 D10AF02 S01AA17' },
    { key: 'AZITROMYCIN', sv: 'azitromycin', en: 'azithromycin', atc: 'J01FA10 S01AA26' },
    { key: 'LEVOFLOXACIN', sv: 'levofloxacin', en: 'levofloxacin', atc: 'J01MA12 S01AE05' },
    { key: 'MOXIFLOXACIN', sv: 'moxifloxacin', en: 'moxifloxacin', atc: 'J01MA14 S01AE07' },
    { key: 'FLUKLOXACILLIN', sv: 'flukloxacillin', en: 'flucloxacillin', atc: 'J01CF05' },
    { key: 'CEFALEXIN', sv: 'cefalexin', en: 'cefalexin', atc: 'J01DB01' },
    { key: 'CEFADROXIL', sv: 'cefadroxil', en: 'cefadroxil', atc: 'J01DB05' },
    { key: 'KLINDAMYCIN', sv: 'klindamycin', en: 'clindamycin', atc: 'J01FF01 D10AF01 G01AA10' },
    { key: 'LINEZOLID', sv: 'linezolid', en: 'linezolid', atc: 'J01XX08' },
    { key: 'VANKOMYCIN', sv: 'vankomycin', en: 'vancomycin', atc: 'J01XA01 A07AA09' },
    { key: 'RIFAMPICIN', sv: 'rifampicin', en: 'rifampicin', atc: 'J04AB02' },
    { key: 'ISONIAZID', sv: 'isoniazid', en: 'isoniazid', atc: 'J04AC01' },
    { key: 'ITRAKONAZOL', sv: 'itrakonazol', en: 'itraconazole', atc: 'J02AC02' },
    { key: 'VORIKONAZOL', sv: 'vorikonazol', en: 'voriconazole', atc: 'J02AC03' },
    { key: 'POSAKONAZOL', sv: 'posakonazol', en: 'posaconazole', atc: 'J02AC04' },
    { key: 'TERBINAFIN', sv: 'terbinafin', en: 'terbinafine', atc: 'D01BA02 D01AE15' },
    { key: 'ACIKLOVIR', sv: 'aciklovir', en: 'aciclovir', atc: 'J05AB01 D06BB03 S01AD03' },
    { key: 'VALACIKLOVIR', sv: 'valaciklovir', en: 'valaciclovir', atc: 'J05AB11' },
    { key: 'OSELTAMIVIR', sv: 'oseltamivir', en: 'oseltamivir', atc: 'J05AH02' },
    { key: 'RITONAVIR', sv: 'ritonavir', en: 'ritonavir', atc: 'J05AE03' },
    { key: 'NIRMATRELVIR', sv: 'nirmatrelvir', en: 'nirmatrelvir', atc: 'J05AE30' },
    {
      key: 'HYDROXIKLOROKIN',
      sv: 'hydroxiklorokin',
      en: 'hydroxychloroquine',
      atc: 'P01BA02',
      children: [
        {
          key: 'HYDROXIKLOROKINSULFAT',
          sv: 'hydroxiklorokinsulfat',
          en: 'hydroxychloroquine sulfate',
        },
      ],
    },
    {
      key: 'METENAMINHIPPURAT',
      sv: 'metenaminhippurat',
      en: 'methenamine hippurate',
      atc: 'J01XX05',
    },
    {
      key: 'PIVMECILLINAM',
      sv: 'pivmecillinam',
      en: 'pivmecillinam',
      atc: 'J01CA08',
      children: [
        {
          key: 'PIVMECILLINAMHYDROKLORID',
          sv: 'pivmecillinamhydroklorid',
          en: 'pivmecillinam hydrochloride',
        },
      ],
    },
    { key: 'LYMECYKLIN', sv: 'lymecyklin', en: 'lymecycline', atc: 'J01AA04' },
    { key: 'FOSFOMYCIN', sv: 'fosfomycin', en: 'fosfomycin', atc: 'J01XX01' },
    { key: 'TOBRAMYCIN', sv: 'tobramycin', en: 'tobramycin', atc: 'J01GB01 S01AA12' },
  ],

  products: [
    // Erytromycin.
    [1600, 'Abboticin', '250 mg', 'Filmdragerad tablett', 'J01FA01', 'ERYTROMYCIN'],
    [1601, 'Ery-Max', '100 mg/ml', 'Oral suspension', 'J01FA01', 'ERYTROMYCIN'],
    [1602, 'Abboticin', '1 g', 'Pulver till injektionsvätska', 'J01FA01', 'ERYTROMYCIN'],
    // Azitromycin.
    [1603, 'Azitromax', '250 mg', 'Filmdragerad tablett', 'J01FA10', 'AZITROMYCIN'],
    [1604, 'Azitromax', '40 mg/ml', 'Oral suspension', 'J01FA10', 'AZITROMYCIN'],
    [1605, 'Azithromycin Sandoz', '500 mg', 'Filmdragerad tablett', 'J01FA10', 'AZITROMYCIN'],
    // Levofloxacin.
    [1606, 'Tavanic', '250 mg', 'Filmdragerad tablett', 'J01MA12', 'LEVOFLOXACIN'],
    [1607, 'Tavanic', '500 mg', 'Filmdragerad tablett', 'J01MA12', 'LEVOFLOXACIN'],
    [1608, 'Tavanic', '5 mg/ml', 'Infusionsvätska', 'J01MA12', 'LEVOFLOXACIN'],
    // Moxifloxacin.
    [1609, 'Avelox', '400 mg', 'Filmdragerad tablett', 'J01MA14', 'MOXIFLOXACIN'],
    [1610, 'Avelox', '1,6 mg/ml', 'Infusionsvätska', 'J01MA14', 'MOXIFLOXACIN'],
    [1611, 'Moxifloxacin Krka', '400 mg', 'Filmdragerad tablett', 'J01MA14', 'MOXIFLOXACIN'],
    // Flukloxacillin.
    [1612, 'Heracillin', '500 mg', 'Filmdragerad tablett', 'J01CF05', 'FLUKLOXACILLIN'],
    [1613, 'Heracillin', '1 g', 'Filmdragerad tablett', 'J01CF05', 'FLUKLOXACILLIN'],
    [1614, 'Heracillin', '50 mg/ml', 'Oral suspension', 'J01CF05', 'FLUKLOXACILLIN'],
    [1615, 'Flucloxacillin Orion', '750 mg', 'Filmdragerad tablett', 'J01CF05', 'FLUKLOXACILLIN'],
    // Cefalexin.
    [1616, 'Keflex', '500 mg', 'Tablett', 'J01DB01', 'CEFALEXIN'],
    [1617, 'Keflex', '50 mg/ml', 'Oral suspension', 'J01DB01', 'CEFALEXIN'],
    // Cefadroxil.
    [1618, 'Cefamox', '500 mg', 'Kapsel', 'J01DB05', 'CEFADROXIL'],
    [1619, 'Cefamox', '1 g', 'Tablett', 'J01DB05', 'CEFADROXIL'],
    // Klindamycin.
    [1620, 'Dalacin', '150 mg', 'Kapsel', 'J01FF01', 'KLINDAMYCIN'],
    [1621, 'Dalacin', '300 mg', 'Kapsel', 'J01FF01', 'KLINDAMYCIN'],
    [1622, 'Dalacin', '150 mg/ml', 'Injektionsvätska', 'J01FF01', 'KLINDAMYCIN'],
    // Linezolid.
    [1623, 'Zyvoxid', '600 mg', 'Filmdragerad tablett', 'J01XX08', 'LINEZOLID'],
    [1624, 'Zyvoxid', '2 mg/ml', 'Infusionsvätska', 'J01XX08', 'LINEZOLID'],
    [1625, 'Linezolid Krka', '600 mg', 'Filmdragerad tablett', 'J01XX08', 'LINEZOLID'],
    // Vankomycin.
    [1626, 'Vancomycin Xellia', '125 mg', 'Kapsel', 'A07AA09', 'VANKOMYCIN'],
    [1627, 'Vancocin', '125 mg', 'Kapsel', 'A07AA09', 'VANKOMYCIN'],
    [1628, 'Vancomycin Xellia', '500 mg', 'Pulver till injektionsvätska', 'J01XA01', 'VANKOMYCIN'],
    // Rifampicin.
    [1629, 'Rimactan', '150 mg', 'Kapsel', 'J04AB02', 'RIFAMPICIN'],
    [1630, 'Rimactan', '300 mg', 'Kapsel', 'J04AB02', 'RIFAMPICIN'],
    [1631, 'Rimactazid', '150 mg/75 mg', 'Filmdragerad tablett', 'J04AM02', 'RIFAMPICIN+ISONIAZID'],
    // Isoniazid.
    [1632, 'Tibinide', '100 mg', 'Tablett', 'J04AC01', 'ISONIAZID'],
    [1633, 'Tibinide', '300 mg', 'Tablett', 'J04AC01', 'ISONIAZID'],
    // Itrakonazol.
    [1634, 'Sporanox', '100 mg', 'Kapsel', 'J02AC02', 'ITRAKONAZOL'],
    [1635, 'Sporanox', '10 mg/ml', 'Oral lösning', 'J02AC02', 'ITRAKONAZOL'],
    // Vorikonazol.
    [1636, 'Vfend', '200 mg', 'Filmdragerad tablett', 'J02AC03', 'VORIKONAZOL'],
    [1637, 'Vfend', '40 mg/ml', 'Oral suspension', 'J02AC03', 'VORIKONAZOL'],
    [1638, 'Vfend', '200 mg', 'Pulver till injektionsvätska', 'J02AC03', 'VORIKONAZOL'],
    [1639, 'Voriconazole Accord', '200 mg', 'Filmdragerad tablett', 'J02AC03', 'VORIKONAZOL'],
    // Posakonazol.
    [1640, 'Noxafil', '100 mg', 'Enterotablett', 'J02AC04', 'POSAKONAZOL'],
    [1641, 'Noxafil', '40 mg/ml', 'Oral suspension', 'J02AC04', 'POSAKONAZOL'],
    [1642, 'Noxafil', '18 mg/ml', 'Koncentrat till infusionsvätska', 'J02AC04', 'POSAKONAZOL'],
    // Terbinafin.
    [1643, 'Lamisil', '250 mg', 'Tablett', 'D01BA02', 'TERBINAFIN'],
    [1644, 'Terbinafin Actavis', '250 mg', 'Tablett', 'D01BA02', 'TERBINAFIN'],
    // Aciklovir.
    [1645, 'Aciklovir STADA', '400 mg', 'Tablett', 'J05AB01', 'ACIKLOVIR'],
    [1646, 'Aciklovir STADA', '800 mg', 'Tablett', 'J05AB01', 'ACIKLOVIR'],
    [
      1647,
      'Aciclovir Pfizer',
      '25 mg/ml',
      'Koncentrat till infusionsvätska',
      'J05AB01',
      'ACIKLOVIR',
    ],
    [1648, 'Zovirax', '5 %', 'Kräm', 'D06BB03', 'ACIKLOVIR'],
    // Valaciklovir.
    [1649, 'Valtrex', '500 mg', 'Filmdragerad tablett', 'J05AB11', 'VALACIKLOVIR'],
    [1650, 'Valaciclovir Mylan', '500 mg', 'Filmdragerad tablett', 'J05AB11', 'VALACIKLOVIR'],
    // Oseltamivir.
    [1651, 'Tamiflu', '75 mg', 'Kapsel', 'J05AH02', 'OSELTAMIVIR'],
    [1652, 'Tamiflu', '6 mg/ml', 'Oral suspension', 'J05AH02', 'OSELTAMIVIR'],
    [1653, 'Ebilfumin', '75 mg', 'Kapsel', 'J05AH02', 'OSELTAMIVIR'],
    // Ritonavir.
    [1654, 'Norvir', '100 mg', 'Filmdragerad tablett', 'J05AE03', 'RITONAVIR'],
    [1655, 'Norvir', '100 mg', 'Oral suspension', 'J05AE03', 'RITONAVIR'],
    [1656, 'Ritonavir Mylan', '100 mg', 'Filmdragerad tablett', 'J05AE03', 'RITONAVIR'],
    // Nirmatrelvir (only as a combination with ritonavir).
    [
      1657,
      'Paxlovid',
      '150 mg/100 mg',
      'Filmdragerad tablett',
      'J05AE30',
      'NIRMATRELVIR+RITONAVIR',
    ],
    // Hydroxiklorokin.
    [1658, 'Plaquenil', '200 mg', 'Filmdragerad tablett', 'P01BA02', 'HYDROXIKLOROKINSULFAT'],
    // Metenaminhippurat.
    [1659, 'Hiprex', '1 g', 'Tablett', 'J01XX05', 'METENAMINHIPPURAT'],
    // Pivmecillinam.
    [1660, 'Selexid', '200 mg', 'Filmdragerad tablett', 'J01CA08', 'PIVMECILLINAMHYDROKLORID'],
    [1661, 'Selexid', '400 mg', 'Filmdragerad tablett', 'J01CA08', 'PIVMECILLINAMHYDROKLORID'],
    // Lymecyklin.
    [1662, 'Tetralysal', '150 mg', 'Kapsel', 'J01AA04', 'LYMECYKLIN'],
    [1663, 'Tetralysal', '300 mg', 'Kapsel', 'J01AA04', 'LYMECYKLIN'],
    [1664, 'Lymelysal', '300 mg', 'Kapsel', 'J01AA04', 'LYMECYKLIN'],
    // Fosfomycin.
    [1665, 'Monurol', '3 g', 'Oral lösning', 'J01XX01', 'FOSFOMYCIN'],
    [
      1666,
      'Fosfomycin Infectopharm',
      '4 g',
      'Pulver till injektionsvätska',
      'J01XX01',
      'FOSFOMYCIN',
    ],
    // Tobramycin.
    [1667, 'Nebcina', '10 mg/ml', 'Injektionsvätska', 'J01GB01', 'TOBRAMYCIN'],
    [1668, 'Nebcina', '40 mg/ml', 'Injektionsvätska', 'J01GB01', 'TOBRAMYCIN'],
  ],

  classes: {
    STRONG_CYP3A4_INHIBITOR: ['ITRAKONAZOL', 'VORIKONAZOL', 'POSAKONAZOL', 'RITONAVIR'],
    MODERATE_CYP3A4_INHIBITOR: ['ERYTROMYCIN'],
    CYP3A4_INDUCER: ['RIFAMPICIN'],
    QT: ['ERYTROMYCIN', 'AZITROMYCIN', 'LEVOFLOXACIN', 'MOXIFLOXACIN', 'HYDROXIKLOROKIN'],
    PGP_INHIBITOR: ['ITRAKONAZOL', 'RITONAVIR'],
    CYP2C9_INHIBITOR: ['VORIKONAZOL'],
    CYP2D6_INHIBITOR: ['TERBINAFIN'],
    MAO_INHIBITOR: ['LINEZOLID'],
    QUINOLONE: ['LEVOFLOXACIN', 'MOXIFLOXACIN'],
    TETRACYCLINE: ['LYMECYKLIN'],
    AMINOGLYCOSIDE: ['TOBRAMYCIN'],
    NEPHROTOXIC: ['VANKOMYCIN', 'TOBRAMYCIN'],
  },

  renal: [
    {
      key: 'LEVOFLOXACIN',
      title: 'Levofloxacin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Levofloxacin utsöndras till största delen oförändrat via njurarna, och halveringstiden förlängs när njurfunktionen är nedsatt. Den första dosen ges alltid oförändrad.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        [
          '30-59',
          'C',
          'Vid eGFR 50–59 normal dosering. Vid eGFR under 50: full första dos, därefter halva dosen med oförändrat dosintervall.',
        ],
        [
          '15-29',
          'C',
          'Full första dos, därefter halva dosen vid eGFR 20–29 och en fjärdedel av dosen vid eGFR under 20, med oförändrat dosintervall.',
        ],
        [
          '0-14',
          'C',
          'Full första dos, därefter en fjärdedel av dosen. Vid eGFR under 10 och vid hemodialys kan dosintervallet behöva förlängas; extra dos efter dialys behövs inte.',
        ],
      ],
    },
    {
      key: 'FLUKLOXACILLIN',
      title: 'Flukloxacillin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Flukloxacillin utsöndras till stor del via njurarna men har ett brett säkerhetsintervall. Först vid kraftigt nedsatt njurfunktion ansamlas substansen i betydande grad.',
      recommendations: [
        ['15-89', 'A', 'Normal dosering.'],
        [
          '0-14',
          'B',
          'Vid höga doser, till exempel intravenös behandling av allvarlig infektion: överväg att sänka dygnsdosen, eftersom mycket höga koncentrationer kan ge kramper och andra neurologiska biverkningar.',
        ],
      ],
    },
    {
      key: 'CEFALEXIN',
      title: 'Cefalexin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Cefalexin utsöndras oförändrat via njurarna. Halveringstiden förlängs vid nedsatt njurfunktion, men substansen har ett brett säkerhetsintervall.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering.'],
        ['15-29', 'C', 'Ge vanlig dos men förläng dosintervallet till 8–12 timmar.'],
        [
          '0-14',
          'C',
          'Halvera dygnsdosen, till exempel genom att ge vanlig dos var 12:e–24:e timme.',
        ],
      ],
    },
    {
      key: 'CEFADROXIL',
      title: 'Cefadroxil vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Cefadroxil utsöndras nästan helt oförändrat via njurarna och ansamlas när njurfunktionen är nedsatt.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        [
          '30-59',
          'C',
          'Vid eGFR 50–59 normal dosering. Vid eGFR under 50: full första dos, därefter 500 mg var 12:e timme.',
        ],
        ['15-29', 'C', 'Full första dos, därefter 500 mg var 24:e timme.'],
        ['0-14', 'C', 'Full första dos, därefter 500 mg var 36:e timme.'],
      ],
    },
    {
      key: 'VANKOMYCIN',
      title: 'Vankomycin vid nedsatt njurfunktion',
      nephrotoxic: true,
      background:
        'Intravenöst givet vankomycin utsöndras nästan helt via njurarna och kan själv försämra njurfunktionen, särskilt vid höga koncentrationer och tillsammans med andra njurtoxiska läkemedel. Peroralt vankomycin tas knappt upp från tarmen.',
      recommendations: [
        [
          '60-89',
          'C',
          'Intravenöst: ge en laddningsdos efter kroppsvikt och styr därefter dosen efter uppmätt koncentration. Kontrollera kreatinin minst två gånger i veckan. Peroralt: normal dosering.',
        ],
        [
          '30-59',
          'C',
          'Intravenöst: laddningsdos som vanligt, därefter lägre dygnsdos eller längre dosintervall styrt av koncentrationen. Kontrollera kreatinin tätt. Peroralt: normal dosering.',
        ],
        [
          '0-29',
          'C',
          'Intravenöst: laddningsdos som vanligt, därefter ny dos först när koncentrationen har sjunkit, ofta med flera dygns mellanrum; samråd gärna med infektionsläkare. Peroralt: normal dosering, men vid svår tarminflammation kan en del tas upp.',
        ],
      ],
    },
    {
      key: 'VORIKONAZOL',
      title: 'Vorikonazol vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Vorikonazol bryts ned i levern och påverkas inte av njurfunktionen. Den intravenösa beredningen innehåller ett hjälpämne (en cyklodextrin) som utsöndras via njurarna och ansamlas vid nedsatt njurfunktion.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        [
          '30-59',
          'B',
          'Tabletter och oral suspension: normal dosering. Intravenöst vid eGFR under 50: byt till peroral behandling så snart det går och följ kreatinin.',
        ],
        [
          '0-29',
          'C',
          'Välj peroral behandling. Intravenös behandling endast när nyttan motiverar det, med tät kontroll av kreatinin.',
        ],
      ],
    },
    {
      key: 'POSAKONAZOL',
      title: 'Posakonazol vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Posakonazol elimineras huvudsakligen via levern och avföringen. Koncentratet till infusionsvätska innehåller en cyklodextrin som ansamlas vid nedsatt njurfunktion.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        [
          '30-59',
          'B',
          'Enterotabletter och oral suspension: normal dosering. Intravenöst vid eGFR under 50: välj peroral behandling när det är möjligt och följ kreatinin.',
        ],
        [
          '0-29',
          'C',
          'Välj peroral behandling. Intravenös behandling endast när nyttan motiverar det, med tät kontroll av kreatinin. Koncentrationen av posakonazol varierar mer vid svår njursvikt; överväg koncentrationsbestämning.',
        ],
      ],
    },
    {
      key: 'TERBINAFIN',
      title: 'Terbinafin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Terbinafin bryts ned i levern, men metaboliterna utsöndras via njurarna och utsöndringen av terbinafin är ungefär halverad vid kraftigt nedsatt njurfunktion. Erfarenheten av tabletter vid njursvikt är begränsad.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        [
          '30-59',
          'C',
          'Överväg lokal behandling i stället. Om tabletter behövs vid eGFR under 50: halvera dosen och följ levervärden och biverkningar.',
        ],
        ['0-29', 'D', 'Tabletter ska inte användas.'],
      ],
    },
    {
      key: 'ACIKLOVIR',
      title: 'Aciklovir vid nedsatt njurfunktion',
      nephrotoxic: true,
      background:
        'Aciklovir utsöndras oförändrat via njurarna. Höga doser intravenöst kan ge utfällning av kristaller i njurarna och akut njursvikt, särskilt vid uttorkning. Vid nedsatt njurfunktion ansamlas aciklovir, med risk för neurologiska biverkningar som förvirring och hallucinationer. Kräm påverkas inte av njurfunktionen.',
      recommendations: [
        [
          '60-89',
          'B',
          'Normal dosering. Ge intravenöst aciklovir som långsam infusion och se till att patienten får tillräckligt med vätska.',
        ],
        [
          '30-59',
          'C',
          'Intravenöst vid eGFR under 50: ge dosen var 12:e timme. Peroralt: normal dosering. Sörj för god vätsketillförsel.',
        ],
        [
          '15-29',
          'C',
          'Intravenöst: ge dosen var 12:e timme vid eGFR 25–29 och var 24:e timme vid lägre värden. Peroralt vid bältros: 800 mg tre gånger dagligen.',
        ],
        [
          '0-14',
          'C',
          'Intravenöst: halv dos var 24:e timme. Peroralt: högst två doser dagligen, 200 mg vid herpes simplex och 800 mg vid bältros. Var uppmärksam på förvirring och andra neurologiska symtom.',
        ],
      ],
    },
    {
      key: 'VALACIKLOVIR',
      title: 'Valaciklovir vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Valaciklovir omvandlas till aciklovir, som utsöndras via njurarna. Vid nedsatt njurfunktion ansamlas aciklovir, med risk för neurologiska biverkningar som förvirring och hallucinationer, särskilt hos äldre.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        [
          '30-59',
          'C',
          'Vid eGFR under 50: bältros 1 g två gånger dagligen; munsår 1 g två gånger under en dag. Herpes simplex i övrigt: normal dosering.',
        ],
        [
          '15-29',
          'C',
          'Bältros: 1 g en gång dagligen. Herpes simplex: 500 mg en gång dagligen. Munsår: 500 mg två gånger under en dag.',
        ],
        [
          '0-14',
          'C',
          'Bältros: 500 mg en gång dagligen. Herpes simplex: 500 mg en gång dagligen. Munsår: en enstaka dos om 500 mg. Ge dosen efter dialys. Var uppmärksam på förvirring och andra neurologiska symtom.',
        ],
      ],
    },
    {
      key: 'OSELTAMIVIR',
      title: 'Oseltamivir vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Oseltamivir omvandlas till en aktiv metabolit som utsöndras via njurarna. Vid nedsatt njurfunktion ökar exponeringen tydligt.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        [
          '30-59',
          'C',
          'Behandling: 30 mg två gånger dagligen. Förebyggande behandling: 30 mg en gång dagligen.',
        ],
        [
          '15-29',
          'C',
          'Behandling: 30 mg en gång dagligen. Förebyggande behandling: 30 mg varannan dag.',
        ],
        [
          '0-14',
          'D',
          'Undvik hos patienter som inte dialyseras. Vid dialys: dosering efter samråd med infektionsläkare.',
        ],
      ],
    },
    {
      key: 'NIRMATRELVIR',
      title: 'Nirmatrelvir vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Nirmatrelvir utsöndras huvudsakligen via njurarna när det ges tillsammans med ritonavir. Exponeringen ökar tydligt vid måttligt och kraftigt nedsatt njurfunktion.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        [
          '30-59',
          'C',
          'Halvera dosen av nirmatrelvir: en tablett nirmatrelvir och en tablett ritonavir två gånger dagligen i fem dagar.',
        ],
        [
          '0-29',
          'D',
          'Undvik i regel. Om behandling ändå övervägs krävs särskild dosering efter samråd med infektionsläkare.',
        ],
      ],
    },
    {
      key: 'HYDROXIKLOROKIN',
      title: 'Hydroxiklorokin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'En del av hydroxiklorokin utsöndras via njurarna. Nedsatt njurfunktion höjer koncentrationen och är en riskfaktor för näthinneskada vid långvarig behandling.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        [
          '30-59',
          'B',
          'Håll dosen inom 5 mg per kilo kroppsvikt och dygn, och överväg tätare ögonundersökningar.',
        ],
        [
          '0-29',
          'C',
          'Sänk dosen och gör regelbundna ögonundersökningar. Var uppmärksam på muskelsvaghet och andra tecken på ansamling.',
        ],
      ],
    },
    {
      key: 'METENAMINHIPPURAT',
      title: 'Metenaminhippurat vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Metenamin verkar genom att omvandlas till formaldehyd i sur urin. Vid nedsatt njurfunktion blir koncentrationen i urinen lägre och effekten sämre, samtidigt som hippursyra kan ansamlas i blodet.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        [
          '30-59',
          'B',
          'Kan användas, men effekten kan bli sämre. Utvärdera nyttan efter några månader.',
        ],
        ['0-29', 'D', 'Ska inte användas.'],
      ],
    },
    {
      key: 'LYMECYKLIN',
      title: 'Lymecyklin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Lymecyklin omvandlas till tetracyklin, som utsöndras via njurarna och ansamlas vid nedsatt njurfunktion. Höga halter kan öka nedbrytningen av protein och försämra njurfunktionen ytterligare. Doxycyklin påverkas inte på samma sätt.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        [
          '30-59',
          'C',
          'Välj hellre doxycyklin. Om lymecyklin används: undvik långvarig behandling och kontrollera kreatinin.',
        ],
        ['0-29', 'D', 'Ska inte användas. Välj doxycyklin om ett tetracyklin behövs.'],
      ],
    },
    {
      key: 'FOSFOMYCIN',
      title: 'Fosfomycin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Fosfomycin utsöndras oförändrat via njurarna. Vid nedsatt njurfunktion förlängs halveringstiden, och effekten av en peroral engångsdos vid urinvägsinfektion kan bli sämre eftersom mindre når urinen. Den intravenösa beredningen innehåller mycket natrium.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        [
          '30-59',
          'C',
          'Peroral engångsdos: normal dosering. Intravenöst vid eGFR under 40: sänk dygnsdosen efter njurfunktionen och följ natrium och kalium.',
        ],
        [
          '15-29',
          'C',
          'Peroral engångsdos kan ges. Intravenöst: sänk dygnsdosen kraftigt och förläng dosintervallet.',
        ],
        [
          '0-14',
          'D',
          'Undvik peroral behandling. Intravenös behandling endast efter samråd med infektionsläkare.',
        ],
      ],
    },
    {
      key: 'TOBRAMYCIN',
      title: 'Tobramycin vid nedsatt njurfunktion',
      nephrotoxic: true,
      background:
        'Tobramycin utsöndras oförändrat via njurarna och kan skada både njurarna och innerörat. Risken ökar med behandlingstiden och med höga dalkoncentrationer, och dosen styrs efter uppmätt koncentration.',
      recommendations: [
        [
          '60-89',
          'C',
          'Ge dosen en gång dagligen efter kroppsvikt och mät dalkoncentrationen. Håll behandlingen så kort som möjligt.',
        ],
        [
          '30-59',
          'C',
          'Förläng dosintervallet till 36–48 timmar och styr dosen efter uppmätt koncentration. Kontrollera kreatinin tätt.',
        ],
        [
          '0-29',
          'D',
          'Undvik. Vid livshotande infektion: enstaka doser styrda av koncentrationen, efter samråd med infektionsläkare.',
        ],
      ],
    },
  ],

  lactation: [
    {
      key: 'ERYTROMYCIN',
      level: 1,
      recommendation:
        'Kan användas. Följ barnet avseende lös avföring och, under de första levnadsveckorna, kräkningar efter måltid.',
      background:
        'Halterna i bröstmjölk är låga. Ett möjligt samband mellan makrolider och förträngning av magporten (pylorusstenos) hos mycket unga spädbarn har diskuterats, men risken via bröstmjölk bedöms som liten.',
    },
    {
      key: 'AZITROMYCIN',
      level: 1,
      recommendation: 'Kan användas. Följ barnet avseende lös avföring.',
      background:
        'Halterna i bröstmjölk är låga, och barnets dos blir liten jämfört med de doser som ges till spädbarn vid behandling.',
    },
    {
      key: 'LEVOFLOXACIN',
      level: 2,
      recommendation:
        'Kortvarig behandling kan accepteras när andra alternativ saknas. Följ barnet avseende diarré och hudutslag.',
      background:
        'Levofloxacin passerar över i mjölken. Erfarenheten från ammade barn är begränsad, och fluorokinoloner har påverkat ledbrosk hos unga djur.',
    },
    {
      key: 'MOXIFLOXACIN',
      level: null,
      recommendation: 'Erfarenhet saknas. Välj ett annat antibiotikum under amning.',
      background: `${NO_HUMAN_MILK_DATA} Andra fluorokinoloner passerar över i mjölken.`,
    },
    {
      key: 'FLUKLOXACILLIN',
      level: 1,
      recommendation: 'Kan användas.',
      background:
        'Flukloxacillin passerar över i mycket små mängder. Lösare avföring hos barnet kan förekomma.',
    },
    {
      key: 'CEFALEXIN',
      level: 1,
      recommendation: 'Kan användas.',
      background: 'Cefalexin passerar över i små mängder. Barnet kan få lösare avföring.',
    },
    {
      key: 'CEFADROXIL',
      level: 1,
      recommendation: 'Kan användas.',
      background:
        'Cefadroxil passerar över i små mängder. Påverkan på barnet begränsas i regel till lösare avföring.',
    },
    {
      key: 'KLINDAMYCIN',
      level: 1,
      recommendation: 'Kan användas. Följ barnet avseende diarré och blod i avföringen.',
      background:
        'Klindamycin passerar över i mjölken i låga halter. Enstaka fall av påverkan på barnets tarm har beskrivits.',
    },
    {
      key: 'LINEZOLID',
      level: 2,
      recommendation:
        'Begränsad erfarenhet. Kortvarig behandling kan accepteras när andra alternativ saknas; följ barnet avseende diarré och kräkningar.',
      background:
        'Linezolid passerar över i mjölken, men barnets beräknade dos är liten jämfört med den som ges till spädbarn vid behandling. Erfarenheten bygger på enstaka fall.',
    },
    {
      key: 'VANKOMYCIN',
      level: 1,
      recommendation: 'Kan användas.',
      background:
        'Vankomycin tas knappt upp från tarmen, så barnet får mycket lite i sig även om en del passerar över i mjölken.',
    },
    {
      key: 'RIFAMPICIN',
      level: 1,
      recommendation: 'Kan användas. Mjölken kan få en orange färg.',
      background:
        'Barnet får en liten dos via mjölken, långt under den som används vid behandling av barn. Biverkningar hos ammade barn har inte rapporterats.',
    },
    {
      key: 'ISONIAZID',
      level: 1,
      recommendation:
        'Kan användas. Följ barnet avseende gulsot. Pyridoxin (vitamin B6) ges ofta till både mor och barn.',
      background:
        'Isoniazid passerar över i mjölken, men barnets dos blir liten och räcker inte för att behandla eller förebygga tuberkulos hos barnet.',
    },
    {
      key: 'ITRAKONAZOL',
      level: 2,
      recommendation:
        'Undvik långvarig behandling, till exempel av nagelsvamp, under amning. Kortvarig behandling kan övervägas.',
      background:
        'Itrakonazol passerar över i mjölken och har mycket lång halveringstid, så det kan ansamlas hos barnet vid längre behandling. Erfarenheten är begränsad.',
    },
    {
      key: 'VORIKONAZOL',
      level: null,
      recommendation: 'Erfarenhet saknas. Överväg uppehåll i amningen under behandlingen.',
      background: NO_HUMAN_MILK_DATA,
    },
    {
      key: 'POSAKONAZOL',
      level: null,
      recommendation: 'Erfarenhet saknas. Överväg uppehåll i amningen under behandlingen.',
      background: `${NO_HUMAN_MILK_DATA} Posakonazol passerar över i mjölk hos djur.`,
    },
    {
      key: 'TERBINAFIN',
      level: 3,
      recommendation:
        'Undvik tabletter under amning. Behandling av nagelsvamp kan i regel vänta till efter amningsperioden.',
      background:
        'Terbinafin passerar över i mjölken, har lång halveringstid och ges ofta under flera månader. Erfarenheten från ammade barn är mycket begränsad.',
      publicRecommendation:
        'Använd inte terbinafintabletter när du ammar. Nagelsvamp kan oftast behandlas när du har slutat amma. Prata med din läkare.',
    },
    {
      key: 'ACIKLOVIR',
      level: 1,
      recommendation: 'Kan användas. Stryk inte krämen på bröstet.',
      background:
        'Aciklovir passerar över i mjölken, men barnets dos är liten jämfört med den som ges vid behandling av nyfödda. Kräm ger försumbara halter i blodet.',
    },
    {
      key: 'VALACIKLOVIR',
      level: 1,
      recommendation: 'Kan användas.',
      background:
        'Valaciklovir omvandlas till aciklovir, som passerar över i mjölken i låga halter. Barnets dos är liten.',
    },
    {
      key: 'OSELTAMIVIR',
      level: 1,
      recommendation: 'Kan användas.',
      background:
        'Mycket små mängder passerar över i mjölken, långt under de doser som ges till spädbarn vid behandling.',
    },
    {
      key: 'RITONAVIR',
      level: null,
      recommendation:
        'Vid hivinfektion fattas beslut om amning tillsammans med infektionsläkare. Vid kortvarig behandling mot covid-19: uppehåll i amningen under behandlingen och två dygn efter sista dosen.',
      background:
        'Ritonavir passerar över i mjölken i låga halter, men erfarenheten är begränsad. Vid hiv finns dessutom risk att viruset överförs via mjölken.',
      publicRecommendation:
        'Prata med din läkare innan du ammar. Vid behandling mot covid-19 brukar man göra uppehåll i amningen under behandlingen och två dygn efter sista dosen.',
    },
    {
      key: 'NIRMATRELVIR',
      level: null,
      recommendation:
        'Erfarenhet saknas. Gör uppehåll i amningen under behandlingen och två dygn efter sista dosen.',
      background: `${NO_HUMAN_MILK_DATA} Behandlingen är kort, vilket gör ett uppehåll möjligt.`,
      publicRecommendation:
        'Amma inte under behandlingen och under två dygn efter sista dosen. Pumpa gärna ur och kasta mjölken under tiden, så att mjölkproduktionen hålls i gång.',
    },
    {
      key: 'HYDROXIKLOROKIN',
      level: 1,
      recommendation: 'Kan användas.',
      background:
        'Barnet får en liten dos via mjölken, och biverkningar hos ammade barn har inte rapporterats. Substansen har mycket lång halveringstid.',
    },
    {
      key: 'METENAMINHIPPURAT',
      level: 1,
      recommendation: 'Kan användas.',
      background:
        'Små mängder passerar över i mjölken. Biverkningar hos ammade barn har inte beskrivits.',
    },
    {
      key: 'PIVMECILLINAM',
      level: 1,
      recommendation: 'Kan användas.',
      background: 'Mecillinam passerar över i mjölken i mycket små mängder.',
    },
    {
      key: 'LYMECYKLIN',
      level: 2,
      recommendation:
        'Kortvarig behandling kan användas. Undvik långvarig behandling, till exempel mot akne, under amning.',
      background:
        'Tetracykliner passerar över i mjölken, men barnets upptag begränsas av att de binds till kalcium i mjölken. Vid lång behandling finns en teoretisk risk för påverkan på barnets tänder.',
    },
    {
      key: 'FOSFOMYCIN',
      level: 1,
      recommendation: 'Kan användas, särskilt som peroral engångsdos.',
      background:
        'Låga halter passerar över i mjölken. Efter en engångsdos blir barnets exponering mycket liten.',
    },
    {
      key: 'TOBRAMYCIN',
      level: 1,
      recommendation: 'Kan användas.',
      background:
        'Tobramycin passerar över i små mängder och tas knappt upp från barnets tarm. Barnet kan få lösare avföring.',
    },
  ],

  birthDefect: [
    {
      key: 'ERYTROMYCIN',
      level: 2,
      assessment:
        'Penicillin är förstahandsval. Erytromycin kan användas när ett makrolidantibiotikum behövs, till exempel vid penicillinallergi.',
      background:
        'Några registerstudier har visat en liten ökning av hjärtmissbildningar efter användning tidigt i graviditeten, medan andra inte har gjort det. Sambandet är osäkert.',
    },
    {
      key: 'AZITROMYCIN',
      level: 1,
      assessment:
        'Kan användas när ett makrolidantibiotikum behövs, till exempel vid klamydiainfektion eller penicillinallergi.',
      background:
        'Stor erfarenhet från registerstudier utan säkra tecken på ökad risk för missbildningar. Enstaka samband som setts kan förklaras av infektionen som behandlades.',
    },
    {
      key: 'LEVOFLOXACIN',
      level: 2,
      assessment:
        'Välj ett annat antibiotikum om möjligt. Oavsiktlig användning tidigt i graviditeten är inget skäl till oro.',
      background: QUINOLONE_PREGNANCY_BACKGROUND,
    },
    {
      key: 'MOXIFLOXACIN',
      level: 2,
      assessment: 'Välj ett annat antibiotikum om möjligt.',
      background: `${QUINOLONE_PREGNANCY_BACKGROUND} Erfarenheten av just moxifloxacin är begränsad.`,
    },
    {
      key: 'FLUKLOXACILLIN',
      level: 1,
      assessment: 'Kan användas.',
      background:
        'Penicilliner har använts i stor omfattning under graviditet utan tecken på fosterskador.',
    },
    {
      key: 'CEFALEXIN',
      level: 1,
      assessment: 'Kan användas.',
      background:
        'Stor erfarenhet av cefalosporiner under graviditet utan tecken på ökad risk för missbildningar.',
    },
    {
      key: 'CEFADROXIL',
      level: 1,
      assessment: 'Kan användas.',
      background:
        'Erfarenheten av just cefadroxil är mindre än av äldre cefalosporiner, men gruppen som helhet har inte kopplats till fosterskador.',
    },
    {
      key: 'KLINDAMYCIN',
      level: 2,
      assessment:
        'Kan användas när det behövs, till exempel vid penicillinallergi. Penicillin eller cefalosporin är förstahandsval när de är möjliga.',
      background:
        'En registerstudie har visat ett samband med vissa missbildningar efter användning tidigt i graviditeten. Fyndet har inte bekräftats och kan bero på andra faktorer.',
    },
    {
      key: 'LINEZOLID',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Använd bara när nyttan klart överväger.',
      background:
        'Data från människa saknas i stort sett. Djurstudier har inte visat missbildningar, men väl påverkan på fostrets tillväxt vid höga doser.',
    },
    {
      key: 'VANKOMYCIN',
      level: null,
      assessment:
        'Erfarenheten är begränsad. Intravenöst vankomycin kan användas vid allvarlig infektion när nyttan klart överväger; följ koncentrationen. Peroral behandling av tarminfektion ger knappt någon exponering för fostret.',
      background:
        'I en mindre studie fick gravida intravenöst vankomycin under andra och tredje trimestern utan påverkan på barnens hörsel eller njurar. Större studier saknas.',
    },
    {
      key: 'RIFAMPICIN',
      level: 2,
      assessment:
        'Kan användas vid tuberkulos, där nyttan klart överväger. Vid behandling under de sista veckorna bör modern och den nyfödda få vitamin K.',
      background:
        'Ingen säkert ökad risk för missbildningar har setts. Användning sent i graviditeten har kopplats till blödning hos den nyfödda och hos modern efter förlossningen.',
    },
    {
      key: 'ISONIAZID',
      level: 1,
      assessment: 'Kan användas vid tuberkulos. Ge pyridoxin (vitamin B6) under behandlingen.',
      background: 'Lång erfarenhet utan tecken på ökad risk för missbildningar.',
    },
    {
      key: 'ITRAKONAZOL',
      level: 2,
      assessment:
        'Använd bara vid allvarlig svampinfektion där nyttan klart överväger. Behandling av nagel- och hudsvamp kan vänta till efter graviditeten.',
      background:
        'Studier på gravida har inte visat en säkert ökad risk för missbildningar, men erfarenheten är begränsad och djurstudier har visat fosterskador vid höga doser.',
    },
    {
      key: 'VORIKONAZOL',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Använd bara vid allvarlig svampinfektion när nyttan klart överväger; kvinnor i fertil ålder behöver säker preventivmetod under behandlingen.',
      background:
        'Data från människa saknas. Djurstudier har visat missbildningar vid exponering i nivå med den som fås vid behandling.',
    },
    {
      key: 'POSAKONAZOL',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Använd bara vid allvarlig svampinfektion när nyttan klart överväger; kvinnor i fertil ålder behöver säker preventivmetod under behandlingen.',
      background: 'Data från människa saknas. Djurstudier har visat skelettmissbildningar.',
    },
    {
      key: 'TERBINAFIN',
      level: 1,
      assessment:
        'Ingen ökad risk har visats, men behandlingen är sällan brådskande. Skjut upp behandling av nagelsvamp till efter graviditeten.',
      background:
        'En stor registerstudie har inte visat ökad risk för missbildningar efter användning tidigt i graviditeten.',
    },
    {
      key: 'ACIKLOVIR',
      level: 1,
      assessment: 'Kan användas, även vid behandling av genital herpes sent i graviditeten.',
      background:
        'Mycket stor erfarenhet från registerstudier utan tecken på ökad risk för missbildningar.',
    },
    {
      key: 'VALACIKLOVIR',
      level: 1,
      assessment: 'Kan användas.',
      background:
        'Valaciklovir omvandlas till aciklovir, som det finns stor erfarenhet av under graviditet utan tecken på fosterskador.',
    },
    {
      key: 'OSELTAMIVIR',
      level: 1,
      assessment: 'Kan användas vid influensa under graviditet.',
      background:
        'Stor erfarenhet från observationsstudier utan tecken på ökad risk för missbildningar. Influensa i sig innebär en ökad risk för svår sjukdom hos gravida.',
    },
    {
      key: 'RITONAVIR',
      level: 1,
      assessment: 'Kan användas, till exempel som förstärkare i hivbehandling under graviditet.',
      background:
        'Stor erfarenhet från graviditetsregister för hivläkemedel utan tecken på ökad risk för missbildningar.',
    },
    {
      key: 'NIRMATRELVIR',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Använd bara när nyttan klart överväger, till exempel hos gravida med hög risk för svår covid-19.',
      background:
        'Data från människa saknas i stort sett. Djurstudier har inte visat missbildningar.',
    },
    {
      key: 'HYDROXIKLOROKIN',
      level: 1,
      assessment:
        'Behandlingen bör fortsätta under graviditet vid reumatisk sjukdom, eftersom ett skov kan vara en större risk för mor och barn.',
      background:
        'Stor erfarenhet, framför allt från kvinnor med lupus, utan tecken på ökad risk för missbildningar i de doser som används vid reumatisk sjukdom.',
    },
    {
      key: 'METENAMINHIPPURAT',
      level: 1,
      assessment: 'Kan användas som förebyggande behandling vid återkommande urinvägsinfektioner.',
      background: 'Lång erfarenhet utan tecken på fosterskador, men systematiska studier är få.',
    },
    {
      key: 'PIVMECILLINAM',
      level: 1,
      assessment: 'Kan användas vid urinvägsinfektion under graviditet.',
      background:
        'Stor erfarenhet, bland annat från nordiska registerstudier, utan tecken på ökad risk för missbildningar.',
    },
    {
      key: 'LYMECYKLIN',
      level: 3,
      assessment:
        'Undvik efter graviditetsvecka 15. Tetracykliner kan ge bestående gulbrun missfärgning av barnets tänder och hämma skelettets tillväxt.',
      background:
        'Tetracykliner följer med kalcium in i fostrets tänder och skelett under mineraliseringen, som tar fart i mitten av graviditeten.',
    },
    {
      key: 'FOSFOMYCIN',
      level: 1,
      assessment: 'Kan användas vid okomplicerad urinvägsinfektion.',
      background:
        'Erfarenheten av peroral engångsdos under graviditet är god och har inte visat tecken på fosterskador.',
    },
    {
      key: 'TOBRAMYCIN',
      level: 2,
      assessment:
        'Använd vid allvarlig infektion när nyttan klart överväger, med kontroll av koncentrationen.',
      background:
        'Aminoglykosider passerar moderkakan. Hörselskador hos barnet har beskrivits efter behandling av modern med andra aminoglykosider.',
    },
  ],

  genus: [
    {
      key: 'ERYTROMYCIN',
      level: 3,
      summary:
        'Kvinnor får större QT-förlängning av erytromycin än män och har högre risk för läkemedelsutlöst hjärtrytmrubbning. Var särskilt försiktig vid intravenös behandling och vid andra riskfaktorer.',
      background:
        'Större QT-förlängning hos kvinnor har setts hos patienter som fått erytromycin intravenöst och i experimentella studier. Kvinnor är också överrepresenterade bland fall av torsade de pointes.',
    },
    {
      key: 'AZITROMYCIN',
      level: 2,
      summary:
        'Kvinnor är generellt känsligare för QT-förlängning, men risken med azitromycin är liten hos patienter utan andra riskfaktorer.',
    },
    {
      key: 'LEVOFLOXACIN',
      level: 2,
      summary:
        'Kvinnor är något känsligare för QT-förlängning, men det påverkar sällan valet av levofloxacin. Risken för senskador styrs främst av ålder och samtidig kortisonbehandling.',
    },
    {
      key: 'MOXIFLOXACIN',
      level: 3,
      summary:
        'Kvinnor får större QT-förlängning av moxifloxacin än män. Ta hänsyn till det vid andra riskfaktorer, som hjärtsjukdom, lågt kalium och samtidig behandling med andra QT-förlängande läkemedel.',
      background:
        'Moxifloxacin används som referens i studier av läkemedels effekt på QT-intervallet, och flera sådana studier har visat något större effekt hos kvinnor.',
    },
    {
      key: 'FLUKLOXACILLIN',
      level: 2,
      summary:
        'Leverpåverkan av flukloxacillin har i vissa studier varit något vanligare hos kvinnor, men hög ålder och lång behandlingstid har större betydelse.',
    },
    { key: 'CEFALEXIN', level: 1, summary: NO_DIFFERENCES },
    { key: 'CEFADROXIL', level: 1, summary: NO_DIFFERENCES },
    { key: 'KLINDAMYCIN', level: 1, summary: NO_DIFFERENCES },
    { key: 'LINEZOLID', level: null, summary: TOO_LITTLE_DATA },
    {
      key: 'VANKOMYCIN',
      level: 1,
      summary:
        'Inga kända skillnader av klinisk betydelse. Dosering efter kroppsvikt och uppmätt koncentration fångar skillnader i kroppsstorlek.',
    },
    {
      key: 'RIFAMPICIN',
      level: 2,
      summary:
        'Inga kända skillnader i effekt. Kvinnor som använder hormonella preventivmedel behöver en metod som inte påverkas av rifampicin under behandlingen.',
    },
    {
      key: 'ISONIAZID',
      level: 3,
      summary:
        'Leverskada av isoniazid har i uppföljningar varit vanligare och allvarligare hos kvinnor, särskilt under tiden efter en förlossning. Följ levervärden och symtom noga.',
      background:
        'Underlaget kommer från uppföljning av stora grupper som behandlats för latent tuberkulos, där dödsfall i leversvikt var överrepresenterade hos kvinnor.',
    },
    { key: 'ITRAKONAZOL', level: 1, summary: NO_DIFFERENCES },
    { key: 'VORIKONAZOL', level: null, summary: TOO_LITTLE_DATA },
    { key: 'POSAKONAZOL', level: null, summary: TOO_LITTLE_DATA },
    { key: 'TERBINAFIN', level: 1, summary: NO_DIFFERENCES },
    { key: 'ACIKLOVIR', level: 1, summary: NO_DIFFERENCES },
    { key: 'VALACIKLOVIR', level: 1, summary: NO_DIFFERENCES },
    { key: 'OSELTAMIVIR', level: 1, summary: NO_DIFFERENCES },
    { key: 'RITONAVIR', level: null, summary: TOO_LITTLE_DATA },
    { key: 'NIRMATRELVIR', level: null, summary: TOO_LITTLE_DATA },
    {
      key: 'HYDROXIKLOROKIN',
      level: 2,
      summary:
        'Kvinnor är något känsligare för QT-förlängning. Risken för näthinneskada beror främst på dos per kilo kroppsvikt och behandlingstid, inte på kön.',
    },
    {
      key: 'METENAMINHIPPURAT',
      level: 1,
      summary:
        'Används främst av kvinnor, men inga skillnader i effekt eller biverkningar mellan könen är kända.',
    },
    {
      key: 'PIVMECILLINAM',
      level: 1,
      summary:
        'Används oftast av kvinnor vid urinvägsinfektion; inga skillnader i effekt eller biverkningar mellan könen är kända.',
    },
    { key: 'LYMECYKLIN', level: 1, summary: NO_DIFFERENCES },
    { key: 'FOSFOMYCIN', level: 1, summary: NO_DIFFERENCES },
    {
      key: 'TOBRAMYCIN',
      level: 1,
      summary:
        'Inga kända skillnader av klinisk betydelse. Dosering efter kroppsvikt och koncentration tar hand om skillnader i kroppsstorlek.',
    },
  ],

  gender: [
    {
      key: 'ERYTROMYCIN',
      title: 'Erythromycin',
      summary:
        'Women get more QT prolongation from erythromycin than men and are at higher risk of drug-induced arrhythmia. Take particular care with intravenous use and when other risk factors are present.',
      background:
        'Greater QT prolongation in women has been seen in patients given intravenous erythromycin and in experimental studies; women are also over-represented among cases of torsades de pointes.',
    },
    {
      key: 'MOXIFLOXACIN',
      title: 'Moxifloxacin',
      summary:
        'Women get more QT prolongation from moxifloxacin than men. Take this into account when other risk factors are present, such as heart disease, low potassium or other QT-prolonging drugs.',
      background:
        'Moxifloxacin is the reference drug in studies of drug effects on the QT interval, and several of these studies have shown a somewhat larger effect in women.',
    },
    {
      key: 'ISONIAZID',
      title: 'Isoniazid',
      summary:
        'Liver injury from isoniazid has been more frequent and more severe in women in follow-up studies, especially in the period after childbirth. Monitor liver tests and symptoms closely.',
      background:
        'The data come from follow-up of large groups treated for latent tuberculosis, in which deaths from liver failure were over-represented among women.',
    },
  ],

  riskValues: {
    ERYTROMYCIN: { qtProlongation: { peroral: 2, parenteral: 3 } },
    AZITROMYCIN: { qtProlongation: 1 },
    LEVOFLOXACIN: { qtProlongation: 1, seizure: 1 },
    MOXIFLOXACIN: { qtProlongation: 2, seizure: 1 },
    LINEZOLID: { serotonergic: 2 },
    VANKOMYCIN: { renalToxicity: { parenteral: 2 } },
    ISONIAZID: { seizure: 1 },
    VORIKONAZOL: { qtProlongation: 1 },
    POSAKONAZOL: { qtProlongation: 1 },
    ACIKLOVIR: { renalToxicity: { parenteral: 1 } },
    HYDROXIKLOROKIN: { qtProlongation: 1, seizure: 1 },
    TOBRAMYCIN: { renalToxicity: 3 },
  },

  sideEffects: {
    ERYTROMYCIN:
      'vc:Illamående; vc:Magont; vc:Diarré; vc:Kräkningar; c:Förhöjda levervärden; u:Hudutslag; r:Hörselnedsättning; x:QT-förlängning',
    AZITROMYCIN:
      'vc:Diarré; c:Illamående; c:Magont; c:Kräkningar; c:Huvudvärk; u:Hudutslag; r:Leverpåverkan; x:QT-förlängning',
    LEVOFLOXACIN:
      'c:Illamående; c:Diarré; c:Huvudvärk; c:Sömnsvårigheter; u:Yrsel; r:Seninflammation; r:QT-förlängning; r:Nervpåverkan',
    MOXIFLOXACIN:
      'c:Illamående; c:Diarré; c:Huvudvärk; c:Yrsel; c:QT-förlängning; c:Förhöjda levervärden; r:Seninflammation; r:Leverskada',
    FLUKLOXACILLIN:
      'c:Diarré; c:Illamående; u:Hudutslag; r:Leverpåverkan; r:Allergisk reaktion; vr:Clostridioides difficile-infektion; x:Lågt kalium',
    CEFALEXIN:
      'c:Diarré; c:Illamående; u:Hudutslag; r:Allergisk reaktion; r:Förhöjda levervärden; r:Clostridioides difficile-infektion',
    CEFADROXIL:
      'c:Diarré; c:Illamående; u:Hudutslag; u:Klåda; r:Allergisk reaktion; vr:Clostridioides difficile-infektion',
    KLINDAMYCIN:
      'c:Diarré; c:Clostridioides difficile-infektion; c:Magont; c:Förhöjda levervärden; u:Illamående; u:Hudutslag; r:Allvarlig hudreaktion',
    LINEZOLID:
      'c:Huvudvärk; c:Diarré; c:Illamående; c:Smakförändring; u:Trombocytopeni; u:Blodbrist; r:Laktacidos; r:Nervpåverkan',
    VANKOMYCIN:
      'c:Njurpåverkan; c:Reaktion vid injektionsstället; c:Rodnad; c:Lågt blodtryck; u:Hörselnedsättning; r:Neutropeni; r:Allvarlig hudreaktion',
    RIFAMPICIN:
      'vc:Orangefärgad urin; c:Illamående; c:Förhöjda levervärden; c:Hudutslag; u:Trombocytopeni; r:Leverskada; r:Influensaliknande symtom',
    ISONIAZID:
      'vc:Förhöjda levervärden; c:Nervpåverkan; c:Illamående; u:Leverskada; u:Hudutslag; r:Kramper',
    ITRAKONAZOL:
      'c:Huvudvärk; c:Magont; c:Illamående; u:Hudutslag; u:Förhöjda levervärden; r:Hjärtsvikt; r:Leverskada; r:Nervpåverkan',
    VORIKONAZOL:
      'vc:Synstörningar; vc:Huvudvärk; vc:Illamående; vc:Hudutslag; c:Förhöjda levervärden; c:Ljuskänslighet; c:Hallucinationer; u:QT-förlängning',
    POSAKONAZOL:
      'c:Illamående; c:Diarré; c:Kräkningar; c:Huvudvärk; c:Förhöjda levervärden; c:Lågt kalium; u:QT-förlängning',
    TERBINAFIN:
      'vc:Huvudvärk; c:Magbesvär; c:Hudutslag; c:Ledvärk; c:Muskelvärk; u:Smakförändring; r:Leverskada; r:Allvarlig hudreaktion',
    ACIKLOVIR:
      'c:Huvudvärk; c:Illamående; c:Hudutslag; c:Klåda; u:Njurpåverkan; r:Förvirring; r:Hallucinationer',
    VALACIKLOVIR:
      'vc:Huvudvärk; c:Illamående; c:Kräkningar; c:Diarré; c:Hudutslag; u:Förvirring; u:Yrsel; r:Njurpåverkan',
    OSELTAMIVIR: 'vc:Illamående; vc:Huvudvärk; c:Kräkningar; c:Magont; c:Diarré; r:Förvirring',
    RITONAVIR:
      'c:Diarré; c:Illamående; c:Smakförändring; c:Stickningar kring munnen; c:Förhöjda blodfetter; u:Förhöjda levervärden; r:Bukspottkörtelinflammation',
    NIRMATRELVIR:
      'c:Smakförändring; c:Diarré; c:Huvudvärk; c:Kräkningar; u:Illamående; u:Muskelvärk; u:Högt blodtryck',
    HYDROXIKLOROKIN:
      'c:Illamående; c:Magont; c:Diarré; u:Hudutslag; u:Synstörningar; r:Näthinneskada; r:Lågt blodsocker; x:QT-förlängning',
    METENAMINHIPPURAT:
      'c:Illamående; c:Magbesvär; u:Hudutslag; u:Klåda; r:Sveda vid vattenkastning',
    PIVMECILLINAM:
      'c:Illamående; c:Diarré; c:Svampinfektion i underlivet; u:Magont; u:Hudutslag; r:Smärta i matstrupen; r:Karnitinbrist',
    LYMECYKLIN:
      'c:Illamående; c:Magont; c:Diarré; c:Huvudvärk; u:Ljuskänslighet; r:Hudutslag; r:Förhöjt tryck i skallen',
    FOSFOMYCIN:
      'c:Diarré; c:Illamående; c:Huvudvärk; c:Svampinfektion i underlivet; u:Hudutslag; x:Lågt kalium',
    TOBRAMYCIN: 'c:Njurpåverkan; u:Hörselnedsättning; u:Balansrubbning; u:Tinnitus; r:Hudutslag',
  },

  interactions: [
    // Erytromycin.
    {
      a: 'ERYTROMYCIN',
      b: 'KARBAMAZEPIN',
      code: 'C3',
      texts: [
        'Koncentrationen av karbamazepin kan stiga snabbt, med risk för förgiftning: yrsel, ostadighet, dubbelseende och illamående. Effekten av erytromycin kan samtidigt bli sämre.',
        'Välj ett antibiotikum som inte hämmar CYP3A4, till exempel azitromycin eller ett penicillin. Om kombinationen ändå behövs: kontrollera S-karbamazepin inom några dagar och var beredd att sänka dosen.',
        'Erytromycin hämmar CYP3A4, som står för huvuddelen av nedbrytningen av karbamazepin. Karbamazepin ökar i sin tur nedbrytningen av erytromycin.',
        'Förgiftningssymtom inom några dagar efter insättning av erytromycin finns beskrivna i många fallrapporter och bekräftas av farmakokinetiska studier.',
      ],
    },
    {
      a: 'ERYTROMYCIN',
      b: 'DIGOXIN',
      code: 'C2',
      texts: [
        'Koncentrationen av digoxin kan stiga, med risk för digoxinförgiftning: illamående, synstörningar och hjärtrytmrubbningar.',
        'Var uppmärksam på symtom på förgiftning under kuren och kontrollera S-digoxin vid misstanke, särskilt hos äldre och vid nedsatt njurfunktion.',
        'Erytromycin minskar tarmbakteriernas nedbrytning av digoxin och kan dessutom hämma transportproteinet P-glykoprotein, vilket ökar upptaget.',
        'Höjda digoxinhalter finns beskrivna i fallrapporter och i mindre studier.',
      ],
    },
    {
      a: 'ERYTROMYCIN',
      b: 'WARFARIN',
      code: 'C2',
      texts: [
        'PK(INR) kan stiga och risken för blödning öka.',
        'Kontrollera PK(INR) inom en vecka efter att kuren har startat.',
        'Erytromycin hämmar CYP3A4, som bidrar till nedbrytningen av den mindre verksamma formen av warfarin. Infektion och minskat födointag kan också påverka PK(INR).',
        'Beskrivet i fallrapporter; i studier har effekten oftast varit måttlig.',
      ],
    },
    // Levofloxacin and moxifloxacin.
    quinoloneWarfarin(
      'LEVOFLOXACIN',
      'levofloxacin',
      'Beskrivet i fallrapporter och i observationsstudier som visat ökad risk för blödning när fluorokinoloner ges till patienter som behandlas med warfarin.',
    ),
    quinoloneWarfarin(
      'MOXIFLOXACIN',
      'moxifloxacin',
      'Beskrivet i fallrapporter; en studie på friska försökspersoner visade ingen påverkan, vilket talar för att infektionen ofta bidrar.',
    ),
    // Flukloxacillin.
    {
      a: 'FLUKLOXACILLIN',
      b: 'WARFARIN',
      code: 'C2',
      texts: [
        'Den antikoagulerande effekten kan minska, med sjunkande PK(INR). Effekten kan kvarstå en tid efter att kuren har avslutats.',
        'Kontrollera PK(INR) efter ungefär en vecka och efter avslutad behandling, särskilt vid längre kurer med höga doser. Warfarindosen kan behöva justeras tillfälligt.',
        'Flukloxacillin aktiverar en receptor i levern (PXR) som ökar bildningen av läkemedelsnedbrytande enzymer, bland annat CYP3A4 och CYP2C9.',
        'Sjunkande PK(INR) har beskrivits i fallrapporter och fallserier.',
      ],
    },
    {
      a: 'FLUKLOXACILLIN',
      b: 'VORIKONAZOL',
      code: 'C2',
      texts: [
        'Koncentrationen av vorikonazol kan sjunka kraftigt, med risk för utebliven effekt mot svampinfektionen.',
        'Välj ett annat medel mot stafylokocker om möjligt. Om kombinationen behövs: följ koncentrationen av vorikonazol, var beredd att höja dosen och följ koncentrationen även efter att flukloxacillin har satts ut.',
        'Flukloxacillin ökar bildningen av enzymer som bryter ned vorikonazol, sannolikt via receptorn PXR i levern.',
        'Låga vorikonazolhalter vid samtidig behandling har beskrivits i fallserier och retrospektiva studier.',
      ],
    },
    {
      a: 'FLUKLOXACILLIN',
      b: 'PARACETAMOL',
      code: 'C2',
      texts: [
        'Risk för metabol acidos med högt anjongap (pyroglutaminsyraacidos), som kan bli allvarlig.',
        'Var uppmärksam hos patienter med riskfaktorer: svår infektion, nedsatt njurfunktion, undernäring, hög alkoholkonsumtion och regelbunden användning av maximala doser paracetamol. Kontrollera syra–basstatus vid oklar försämring och överväg att sätta ut paracetamol.',
        'Paracetamol förbrukar glutation, och flukloxacillin tros hämma det enzym som bryter ned pyroglutaminsyra (5-oxoprolin). Tillsammans kan syran ansamlas i blodet.',
        'Beskrivet i fallrapporter och fallserier, främst hos svårt sjuka patienter på sjukhus.',
      ],
    },
    // Rifampicin.
    {
      a: 'RIFAMPICIN',
      b: 'WARFARIN',
      code: 'D3',
      texts: [
        'Den antikoagulerande effekten minskar kraftigt, med risk för tromboembolism. När rifampicin sätts ut stiger PK(INR) igen under några veckor.',
        'Undvik kombinationen om möjligt, till exempel genom att ge lågmolekylärt heparin under rifampicinbehandlingen. Om den är nödvändig: räkna med att warfarindosen behöver mångdubblas, kontrollera PK(INR) tätt och trappa ned dosen stegvis efter utsättning av rifampicin.',
        'Rifampicin ökar kraftigt bildningen av CYP2C9, CYP3A4 och andra enzymer som bryter ned warfarin.',
        'Väl dokumenterat i studier och fallrapporter. Effekten kommer inom en vecka och kvarstår 2–4 veckor efter utsättning.',
      ],
    },
    {
      a: 'RIFAMPICIN',
      b: 'TIKAGRELOR',
      code: 'D3',
      texts: [
        'Koncentrationen av tikagrelor sjunker kraftigt, med risk för utebliven trombocythämning och hjärt-kärlhändelser.',
        'Undvik kombinationen. Diskutera en annan trombocythämmare med behandlande kardiolog.',
        'Rifampicin ökar bildningen av CYP3A4, som bryter ned tikagrelor.',
        'I en studie på friska försökspersoner minskade exponeringen för tikagrelor med drygt 80 procent.',
      ],
    },
    {
      a: 'RIFAMPICIN',
      b: 'PREDNISOLON',
      code: 'C3',
      texts: [
        'Effekten av prednisolon minskar, med risk för försämring av grundsjukdomen. Hos patienter med binjurebarksvikt finns risk för kortisolbrist.',
        'Räkna med att prednisolondosen kan behöva fördubblas under rifampicinbehandlingen och följ den kliniska effekten. Sänk dosen igen några veckor efter att rifampicin har satts ut.',
        'Rifampicin ökar bildningen av CYP3A4 och påskyndar därmed nedbrytningen av prednisolon.',
        'Visat i farmakokinetiska studier och i fallrapporter om försämrad effekt, bland annat efter njurtransplantation.',
      ],
    },
    {
      a: 'RIFAMPICIN',
      b: 'OXIKODON',
      code: 'C3',
      texts: [
        'Koncentrationen av oxikodon sjunker kraftigt, med risk för otillräcklig smärtlindring och abstinens.',
        'Följ smärtlindringen noga och anpassa dosen, eller välj en annan smärtbehandling. När rifampicin sätts ut ökar effekten av oxikodon igen under några veckor, så dosen behöver ses över.',
        'Rifampicin ökar bildningen av CYP3A4, det enzym som främst bryter ned oxikodon.',
        'I en studie på friska försökspersoner minskade exponeringen för peroralt oxikodon med mer än 80 procent.',
      ],
    },
    {
      a: 'RIFAMPICIN',
      b: 'ITRAKONAZOL',
      code: 'D3',
      texts: [
        'Koncentrationen av itrakonazol sjunker ofta till nivåer som inte går att mäta, med risk för utebliven effekt mot svampinfektionen.',
        'Undvik kombinationen och välj ett annat svampmedel. Tänk på att effekten av rifampicin på enzymerna kvarstår upp till två veckor efter utsättning.',
        'Rifampicin ökar kraftigt bildningen av CYP3A4, som bryter ned itrakonazol både i tarmväggen och i levern.',
        'Visat i farmakokinetiska studier och i fallrapporter om behandlingssvikt.',
      ],
    },
    {
      a: 'RIFAMPICIN',
      b: 'VORIKONAZOL',
      code: 'D3',
      texts: [
        'Koncentrationen av vorikonazol sjunker kraftigt, med risk för utebliven effekt mot svampinfektionen.',
        'Kombinationen ska inte användas. Välj ett annat svampmedel eller ersätt rifampicin.',
        'Rifampicin ökar bildningen av CYP2C19, CYP2C9 och CYP3A4, som alla bryter ned vorikonazol.',
        'I en studie på friska försökspersoner minskade exponeringen för vorikonazol med över 90 procent.',
      ],
    },
    {
      a: 'RIFAMPICIN',
      b: 'POSAKONAZOL',
      code: 'D0',
      texts: [
        'Koncentrationen av posakonazol kan sjunka betydligt, med risk för utebliven effekt.',
        'Undvik kombinationen. Om den ändå används: mät koncentrationen av posakonazol.',
        'Posakonazol elimineras främst genom glukuronidering och transporteras av P-glykoprotein. Rifampicin ökar båda dessa processer.',
        'Baserat på studier med andra substanser som ökar bildningen av samma enzymer, där halten av posakonazol ungefär halverades.',
      ],
    },
    {
      a: 'RIFAMPICIN',
      b: 'RITONAVIR',
      code: 'D3',
      texts: [
        'Koncentrationen av ritonavir och av de läkemedel som förstärks med ritonavir sjunker kraftigt, med risk för behandlingssvikt och resistensutveckling. Kombinationen har också gett allvarlig leverpåverkan.',
        'Undvik kombinationen. Samråd med infektionsläkare om annan behandling, och tänk på att effekten av rifampicin på enzymerna kvarstår upp till två veckor efter utsättning.',
        'Rifampicin ökar kraftigt bildningen av CYP3A4 och P-glykoprotein, vilket tar ut ritonavirs förstärkande effekt.',
        'Visat i studier med ritonavirförstärkta proteashämmare, där halterna sjönk kraftigt och flera försökspersoner fick leverpåverkan.',
      ],
    },
    {
      a: 'RIFAMPICIN',
      b: 'NIRMATRELVIR',
      code: 'D0',
      texts: [
        'Koncentrationen av nirmatrelvir sjunker kraftigt, med risk för utebliven effekt mot covid-19 och för resistens.',
        'Kombinationen ska inte användas, inte heller de första två veckorna efter att rifampicin har satts ut. Välj en annan behandling mot covid-19.',
        'Nirmatrelvir bryts ned av CYP3A4. Rifampicin ökar bildningen av enzymet så mycket att ritonavir inte kan kompensera.',
        'Baserat på en studie med karbamazepin, en annan enzyminducerare, där exponeringen för nirmatrelvir mer än halverades.',
      ],
    },
    {
      a: 'RIFAMPICIN',
      b: 'KLINDAMYCIN',
      code: 'C3',
      texts: [
        'Koncentrationen av klindamycin sjunker, med risk för sämre effekt.',
        'Om kombinationen används, till exempel vid infektion i skelett eller leder, kan klindamycindosen behöva höjas. Följ behandlingssvaret och mät koncentrationen om det är möjligt.',
        'Rifampicin ökar bildningen av CYP3A4, som bryter ned klindamycin.',
        'Visat i studier på patienter, där halterna av klindamycin var tydligt lägre under samtidig behandling med rifampicin.',
      ],
    },
    {
      a: 'RIFAMPICIN',
      b: 'KLARITROMYCIN',
      code: 'C3',
      texts: [
        'Koncentrationen av klaritromycin sjunker kraftigt, med risk för utebliven effekt.',
        'Välj azitromycin om ett makrolidantibiotikum behövs. Om kombinationen ingår i behandlingen av en mykobakterieinfektion: följ effekten och levervärdena.',
        'Rifampicin ökar bildningen av CYP3A4, som bryter ned klaritromycin. Den verksamma metaboliten 14-hydroxiklaritromycin påverkas mindre.',
        'Visat i studier på patienter med mykobakterieinfektion.',
      ],
    },
    // Isoniazid.
    {
      a: 'ISONIAZID',
      b: 'KARBAMAZEPIN',
      code: 'C2',
      texts: [
        'Koncentrationen av karbamazepin kan stiga, med risk för förgiftning. Risken för leverskada av isoniazid kan samtidigt öka.',
        'Kontrollera S-karbamazepin inom en vecka efter start av isoniazid och följ levervärdena. Var uppmärksam på yrsel, ostadighet och trötthet.',
        'Isoniazid hämmar nedbrytningen av karbamazepin, särskilt hos personer som omvandlar isoniazid långsamt. Karbamazepin kan öka bildningen av leverskadliga metaboliter av isoniazid.',
        'Beskrivet i fallrapporter och i en mindre studie.',
      ],
    },
    // Itrakonazol.
    {
      a: 'ITRAKONAZOL',
      b: 'ATORVASTATIN',
      code: 'C3',
      texts: [
        'Koncentrationen av atorvastatin ökar flerfaldigt, med risk för muskelbiverkningar.',
        'Gör uppehåll med atorvastatin under kortare behandlingar med itrakonazol. Vid längre behandling: ge högst 20 mg atorvastatin per dygn eller byt till en statin som inte bryts ned av CYP3A4, till exempel rosuvastatin.',
        'Itrakonazol hämmar CYP3A4 kraftigt, det enzym som bryter ned atorvastatin.',
        'Visat i studier på friska försökspersoner.',
      ],
    },
    strongInhibitorTicagrelor('ITRAKONAZOL', 'itrakonazol'),
    {
      a: 'ITRAKONAZOL',
      b: 'OXIKODON',
      code: 'C3',
      texts: [
        'Koncentrationen av oxikodon ökar, med risk för förstärkt effekt och andningsdepression.',
        'Följ patienten noga och sänk oxikodondosen vid behov. Tänk på att itrakonazol verkar kvar en tid efter utsättning.',
        'Itrakonazol hämmar CYP3A4, som bryter ned oxikodon.',
        'Visat i en studie på friska försökspersoner, där exponeringen för peroralt oxikodon mer än fördubblades.',
      ],
    },
    {
      a: 'ITRAKONAZOL',
      b: 'OMEPRAZOL',
      code: 'C3',
      texts: [
        'Upptaget av itrakonazol från kapslar minskar, med risk för sämre effekt mot svampinfektionen.',
        'Undvik samtidig behandling om möjligt. Om omeprazol behövs: välj itrakonazol oral lösning, eller ta kapslarna med en sur dryck som cola.',
        'Itrakonazolkapslar behöver en sur miljö i magsäcken för att lösas upp, och omeprazol minskar magsyran.',
        'Visat i en studie på friska försökspersoner, där exponeringen för itrakonazol minskade med ungefär två tredjedelar.',
      ],
    },
    // Vorikonazol.
    strongInhibitorTicagrelor('VORIKONAZOL', 'vorikonazol'),
    {
      a: 'VORIKONAZOL',
      b: 'OXIKODON',
      code: 'C3',
      texts: [
        'Koncentrationen av oxikodon ökar flerfaldigt, med risk för uttalad trötthet och andningsdepression.',
        'Sänk oxikodondosen vid behov och följ patienten noga, särskilt äldre. Överväg en opioid som inte bryts ned av CYP3A4, till exempel morfin.',
        'Vorikonazol hämmar CYP3A4, som står för huvuddelen av nedbrytningen av oxikodon.',
        'Visat i en studie på friska försökspersoner, där exponeringen för oxikodon ökade tre- till fyrfaldigt.',
      ],
    },
    // Posakonazol.
    {
      a: 'POSAKONAZOL',
      b: 'ATORVASTATIN',
      code: 'D0',
      texts: [
        'Koncentrationen av atorvastatin kan öka kraftigt, med risk för muskelskada.',
        'Undvik kombinationen. Gör uppehåll med atorvastatin under behandlingen eller byt till en statin som inte bryts ned av CYP3A4, till exempel rosuvastatin.',
        'Posakonazol hämmar CYP3A4 kraftigt, det enzym som bryter ned atorvastatin.',
        'Baserat på studier med simvastatin, där halten ökade flerfaldigt, och på erfarenheter från andra starka CYP3A4-hämmare.',
      ],
    },
    strongInhibitorTicagrelor('POSAKONAZOL', 'posakonazol'),
    // Terbinafin.
    {
      a: 'TERBINAFIN',
      b: 'METOPROLOL',
      code: 'C0',
      texts: [
        'Koncentrationen av metoprolol kan öka flerfaldigt, med risk för långsam puls och blodtrycksfall.',
        'Var uppmärksam på yrsel, trötthet och långsam puls, och sänk metoprololdosen vid behov. Effekten kan kvarstå flera veckor efter att terbinafin har satts ut.',
        'Terbinafin hämmar kraftigt CYP2D6, det enzym som främst bryter ned metoprolol. Hämningen kvarstår länge eftersom terbinafin lagras i vävnaderna.',
        'Baserat på mekanismen och på studier där terbinafin kraftigt ökade halten av andra läkemedel som bryts ned av CYP2D6.',
      ],
    },
    {
      a: 'TERBINAFIN',
      b: 'AMITRIPTYLIN',
      code: 'C1',
      texts: [
        'Koncentrationen av amitriptylin och dess aktiva metabolit nortriptylin kan öka, med risk för muntorrhet, förvirring och påverkan på hjärtat.',
        'Följ patienten avseende biverkningar och mät koncentrationen vid misstanke om förhöjda halter. Effekten kan kvarstå i månader efter att terbinafin har satts ut.',
        'Terbinafin hämmar CYP2D6, som behövs för nedbrytningen av amitriptylin och nortriptylin.',
        'Beskrivet i fallrapporter, framför allt med nortriptylin, där förgiftningssymtom uppkom under och efter behandling med terbinafin.',
      ],
    },
    // Ritonavir.
    {
      a: 'RITONAVIR',
      b: 'ATORVASTATIN',
      code: 'C3',
      texts: [
        'Koncentrationen av atorvastatin ökar flerfaldigt, med risk för muskelbiverkningar.',
        'Vid kortvarig behandling, till exempel mot covid-19: gör uppehåll med atorvastatin under behandlingen och några dagar efter. Vid långvarig behandling: använd lägsta effektiva dos eller byt till en statin som påverkas mindre.',
        'Ritonavir hämmar CYP3A4 kraftigt och hämmar också de transportproteiner som tar upp atorvastatin i levern.',
        'Visat i studier på friska försökspersoner med ritonavirförstärkta proteashämmare.',
      ],
    },
    strongInhibitorTicagrelor('RITONAVIR', 'ritonavir'),
    {
      a: 'RITONAVIR',
      b: 'AMIODARON',
      code: 'D1',
      texts: [
        'Koncentrationen av amiodaron kan öka, med risk för allvarliga hjärtrytmrubbningar.',
        'Undvik kombinationen. Eftersom amiodaron har mycket lång halveringstid gäller det även en tid efter utsättning. Välj en annan behandling mot covid-19, eller samråd med kardiolog och infektionsläkare vid hiv.',
        'Ritonavir hämmar CYP3A4, som bryter ned amiodaron.',
        'Baserat på mekanismen och enstaka fallrapporter.',
      ],
    },
    {
      a: 'RITONAVIR',
      b: 'KVETIAPIN',
      code: 'D1',
      texts: [
        'Koncentrationen av kvetiapin kan öka flerfaldigt, med risk för uttalad trötthet, blodtrycksfall och medvetandepåverkan.',
        'Undvik kombinationen. Om ritonavir måste ges: gör uppehåll med kvetiapin eller sänk dosen kraftigt och följ patienten noga.',
        'Ritonavir hämmar CYP3A4, det enzym som bryter ned kvetiapin.',
        'Fallrapporter om koma och andningspåverkan finns. Med en annan stark CYP3A4-hämmare ökade halten av kvetiapin ungefär sexfaldigt.',
      ],
    },
    {
      a: 'RITONAVIR',
      b: 'FENTANYL',
      code: 'C3',
      texts: [
        'Koncentrationen av fentanyl ökar, med risk för förlängd effekt och andningsdepression.',
        'Följ patienten noga avseende andning och vakenhet, särskilt vid plåsterbehandling, och sänk fentanyldosen vid behov.',
        'Ritonavir hämmar CYP3A4, som bryter ned fentanyl.',
        'I en studie på friska försökspersoner minskade utsöndringen av intravenöst fentanyl med ungefär två tredjedelar.',
      ],
    },
    {
      a: 'RITONAVIR',
      b: 'ETINYLESTRADIOL',
      code: 'C3',
      texts: [
        'Koncentrationen av etinylestradiol sjunker, med risk för att skyddet mot graviditet försämras.',
        'Använd kondom som extra skydd under behandlingen och en menstruationscykel efteråt, även vid kortvarig behandling mot covid-19.',
        'Ritonavir ökar bildningen av de enzymer som konjugerar etinylestradiol, vilket påskyndar eliminationen.',
        'Visat i en studie på friska kvinnor, där exponeringen för etinylestradiol minskade med ungefär 40 procent.',
      ],
    },
    // Metenaminhippurat.
    {
      a: 'METENAMINHIPPURAT',
      b: 'SULFAMETOXAZOL',
      code: 'D1',
      texts: [
        'Risk för kristallbildning i urinvägarna.',
        'Kombinationen ska inte användas. Gör uppehåll med metenaminhippurat så länge behandlingen med sulfametoxazol pågår.',
        'I sur urin bildar metenamin formaldehyd, som kan bilda svårlösliga föreningar med vissa sulfonamider.',
        'Baserat på äldre kemiska studier och fallrapporter.',
      ],
    },
    // Pivmecillinam.
    {
      a: 'PIVMECILLINAM',
      b: 'VALPROINSYRA',
      code: 'C1',
      texts: [
        'Risk för brist på karnitin, med trötthet, muskelsvaghet och i sällsynta fall påverkan på hjärnan och ämnesomsättningen.',
        'Undvik upprepade eller långa kurer. Vid en enstaka kortvarig behandling av urinvägsinfektion är risken liten; välj annars ett annat antibiotikum.',
        'Pivmecillinam frisätter pivalat, som utsöndras bundet till karnitin. Valproinsyra minskar också kroppens karnitinförråd, och effekterna adderas.',
        'Baserat på mekanismen och enstaka fallrapporter.',
      ],
    },
  ],
};
