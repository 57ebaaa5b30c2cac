// The various drug group of the demo knowledge base (format: group-types.ts). Demo data written by
// the Medkompass team from general pharmacological knowledge; not for clinical use.
//
// Substances: airway drugs, antihistamines, urological drugs, immunosuppressants, hormonal cancer
// drugs, gout drugs, vitamins and magnesium. Every section lists them in the same order (the
// inhalation and nasal products come last in the product list).

import type { DrugGroup } from './group-types.ts';

const NO_DATA = 'Uppgifter om passage till bröstmjölk hos människa saknas.';
const ANTIMUSCARINIC_MILK = 'Antikolinerga läkemedel kan i teorin minska mjölkproduktionen.';
const LITTLE_HUMAN_DATA = 'Data från människa saknas i stort sett.';
const NO_SEX_DIFFERENCE = 'Inga kända skillnader mellan kvinnor och män av klinisk betydelse.';
const TOO_LITTLE_SEX_DATA = 'Underlaget är för litet för att bedöma skillnader mellan könen.';

/** Texts of a colchicine–statin pair (muscle toxicity of both). */
function colchicineStatin(statin: string): [string, string, string, string] {
  return [
    'Ökad risk för muskelbiverkningar, i sällsynta fall rabdomyolys.',
    'Kombinationen kan användas. Be patienten höra av sig vid muskelvärk eller muskelsvaghet, och var extra uppmärksam vid nedsatt njurfunktion och hög ålder.',
    `Både kolkicin och ${statin} kan skada skelettmuskulaturen, och effekterna kan förstärka varandra. Konkurrens om nedbrytning via CYP3A4 och om transport via P-glykoprotein kan bidra.`,
    'Beskrivet i fallrapporter, oftast hos patienter med nedsatt njurfunktion.',
  ];
}

/** Texts of a colchicine pair with a strong CYP3A4 inhibitor other than clarithromycin. */
function colchicineStrongInhibitor(
  name: string,
  alsoPgp: boolean,
  background: string,
): [string, string, string, string] {
  const capitalised = name.charAt(0).toUpperCase() + name.slice(1);
  return [
    'Koncentrationen av kolkicin ökar kraftigt, med risk för allvarlig och ibland dödlig förgiftning med diarré, benmärgspåverkan och muskelskada.',
    `Undvik kombinationen. Gör uppehåll med kolkicin under behandlingen med ${name}, eller välj en annan behandling. Vid nedsatt njur- eller leverfunktion ska kombinationen inte användas.`,
    alsoPgp
      ? `${capitalised} hämmar både CYP3A4 och P-glykoprotein, som tillsammans svarar för nedbrytningen och utsöndringen av kolkicin.`
      : `${capitalised} hämmar CYP3A4 kraftigt, det enzym som bryter ned kolkicin.`,
    background,
  ];
}

/** Texts of a pair where clarithromycin raises the level of a CYP3A4 substrate (no own studies). */
function clarithromycinSubstrate(
  consequence: string,
  recommendation: string,
  substrate: string,
  studied: string,
): [string, string, string, string] {
  return [
    consequence,
    recommendation,
    `${substrate} bryts ned av CYP3A4, som klaritromycin hämmar kraftigt.`,
    `Baserat på studier med ${studied}; egna studier med klaritromycin saknas.`,
  ];
}

export const VARIOUS: DrugGroup = {
  name: 'various',
  productNumbers: [2000, 2199],
  substances: [
    // Airway drugs.
    { key: 'TEOFYLLIN', sv: 'teofyllin', en: 'theophylline', atc: 'R03DA04' },
    { key: 'SALBUTAMOL', sv: 'salbutamol', en: 'salbutamol', atc: 'R03AC02 R03CC02' },
    {
      key: 'TERBUTALIN',
      sv: 'terbutalin',
      en: 'terbutaline',
      atc: 'R03AC03 R03CC03',
      children: [{ key: 'TERBUTALINSULFAT', sv: 'terbutalinsulfat', en: 'terbutaline sulfate' }],
    },
    { key: 'FORMOTEROL', sv: 'formoterol', en: 'formoterol', atc: 'R03AC13' },
    { key: 'SALMETEROL', sv: 'salmeterol', en: 'salmeterol', atc: 'R03AC12' },
    { key: 'BUDESONID', sv: 'budesonid', en: 'budesonide', atc: 'R03BA02 A07EA06 R01AD05' },
    {
      key: 'FLUTIKASON',
      sv: 'flutikason',
      en: 'fluticasone',
      atc: 'R03BA05 R01AD08 R01AD12 D07AC17',
    },
    { key: 'TIOTROPIUM', sv: 'tiotropium', en: 'tiotropium', atc: 'R03BB04' },
    {
      key: 'MONTELUKAST',
      sv: 'montelukast',
      en: 'montelukast',
      atc: 'R03DC03',
      children: [{ key: 'MONTELUKASTNATRIUM', sv: 'montelukastnatrium', en: 'montelukast sodium' }],
    },
    // Antihistamines.
    { key: 'DESLORATADIN', sv: 'desloratadin', en: 'desloratadine', atc: 'R06AX27' },
    {
      key: 'CETIRIZIN',
      sv: 'cetirizin',
      en: 'cetirizine',
      atc: 'R06AE07',
      children: [
        {
          key: 'CETIRIZINDIHYDROKLORID',
          sv: 'cetirizindihydroklorid',
          en: 'cetirizine dihydrochloride',
        },
      ],
    },
    {
      key: 'PROMETAZIN',
      sv: 'prometazin',
      en: 'promethazine',
      atc: 'R06AD02',
      children: [
        {
          key: 'PROMETAZINHYDROKLORID',
          sv: 'prometazinhydroklorid',
          en: 'promethazine hydrochloride',
        },
      ],
    },
    // Urological drugs.
    { key: 'OXYBUTYNIN', sv: 'oxybutynin', en: 'oxybutynin', atc: 'G04BD04' },
    {
      key: 'TOLTERODIN',
      sv: 'tolterodin',
      en: 'tolterodine',
      atc: 'G04BD07',
      children: [{ key: 'TOLTERODINTARTRAT', sv: 'tolterodintartrat', en: 'tolterodine tartrate' }],
    },
    {
      key: 'SOLIFENACIN',
      sv: 'solifenacin',
      en: 'solifenacin',
      atc: 'G04BD08',
      children: [
        { key: 'SOLIFENACINSUCCINAT', sv: 'solifenacinsuccinat', en: 'solifenacin succinate' },
      ],
    },
    { key: 'MIRABEGRON', sv: 'mirabegron', en: 'mirabegron', atc: 'G04BD12' },
    { key: 'FINASTERID', sv: 'finasterid', en: 'finasteride', atc: 'G04CB01 D11AX10' },
    {
      key: 'TAMSULOSIN',
      sv: 'tamsulosin',
      en: 'tamsulosin',
      atc: 'G04CA02',
      children: [
        {
          key: 'TAMSULOSINHYDROKLORID',
          sv: 'tamsulosinhydroklorid',
          en: 'tamsulosin hydrochloride',
        },
      ],
    },
    {
      key: 'SILDENAFIL',
      sv: 'sildenafil',
      en: 'sildenafil',
      atc: 'G04BE03',
      children: [{ key: 'SILDENAFILCITRAT', sv: 'sildenafilcitrat', en: 'sildenafil citrate' }],
    },
    { key: 'TADALAFIL', sv: 'tadalafil', en: 'tadalafil', atc: 'G04BE08' },
    // Immunosuppressants.
    { key: 'AZATIOPRIN', sv: 'azatioprin', en: 'azathioprine', atc: 'L04AX01' },
    { key: 'CIKLOSPORIN', sv: 'ciklosporin', en: 'ciclosporin', atc: 'L04AD01 S01XA18' },
    { key: 'TAKROLIMUS', sv: 'takrolimus', en: 'tacrolimus', atc: 'L04AD02 D11AH01' },
    // Hormonal drugs for breast cancer.
    {
      key: 'TAMOXIFEN',
      sv: 'tamoxifen',
      en: 'tamoxifen',
      atc: 'L02BA01',
      children: [{ key: 'TAMOXIFENCITRAT', sv: 'tamoxifencitrat', en: 'tamoxifen citrate' }],
    },
    { key: 'ANASTROZOL', sv: 'anastrozol', en: 'anastrozole', atc: 'L02BG03' },
    // Gout drugs.
    { key: 'KOLKICIN', sv: 'kolkicin', en: 'colchicine', atc: 'M04AC01' },
    { key: 'FEBUXOSTAT', sv: 'febuxostat', en: 'febuxostat', atc: 'M04AA03' },
    // Vitamins and minerals.
    { key: 'FOLSYRA', sv: 'folsyra', en: 'folic acid', atc: 'B03BB01' },
    { key: 'CYANOKOBALAMIN', sv: 'cyanokobalamin', en: 'cyanocobalamin', atc: 'B03BA01' },
    {
      key: 'MAGNESIUMHYDROXID',
      sv: 'magnesiumhydroxid',
      en: 'magnesium hydroxide',
      atc: 'A02AA04 G04BX01',
    },
  ],
  products: [
    // Airway drugs (inhalation and nasal products at the end of the list).
    [2000, 'Theo-Dur', '200 mg', 'Depottablett', 'R03DA04', 'TEOFYLLIN'],
    [2001, 'Theo-Dur', '300 mg', 'Depottablett', 'R03DA04', 'TEOFYLLIN'],
    [2002, 'Bricanyl', '0,5 mg/ml', 'Injektionsvätska', 'R03CC03', 'TERBUTALINSULFAT'],
    [2003, 'Entocort', '3 mg', 'Depotkapsel', 'A07EA06', 'BUDESONID'],
    [2004, 'Budenofalk', '3 mg', 'Enterokapsel', 'A07EA06', 'BUDESONID'],
    [2005, 'Cortiment', '9 mg', 'Depottablett', 'A07EA06', 'BUDESONID'],
    [2006, 'Jorveza', '1 mg', 'Munsönderfallande tablett', 'A07EA06', 'BUDESONID'],
    [2007, 'Singulair', '10 mg', 'Filmdragerad tablett', 'R03DC03', 'MONTELUKASTNATRIUM'],
    [2008, 'Singulair', '4 mg', 'Tuggtablett', 'R03DC03', 'MONTELUKASTNATRIUM'],
    [2009, 'Montelukast Krka', '10 mg', 'Filmdragerad tablett', 'R03DC03', 'MONTELUKASTNATRIUM'],
    // Antihistamines.
    [2010, 'Aerius', '5 mg', 'Filmdragerad tablett', 'R06AX27', 'DESLORATADIN'],
    [2011, 'Aerius', '0,5 mg/ml', 'Oral lösning', 'R06AX27', 'DESLORATADIN'],
    [2012, 'Desloratadine Actavis', '5 mg', 'Filmdragerad tablett', 'R06AX27', 'DESLORATADIN'],
    [2013, 'Zyrlex', '10 mg', 'Filmdragerad tablett', 'R06AE07', 'CETIRIZINDIHYDROKLORID'],
    [2014, 'Zyrlex', '1 mg/ml', 'Oral lösning', 'R06AE07', 'CETIRIZINDIHYDROKLORID'],
    [2015, 'Cetirizine Teva', '10 mg', 'Filmdragerad tablett', 'R06AE07', 'CETIRIZINDIHYDROKLORID'],
    [2016, 'Lergigan', '25 mg', 'Tablett', 'R06AD02', 'PROMETAZINHYDROKLORID'],
    [2017, 'Lergigan mite', '10 mg', 'Tablett', 'R06AD02', 'PROMETAZINHYDROKLORID'],
    [2018, 'Lergigan', '25 mg/ml', 'Injektionsvätska', 'R06AD02', 'PROMETAZINHYDROKLORID'],
    // Urological drugs.
    [2019, 'Ditropan', '5 mg', 'Tablett', 'G04BD04', 'OXYBUTYNIN'],
    [2020, 'Kentera', '3,9 mg/24 timmar', 'Depotplåster', 'G04BD04', 'OXYBUTYNIN'],
    [2021, 'Detrusitol', '2 mg', 'Filmdragerad tablett', 'G04BD07', 'TOLTERODINTARTRAT'],
    [2022, 'Detrusitol SR', '4 mg', 'Depotkapsel', 'G04BD07', 'TOLTERODINTARTRAT'],
    [2023, 'Vesicare', '5 mg', 'Filmdragerad tablett', 'G04BD08', 'SOLIFENACINSUCCINAT'],
    [2024, 'Vesicare', '10 mg', 'Filmdragerad tablett', 'G04BD08', 'SOLIFENACINSUCCINAT'],
    [2025, 'Solifenacin Sandoz', '5 mg', 'Filmdragerad tablett', 'G04BD08', 'SOLIFENACINSUCCINAT'],
    [2026, 'Betmiga', '25 mg', 'Depottablett', 'G04BD12', 'MIRABEGRON'],
    [2027, 'Betmiga', '50 mg', 'Depottablett', 'G04BD12', 'MIRABEGRON'],
    [2028, 'Proscar', '5 mg', 'Filmdragerad tablett', 'G04CB01', 'FINASTERID'],
    [2029, 'Finasterid Teva', '5 mg', 'Filmdragerad tablett', 'G04CB01', 'FINASTERID'],
    [2030, 'Propecia', '1 mg', 'Filmdragerad tablett', 'D11AX10', 'FINASTERID'],
    [2031, 'Omnic', '0,4 mg', 'Depotkapsel', 'G04CA02', 'TAMSULOSINHYDROKLORID'],
    [2032, 'Tamsulosin Sandoz', '0,4 mg', 'Depotkapsel', 'G04CA02', 'TAMSULOSINHYDROKLORID'],
    [2033, 'Viagra', '50 mg', 'Filmdragerad tablett', 'G04BE03', 'SILDENAFILCITRAT'],
    [2034, 'Sildenafil Teva', '100 mg', 'Filmdragerad tablett', 'G04BE03', 'SILDENAFILCITRAT'],
    [2035, 'Revatio', '20 mg', 'Filmdragerad tablett', 'G04BE03', 'SILDENAFILCITRAT'],
    [2036, 'Cialis', '5 mg', 'Filmdragerad tablett', 'G04BE08', 'TADALAFIL'],
    [2037, 'Cialis', '20 mg', 'Filmdragerad tablett', 'G04BE08', 'TADALAFIL'],
    [2038, 'Adcirca', '20 mg', 'Filmdragerad tablett', 'G04BE08', 'TADALAFIL'],
    // Immunosuppressants.
    [2039, 'Imurel', '25 mg', 'Filmdragerad tablett', 'L04AX01', 'AZATIOPRIN'],
    [2040, 'Imurel', '50 mg', 'Filmdragerad tablett', 'L04AX01', 'AZATIOPRIN'],
    [2041, 'Sandimmun Neoral', '25 mg', 'Kapsel', 'L04AD01', 'CIKLOSPORIN'],
    [2042, 'Sandimmun Neoral', '100 mg', 'Kapsel', 'L04AD01', 'CIKLOSPORIN'],
    [2043, 'Sandimmun Neoral', '100 mg/ml', 'Oral lösning', 'L04AD01', 'CIKLOSPORIN'],
    [2044, 'Sandimmun', '50 mg/ml', 'Koncentrat till infusionsvätska', 'L04AD01', 'CIKLOSPORIN'],
    [2045, 'Prograf', '1 mg', 'Kapsel', 'L04AD02', 'TAKROLIMUS'],
    [2046, 'Advagraf', '1 mg', 'Depotkapsel', 'L04AD02', 'TAKROLIMUS'],
    [2047, 'Envarsus', '4 mg', 'Depottablett', 'L04AD02', 'TAKROLIMUS'],
    [2048, 'Prograf', '5 mg/ml', 'Koncentrat till infusionsvätska', 'L04AD02', 'TAKROLIMUS'],
    // Hormonal drugs for breast cancer.
    [2049, 'Tamoxifen Mylan', '20 mg', 'Tablett', 'L02BA01', 'TAMOXIFENCITRAT'],
    [2050, 'Tamoxifen Sandoz', '20 mg', 'Tablett', 'L02BA01', 'TAMOXIFENCITRAT'],
    [2051, 'Arimidex', '1 mg', 'Filmdragerad tablett', 'L02BG03', 'ANASTROZOL'],
    [2052, 'Anastrozol Accord', '1 mg', 'Filmdragerad tablett', 'L02BG03', 'ANASTROZOL'],
    // Gout drugs.
    [2053, 'Colrefuz', '500 mikrogram', 'Tablett', 'M04AC01', 'KOLKICIN'],
    [2054, 'Colchimex', '500 mikrogram', 'Tablett', 'M04AC01', 'KOLKICIN'],
    [2055, 'Kolkicin Orifarm', '250 mikrogram', 'Tablett', 'M04AC01', 'KOLKICIN'],
    [2056, 'Adenuric', '80 mg', 'Filmdragerad tablett', 'M04AA03', 'FEBUXOSTAT'],
    [2057, 'Adenuric', '120 mg', 'Filmdragerad tablett', 'M04AA03', 'FEBUXOSTAT'],
    // Vitamins and minerals.
    [2058, 'Folacin', '1 mg', 'Tablett', 'B03BB01', 'FOLSYRA'],
    [2059, 'Folacin', '5 mg', 'Tablett', 'B03BB01', 'FOLSYRA'],
    [2060, 'Behepan', '1 mg', 'Tablett', 'B03BA01', 'CYANOKOBALAMIN'],
    [2061, 'Behepan', '1 mg/ml', 'Injektionsvätska', 'B03BA01', 'CYANOKOBALAMIN'],
    [2062, 'Betolvex', '1 mg/ml', 'Injektionsvätska', 'B03BA01', 'CYANOKOBALAMIN'],
    [2063, 'Emgesan', '250 mg', 'Tablett', 'G04BX01', 'MAGNESIUMHYDROXID'],
    [2064, 'Ventoline Evohaler', '0,1 mg/dos', 'Inhalationsspray', 'R03AC02', 'SALBUTAMOL'],
    [2065, 'Airomir Autohaler', '0,1 mg/dos', 'Inhalationsspray', 'R03AC02', 'SALBUTAMOL'],
    [2066, 'Ventoline', '5 mg/ml', 'Lösning för nebulisator', 'R03AC02', 'SALBUTAMOL'],
    [2067, 'Oxis Turbuhaler', '4,5 mikrogram/dos', 'Inhalationspulver', 'R03AC13', 'FORMOTEROL'],
    [
      2068,
      'Symbicort Turbuhaler',
      '160 mikrogram/4,5 mikrogram/dos',
      'Inhalationspulver',
      'R03AK07',
      'BUDESONID+FORMOTEROL',
    ],
    [2069, 'Serevent Diskus', '50 mikrogram/dos', 'Inhalationspulver', 'R03AC12', 'SALMETEROL'],
    [
      2070,
      'Seretide Diskus',
      '50 mikrogram/250 mikrogram/dos',
      'Inhalationspulver',
      'R03AK06',
      'SALMETEROL+FLUTIKASON',
    ],
    [2071, 'Flutide Diskus', '250 mikrogram/dos', 'Inhalationspulver', 'R03BA05', 'FLUTIKASON'],
    [2072, 'Avamys', '27,5 mikrogram/dos', 'Nässpray', 'R01AD12', 'FLUTIKASON'],
    [
      2073,
      'Pulmicort Turbuhaler',
      '200 mikrogram/dos',
      'Inhalationspulver',
      'R03BA02',
      'BUDESONID',
    ],
    [2074, 'Rhinocort Aqua', '64 mikrogram/dos', 'Nässpray', 'R01AD05', 'BUDESONID'],
    [2075, 'Bricanyl Turbuhaler', '0,5 mg/dos', 'Inhalationspulver', 'R03AC03', 'TERBUTALINSULFAT'],
    [2076, 'Spiriva Respimat', '2,5 mikrogram/dos', 'Inhalationsspray', 'R03BB04', 'TIOTROPIUM'],
    [2077, 'Spiriva', '18 mikrogram', 'Inhalationspulver', 'R03BB04', 'TIOTROPIUM'],
    [2078, 'Protopic', '0,1 %', 'Salva', 'D11AH01', 'TAKROLIMUS'],
  ],
  classes: {
    SEDATIVE: ['PROMETAZIN'],
    ANTICHOLINERGIC: ['PROMETAZIN', 'OXYBUTYNIN', 'TOLTERODIN', 'SOLIFENACIN'],
    CYP1A2_SUBSTRATE: ['TEOFYLLIN'],
    ALPHA_BLOCKER: ['TAMSULOSIN'],
    PDE5_INHIBITOR: ['SILDENAFIL', 'TADALAFIL'],
    THIOPURINE: ['AZATIOPRIN'],
    CALCINEURIN_INHIBITOR: ['CIKLOSPORIN', 'TAKROLIMUS'],
    NEPHROTOXIC: ['CIKLOSPORIN', 'TAKROLIMUS'],
    PGP_INHIBITOR: ['CIKLOSPORIN'],
    CYP2D6_PRODRUG: ['TAMOXIFEN'],
    XANTHINE_OXIDASE_INHIBITOR: ['FEBUXOSTAT'],
    POLYVALENT_CATION: ['MAGNESIUMHYDROXID'],
  },
  renal: [
    {
      key: 'TIOTROPIUM',
      title: 'Tiotropium vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Den del av tiotropium som når blodet utsöndras huvudsakligen oförändrad via njurarna. Vid nedsatt njurfunktion stiger koncentrationen, vilket kan förstärka de antikolinerga biverkningarna.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        [
          '0-59',
          'B',
          'Normal dosering, men följ antikolinerga biverkningar som muntorrhet, förstoppning och svårigheter att tömma blåsan, särskilt vid eGFR under 30.',
        ],
      ],
    },
    {
      key: 'CETIRIZIN',
      title: 'Cetirizin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Cetirizin utsöndras till största delen oförändrat via njurarna. Vid nedsatt njurfunktion förlängs halveringstiden, och risken för trötthet ökar.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering.'],
        ['30-59', 'C', 'Normal dosering vid eGFR 50–59. Vid eGFR 30–49: 5 mg en gång dagligen.'],
        ['15-29', 'C', '5 mg varannan dag.'],
        [
          '0-14',
          'D',
          'Undvik. Cetirizin ska inte användas vid eGFR under 10 eller vid dialys; vid eGFR 10–14 högst 5 mg varannan dag efter särskild bedömning.',
        ],
      ],
    },
    {
      key: 'TOLTERODIN',
      title: 'Tolterodin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Tolterodin bryts ned i levern, men vid kraftigt nedsatt njurfunktion ökar exponeringen för tolterodin och dess aktiva metabolit.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering.'],
        ['0-29', 'C', 'Högst 1 mg två gånger dagligen. Depotkapslar rekommenderas inte.'],
      ],
    },
    {
      key: 'SOLIFENACIN',
      title: 'Solifenacin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Solifenacin elimineras både genom nedbrytning i levern och via njurarna. Vid kraftigt nedsatt njurfunktion ökar exponeringen tydligt.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering.'],
        ['0-29', 'C', 'Högst 5 mg dagligen. Undvik samtidig behandling med starka CYP3A4-hämmare.'],
      ],
    },
    {
      key: 'MIRABEGRON',
      title: 'Mirabegron vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Mirabegron utsöndras delvis oförändrat via njurarna, och exponeringen ökar när njurfunktionen sjunker.',
      recommendations: [
        [
          '30-89',
          'A',
          'Normal dosering. Vid samtidig behandling med en stark CYP3A4-hämmare: högst 25 mg dagligen.',
        ],
        [
          '15-29',
          'C',
          'Högst 25 mg dagligen. Undvik samtidig behandling med starka CYP3A4-hämmare.',
        ],
        ['0-14', 'D', 'Rekommenderas inte, eftersom erfarenhet saknas.'],
      ],
    },
    {
      key: 'SILDENAFIL',
      title: 'Sildenafil vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Clearance av sildenafil minskar vid kraftigt nedsatt njurfunktion. Det ger högre koncentration och fler biverkningar som huvudvärk, yrsel och blodtrycksfall.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering.'],
        [
          '0-29',
          'C',
          'Vid erektil dysfunktion: starta med 25 mg. Vid pulmonell arteriell hypertension: sänk dosen om den inte tolereras.',
        ],
      ],
    },
    {
      key: 'TADALAFIL',
      title: 'Tadalafil vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Exponeringen för tadalafil ökar vid nedsatt njurfunktion, och erfarenheten vid kraftigt nedsatt njurfunktion är begränsad.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering.'],
        [
          '0-29',
          'C',
          'Vid behovsdosering högst 10 mg. Daglig dosering rekommenderas inte, och vid pulmonell arteriell hypertension bör tadalafil undvikas.',
        ],
      ],
    },
    {
      key: 'AZATIOPRIN',
      title: 'Azatioprin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Azatioprin omvandlas till merkaptopurin, och metaboliterna utsöndras delvis via njurarna. Vid nedsatt njurfunktion ökar risken för benmärgspåverkan.',
      recommendations: [
        ['60-89', 'A', 'Normal dosering. Följ blodbilden enligt gängse rutin.'],
        ['30-59', 'B', 'Välj en dos i den lägre delen av dosintervallet och följ blodbilden.'],
        ['0-29', 'C', 'Sänk dosen och kontrollera blodbilden tätare.'],
      ],
    },
    {
      key: 'CIKLOSPORIN',
      title: 'Ciklosporin vid nedsatt njurfunktion',
      nephrotoxic: true,
      background:
        'Ciklosporin bryts ned i levern men är njurtoxiskt: det drar ihop kärlen i njuren och kan vid långvarig behandling ge bestående skador. Njurfunktionen avgör både om behandlingen är lämplig och vilken dos som kan ges.',
      recommendations: [
        [
          '60-89',
          'B',
          'Kontrollera kreatinin före start och regelbundet under behandlingen. Vid psoriasis, atopiskt eksem och reumatoid artrit: sänk dosen om kreatinin stiger tydligt, mer än ungefär en fjärdedel från utgångsvärdet.',
        ],
        [
          '30-59',
          'C',
          'Vid transplantation: dosera efter koncentration och följ njurfunktionen tätt. Vid psoriasis, atopiskt eksem och reumatoid artrit ska ciklosporin inte användas.',
        ],
        [
          '0-29',
          'C',
          'Endast vid transplantation eller annan specialistindikation, med tät uppföljning av koncentration och njurfunktion.',
        ],
      ],
    },
    {
      key: 'TAKROLIMUS',
      title: 'Takrolimus vid nedsatt njurfunktion',
      nephrotoxic: true,
      background:
        'Takrolimus utsöndras inte via njurarna, så dosen behöver inte anpassas av det skälet. Takrolimus är däremot njurtoxiskt, och en försämrad njurfunktion kan vara ett tecken på för hög koncentration.',
      recommendations: [
        [
          '30-89',
          'B',
          'Dosera efter koncentration. Kontrollera kreatinin regelbundet och undvik andra njurtoxiska läkemedel.',
        ],
        [
          '0-29',
          'C',
          'Dosera efter koncentration och följ njurfunktionen tätt. Överväg en lägre målkoncentration i samråd med den behandlande specialistenheten.',
        ],
      ],
    },
    {
      key: 'KOLKICIN',
      title: 'Kolkicin vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Kolkicin utsöndras delvis oförändrat via njurarna och har ett smalt terapeutiskt fönster. Vid nedsatt njurfunktion ansamlas det, med risk för förgiftning med diarré, benmärgspåverkan och muskelskada.',
      recommendations: [
        [
          '60-89',
          'B',
          'Använd lägsta effektiva dos och var uppmärksam på diarré och muskelsvaghet.',
        ],
        [
          '30-59',
          'C',
          'Sänk dosen eller förläng dosintervallet, till exempel till 0,5 mg en gång dagligen, och följ biverkningarna noga.',
        ],
        ['0-29', 'D', 'Ska inte användas.'],
      ],
    },
    {
      key: 'FEBUXOSTAT',
      title: 'Febuxostat vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Febuxostat bryts främst ned i levern, och dosen behöver inte anpassas vid lätt till måttligt nedsatt njurfunktion. Erfarenheten vid kraftigt nedsatt njurfunktion är begränsad.',
      recommendations: [
        ['30-89', 'A', 'Normal dosering.'],
        [
          '0-29',
          'B',
          'Erfarenheten är begränsad. Använd med försiktighet och följ effekt och biverkningar.',
        ],
      ],
    },
    {
      key: 'MAGNESIUMHYDROXID',
      title: 'Magnesiumhydroxid vid nedsatt njurfunktion',
      nephrotoxic: false,
      background:
        'Magnesium utsöndras via njurarna. Vid nedsatt njurfunktion kan magnesium ansamlas och ge hypermagnesemi med muskelsvaghet, blodtrycksfall och påverkan på hjärtrytmen.',
      recommendations: [
        ['60-89', 'B', 'Kan användas. Kontrollera magnesium vid långvarig behandling.'],
        [
          '30-59',
          'C',
          'Undvik regelbunden användning. Behövs behandlingen: lägre dos och kontroll av magnesium.',
        ],
        ['0-29', 'D', 'Ska inte användas.'],
      ],
    },
  ],
  lactation: [
    {
      key: 'TEOFYLLIN',
      level: 2,
      recommendation:
        'Kan användas med försiktighet. Ta gärna dosen direkt efter en amning och var uppmärksam på oro, sömnsvårigheter och kräkningar hos barnet, särskilt hos nyfödda och för tidigt födda.',
      background:
        'Teofyllin passerar över i bröstmjölk. Nyfödda bryter ned teofyllin långsamt, så substansen kan ansamlas hos barnet.',
    },
    {
      key: 'SALBUTAMOL',
      level: 1,
      recommendation: 'Kan användas i vanliga doser.',
      background:
        'Vid inhalation blir halterna i moderns blod låga, och mängden som når mjölken är mycket liten.',
    },
    {
      key: 'TERBUTALIN',
      level: 1,
      recommendation: 'Kan användas.',
      background:
        'Terbutalin passerar över i mjölken i små mängder. Barnet får en dos långt under den som ges direkt till barn.',
    },
    {
      key: 'FORMOTEROL',
      level: 1,
      recommendation: 'Kan användas.',
      background:
        'Formoterol ges i mycket låga doser vid inhalation, och halterna i moderns blod är låga. Uppgifter om passage till mjölken saknas, men påverkan på barnet bedöms som osannolik.',
    },
    {
      key: 'SALMETEROL',
      level: 1,
      recommendation: 'Kan användas.',
      background:
        'Salmeterol ges i låga doser vid inhalation, och halterna i moderns blod är mycket låga. Påverkan på barnet bedöms som osannolik.',
    },
    {
      key: 'BUDESONID',
      level: 1,
      recommendation:
        'Kan användas, både som inhalation och som kapslar eller tabletter med effekt i tarmen.',
      background:
        'Vid inhalation får barnet en försumbar mängd via mjölken. Även vid behandling via munnen blir halterna i blodet låga, eftersom det mesta av budesonid bryts ned i levern innan det når blodet.',
    },
    {
      key: 'FLUTIKASON',
      level: 1,
      recommendation: 'Kan användas.',
      background:
        'Vid inhalation och användning i näsan är halterna i moderns blod mycket låga, och mängden i mjölken bedöms vara försumbar.',
    },
    {
      key: 'TIOTROPIUM',
      level: null,
      recommendation:
        'Erfarenheten är för liten för en säker bedömning. Påverkan på barnet är osannolik, eftersom halterna i blodet är mycket låga vid inhalation; kan användas när behandlingen behövs.',
      background: `${NO_DATA} Tiotropium tas dessutom upp dåligt från magtarmkanalen.`,
    },
    {
      key: 'MONTELUKAST',
      level: 1,
      recommendation: 'Kan användas.',
      background:
        'Mycket låga halter har uppmätts i bröstmjölk. Montelukast ges också direkt till småbarn, i doser långt över den som kan nå barnet via mjölken.',
    },
    {
      key: 'DESLORATADIN',
      level: 1,
      recommendation:
        'Kan användas. Antihistaminer som inte ger trötthet är förstahandsval under amning.',
      background:
        'Desloratadin passerar över i mjölken i små mängder. Den större erfarenheten av den närbesläktade substansen loratadin talar för att påverkan på barnet är liten.',
    },
    {
      key: 'CETIRIZIN',
      level: 1,
      recommendation:
        'Kan användas i vanlig dos. Var uppmärksam på trötthet hos barnet vid långvarig användning.',
      background:
        'Små mängder passerar över i mjölken. Trötthet hos ammade barn kan förekomma men är ovanligt.',
    },
    {
      key: 'PROMETAZIN',
      level: 2,
      recommendation:
        'Enstaka doser kan användas. Undvik regelbunden användning, särskilt när barnet är nyfött eller för tidigt fött, och välj hellre ett antihistamin som inte ger trötthet vid allergi.',
      background:
        'Data om passage till mjölken är begränsade. Sederande antihistaminer kan ge trötthet hos barnet och har satts i samband med andningsuppehåll hos små barn. Höga doser kan också minska mjölkproduktionen.',
    },
    {
      key: 'OXYBUTYNIN',
      level: null,
      recommendation:
        'Erfarenhet saknas. Avvakta om möjligt med läkemedelsbehandling av överaktiv blåsa under amningsperioden.',
      background: `${NO_DATA} ${ANTIMUSCARINIC_MILK}`,
    },
    {
      key: 'TOLTERODIN',
      level: null,
      recommendation: 'Erfarenhet saknas. Undvik under amning om möjligt.',
      background: `${NO_DATA} ${ANTIMUSCARINIC_MILK}`,
    },
    {
      key: 'SOLIFENACIN',
      level: null,
      recommendation: 'Erfarenhet saknas. Undvik under amning om möjligt.',
      background: `${NO_DATA} ${ANTIMUSCARINIC_MILK}`,
    },
    {
      key: 'MIRABEGRON',
      level: null,
      recommendation: 'Erfarenhet saknas. Undvik under amning.',
      background: NO_DATA,
    },
    {
      key: 'FINASTERID',
      level: 3,
      recommendation: 'Är inte avsett för kvinnor och ska inte användas under amning.',
      background:
        'Finasterid hämmar omvandlingen av testosteron till dihydrotestosteron. Det saknas indikation för kvinnor, och uppgifter om passage till bröstmjölk saknas.',
      publicRecommendation: 'Finasterid är inte avsett för kvinnor. Använd det inte när du ammar.',
    },
    {
      key: 'TAMSULOSIN',
      level: null,
      recommendation: 'Är godkänt för män. Erfarenhet av användning under amning saknas.',
      background: NO_DATA,
      publicRecommendation:
        'Tamsulosin är i första hand avsett för män. Om du ammar och har fått tamsulosin, prata med din läkare om det finns något annat alternativ.',
    },
    {
      key: 'SILDENAFIL',
      level: null,
      recommendation:
        'Erfarenheten är mycket begränsad. Vid pulmonell arteriell hypertension kan behandlingen övervägas om nyttan motiverar det.',
      background: 'Enstaka mätningar har visat låga halter i bröstmjölk. Systematiska data saknas.',
    },
    {
      key: 'TADALAFIL',
      level: null,
      recommendation: 'Erfarenhet saknas. Undvik under amning.',
      background: NO_DATA,
    },
    {
      key: 'AZATIOPRIN',
      level: 1,
      recommendation:
        'Kan användas. Kontrollera barnets blodbild om barnet får infektioner eller verkar blekt.',
      background:
        'Endast mycket låga halter av den aktiva metaboliten merkaptopurin har uppmätts i bröstmjölk, och påverkan på barnets blodbild har sällan setts. Erfarenheten, bland annat från kvinnor med inflammatorisk tarmsjukdom, är god.',
    },
    {
      key: 'CIKLOSPORIN',
      level: 2,
      recommendation:
        'Kan användas efter bedömning. Vid långvarig amning kan koncentrationen av ciklosporin hos barnet och barnets njurfunktion behöva följas.',
      background:
        'Mängden ciklosporin i bröstmjölk varierar mellan kvinnor. Hos de flesta ammade barn har halterna i blodet varit låga eller inte mätbara, men enstaka högre värden har rapporterats.',
    },
    {
      key: 'TAKROLIMUS',
      level: 1,
      recommendation: 'Kan användas.',
      background:
        'Barnet får via mjölken mindre än en procent av moderns dos räknat per kilo kroppsvikt, och takrolimus tas dessutom upp dåligt från barnets tarm. Negativa effekter hos ammade barn har inte setts.',
    },
    {
      key: 'TAMOXIFEN',
      level: 3,
      recommendation: 'Ska inte användas under amning.',
      background:
        'Tamoxifen hämmar mjölkproduktionen, och uppgifter om passage till mjölken saknas. Behandlingen pågår i flera år och är inte förenlig med amning.',
    },
    {
      key: 'ANASTROZOL',
      level: 3,
      recommendation: 'Ska inte användas under amning.',
      background:
        'Anastrozol används främst efter klimakteriet. Uppgifter om passage till bröstmjölk saknas, och läkemedlet har ingen plats under amning.',
    },
    {
      key: 'KOLKICIN',
      level: 2,
      recommendation:
        'Kan användas i vanliga doser, till exempel vid familjär medelhavsfeber. Var uppmärksam på diarré och dålig viktuppgång hos barnet.',
      background:
        'Kolkicin passerar över i mjölken, men barnet får en liten dos. Erfarenheten från kvinnor med familjär medelhavsfeber har inte visat påverkan på ammade barn.',
    },
    {
      key: 'FEBUXOSTAT',
      level: null,
      recommendation: 'Erfarenhet saknas. Ska inte användas under amning.',
      background: NO_DATA,
    },
    {
      key: 'FOLSYRA',
      level: 0,
      recommendation: 'Kan användas.',
      background:
        'Folsyra är ett vitamin som finns naturligt i bröstmjölk. Tillskott i vanliga doser påverkar inte barnet negativt.',
    },
    {
      key: 'CYANOKOBALAMIN',
      level: 0,
      recommendation:
        'Kan användas. Brist hos den ammande kvinnan ska behandlas, eftersom den kan ge brist även hos barnet.',
      background: 'Vitamin B12 är en normal beståndsdel i bröstmjölk.',
    },
    {
      key: 'MAGNESIUMHYDROXID',
      level: 0,
      recommendation: 'Kan användas.',
      background:
        'Magnesium är en normal beståndsdel i bröstmjölk, och tillskott påverkar halten i mjölken obetydligt.',
    },
  ],
  birthDefect: [
    {
      key: 'TEOFYLLIN',
      level: 1,
      assessment:
        'Kan användas när behandlingen behövs. Följ koncentrationen, eftersom omsättningen ändras under graviditeten. Behandling nära förlossningen kan ge oro, kräkningar och snabb puls hos den nyfödda.',
      background:
        'Lång erfarenhet utan tecken på ökad risk för missbildningar. Teofyllin passerar moderkakan.',
    },
    {
      key: 'SALBUTAMOL',
      level: 1,
      assessment:
        'Kan användas. En välbehandlad astma är viktig för både den gravida kvinnan och fostret.',
      background:
        'Stor erfarenhet av inhalationsbehandling utan tecken på ökad risk för missbildningar.',
    },
    {
      key: 'TERBUTALIN',
      level: 1,
      assessment:
        'Kan användas vid astma. Som injektion används terbutalin också kortvarigt för att hämma för tidiga värkar; då krävs övervakning av moderns hjärta, blodsocker och kalium.',
      background:
        'Stor erfarenhet utan tecken på ökad risk för missbildningar. Höga doser nära förlossningen kan ge lågt blodsocker och snabb puls hos den nyfödda.',
    },
    {
      key: 'FORMOTEROL',
      level: 1,
      assessment: 'Kan användas som en del av astmabehandlingen.',
      background:
        'Erfarenheten av långverkande beta-2-stimulerare under graviditet är god och har inte visat ökad risk för missbildningar.',
    },
    {
      key: 'SALMETEROL',
      level: 1,
      assessment: 'Kan användas som en del av astmabehandlingen.',
      background:
        'Erfarenheten av långverkande beta-2-stimulerare under graviditet är god och har inte visat ökad risk för missbildningar.',
    },
    {
      key: 'BUDESONID',
      level: 1,
      assessment:
        'Kan användas. Inhalerat budesonid är ett förstahandsval vid astma under graviditet.',
      background:
        'Mycket stor erfarenhet, bland annat från svenska registerdata, utan tecken på ökad risk för missbildningar.',
    },
    {
      key: 'FLUTIKASON',
      level: 1,
      assessment: 'Kan användas.',
      background:
        'God erfarenhet av inhalerade kortikosteroider under graviditet, utan tecken på ökad risk för missbildningar.',
    },
    {
      key: 'TIOTROPIUM',
      level: null,
      assessment: 'Erfarenheten är för liten för en bedömning. Använd när nyttan klart överväger.',
      background: 'Data från människa är begränsade. Exponeringen i blodet vid inhalation är låg.',
    },
    {
      key: 'MONTELUKAST',
      level: 1,
      assessment: 'Kan användas om behandlingen behövs för att hålla astman under kontroll.',
      background: 'Observationsstudier har inte visat ökad risk för missbildningar.',
    },
    {
      key: 'DESLORATADIN',
      level: 1,
      assessment:
        'Kan användas. Bland antihistaminer som inte ger trötthet är loratadin och cetirizin bäst dokumenterade.',
      background:
        'Desloratadin är den aktiva metaboliten av loratadin, där stor erfarenhet inte har visat ökad risk. Egna data för desloratadin är mer begränsade.',
    },
    {
      key: 'CETIRIZIN',
      level: 1,
      assessment: 'Kan användas. Ett förstahandsval bland antihistaminer under graviditet.',
      background: 'Stor erfarenhet utan tecken på ökad risk för missbildningar.',
    },
    {
      key: 'PROMETAZIN',
      level: 1,
      assessment:
        'Kan användas, till exempel vid graviditetsillamående. Regelbunden användning nära förlossningen kan ge trötthet och andningspåverkan hos den nyfödda.',
      background: 'Lång och omfattande erfarenhet utan tecken på ökad risk för missbildningar.',
    },
    {
      key: 'OXYBUTYNIN',
      level: null,
      assessment: 'Erfarenheten är för liten för en bedömning. Undvik under graviditet.',
      background: LITTLE_HUMAN_DATA,
    },
    {
      key: 'TOLTERODIN',
      level: null,
      assessment: 'Erfarenheten är för liten för en bedömning. Undvik under graviditet.',
      background: LITTLE_HUMAN_DATA,
    },
    {
      key: 'SOLIFENACIN',
      level: null,
      assessment: 'Erfarenheten är för liten för en bedömning. Undvik under graviditet.',
      background: LITTLE_HUMAN_DATA,
    },
    {
      key: 'MIRABEGRON',
      level: null,
      assessment: 'Erfarenheten är för liten för en bedömning. Undvik under graviditet.',
      background: LITTLE_HUMAN_DATA,
    },
    {
      key: 'FINASTERID',
      level: 3,
      assessment:
        'Ska inte användas av kvinnor som är eller kan bli gravida. Gravida kvinnor ska undvika att hantera krossade eller trasiga tabletter.',
      background:
        'Finasterid hämmar bildningen av dihydrotestosteron, som behövs för att de yttre könsorganen ska utvecklas normalt hos ett manligt foster. Mängden som kan överföras via sperma bedöms vara för liten för att påverka fostret.',
    },
    {
      key: 'TAMSULOSIN',
      level: null,
      assessment:
        'Erfarenhet saknas. Används ibland utanför godkänd indikation vid njursten; under graviditet endast efter särskild bedömning.',
      background:
        'Tamsulosin är godkänt för män, och data från gravida kvinnor är mycket begränsade.',
    },
    {
      key: 'SILDENAFIL',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Vid pulmonell arteriell hypertension görs bedömningen av specialist.',
      background:
        'Data från gravida kvinnor är begränsade. Djurstudier har inte visat fosterskador.',
    },
    {
      key: 'TADALAFIL',
      level: null,
      assessment:
        'Erfarenheten är för liten för en bedömning. Vid pulmonell arteriell hypertension görs bedömningen av specialist.',
      background: 'Data från gravida kvinnor är mycket begränsade.',
    },
    {
      key: 'AZATIOPRIN',
      level: 1,
      assessment:
        'Kan användas när behandlingen behövs, till exempel vid inflammatorisk tarmsjukdom eller efter organtransplantation. En fungerande behandling bör inte avbrytas på grund av graviditeten.',
      background:
        'Stora observationsstudier har inte visat ökad risk för missbildningar. Enstaka fall av påverkan på den nyföddas blodbild och immunförsvar har beskrivits.',
    },
    {
      key: 'CIKLOSPORIN',
      level: 1,
      assessment:
        'Kan användas när behandlingen behövs, till exempel efter organtransplantation. Följ koncentrationen tätt, eftersom omsättningen ändras under graviditeten.',
      background:
        'Erfarenheten från transplanterade kvinnor visar ingen ökad risk för missbildningar. För tidig födsel och låg födelsevikt är vanligare, men det beror sannolikt till stor del på moderns grundsjukdom.',
    },
    {
      key: 'TAKROLIMUS',
      level: 1,
      assessment:
        'Kan användas när behandlingen behövs efter organtransplantation. Följ koncentrationen tätt. Den nyfödda kan tillfälligt få förhöjt kalium och påverkad njurfunktion.',
      background:
        'Erfarenheten från transplantationsregister visar ingen säker ökning av missbildningar. Takrolimus passerar moderkakan.',
    },
    {
      key: 'TAMOXIFEN',
      level: 3,
      assessment:
        'Ska inte användas under graviditet. Säker preventivmetod utan hormoner behövs under behandlingen och en tid efter avslutad behandling.',
      background:
        'Tamoxifen verkar via östrogenreceptorer. Missbildningar i fostrets könsorgan har rapporterats efter exponering, och djurstudier har visat fosterskador.',
    },
    {
      key: 'ANASTROZOL',
      level: 3,
      assessment: 'Ska inte användas under graviditet.',
      background:
        'Anastrozol hämmar bildningen av östrogen, som behövs under graviditeten. Djurstudier har visat fosterskador; data från människa saknas.',
    },
    {
      key: 'KOLKICIN',
      level: 1,
      assessment:
        'Kan användas vid familjär medelhavsfeber, där fortsatt behandling skyddar mot attacker. Vid gikt finns oftast bättre alternativ under graviditet.',
      background:
        'Studier av kvinnor med familjär medelhavsfeber har inte visat ökad risk för missbildningar eller missfall.',
    },
    {
      key: 'FEBUXOSTAT',
      level: null,
      assessment: 'Erfarenheten är för liten för en bedömning. Ska inte användas under graviditet.',
      background: 'Data från människa saknas.',
    },
    {
      key: 'FOLSYRA',
      level: 1,
      assessment:
        'Rekommenderas före och under tidig graviditet för att minska risken för neuralrörsdefekter. En högre dos ges vid ökad risk, till exempel vid behandling med vissa antiepileptika.',
      background:
        'Skyddet mot ryggmärgsbråck och andra neuralrörsdefekter är väl visat i kontrollerade studier.',
    },
    {
      key: 'CYANOKOBALAMIN',
      level: 1,
      assessment: 'Kan användas. Vitamin B12-brist under graviditet ska behandlas.',
      background: 'Vitamin B12 behövs för fostrets utveckling, och tillskott ger ingen ökad risk.',
    },
    {
      key: 'MAGNESIUMHYDROXID',
      level: 1,
      assessment: 'Kan användas.',
      background: 'Magnesium är ett normalt ämne i kroppen, och vanliga doser ger ingen ökad risk.',
    },
  ],
  genus: [
    {
      key: 'TEOFYLLIN',
      level: 2,
      summary:
        'Omsättningen av teofyllin påverkas av bland annat rökning, graviditet och p-piller med östrogen. Skillnaderna fångas av att dosen styrs efter koncentrationen.',
    },
    { key: 'SALBUTAMOL', level: 1, summary: NO_SEX_DIFFERENCE },
    { key: 'TERBUTALIN', level: 1, summary: NO_SEX_DIFFERENCE },
    { key: 'FORMOTEROL', level: 1, summary: NO_SEX_DIFFERENCE },
    { key: 'SALMETEROL', level: 1, summary: NO_SEX_DIFFERENCE },
    { key: 'BUDESONID', level: 1, summary: NO_SEX_DIFFERENCE },
    { key: 'FLUTIKASON', level: 1, summary: NO_SEX_DIFFERENCE },
    { key: 'TIOTROPIUM', level: 1, summary: NO_SEX_DIFFERENCE },
    { key: 'MONTELUKAST', level: 1, summary: NO_SEX_DIFFERENCE },
    { key: 'DESLORATADIN', level: 1, summary: NO_SEX_DIFFERENCE },
    { key: 'CETIRIZIN', level: 1, summary: NO_SEX_DIFFERENCE },
    { key: 'PROMETAZIN', level: null, summary: TOO_LITTLE_SEX_DATA },
    {
      key: 'OXYBUTYNIN',
      level: 1,
      summary:
        'Överaktiv blåsa är vanligare hos kvinnor, men inga skillnader av klinisk betydelse i effekt eller biverkningar är kända.',
    },
    { key: 'TOLTERODIN', level: 1, summary: NO_SEX_DIFFERENCE },
    { key: 'SOLIFENACIN', level: 1, summary: NO_SEX_DIFFERENCE },
    {
      key: 'MIRABEGRON',
      level: 2,
      summary:
        'Kvinnor får något högre koncentration vid samma dos, men det motiverar ingen särskild dosering.',
    },
    { key: 'FINASTERID', level: 0, summary: 'Används av män.' },
    {
      key: 'TAMSULOSIN',
      level: 0,
      summary:
        'Godkänt för män. Användning hos kvinnor, till exempel vid njursten, sker utanför godkänd indikation.',
    },
    {
      key: 'SILDENAFIL',
      level: 1,
      summary:
        'Används av män vid erektil dysfunktion och av båda könen vid pulmonell arteriell hypertension. Inga kända skillnader av klinisk betydelse.',
    },
    {
      key: 'TADALAFIL',
      level: 1,
      summary:
        'Används av män vid erektil dysfunktion och prostataförstoring och av båda könen vid pulmonell arteriell hypertension. Inga kända skillnader av klinisk betydelse.',
    },
    { key: 'AZATIOPRIN', level: 1, summary: NO_SEX_DIFFERENCE },
    { key: 'CIKLOSPORIN', level: null, summary: TOO_LITTLE_SEX_DATA },
    { key: 'TAKROLIMUS', level: null, summary: TOO_LITTLE_SEX_DATA },
    {
      key: 'TAMOXIFEN',
      level: 3,
      summary:
        'Tamoxifen används också av män med bröstcancer. Män avbryter behandlingen oftare på grund av biverkningar, bland annat sexuella besvär, viktuppgång och värmevallningar; följ upp biverkningar och följsamhet.',
      background:
        'Observationsstudier av män med bröstcancer visar fler biverkningar och fler avbrutna behandlingar än hos kvinnor.',
    },
    {
      key: 'ANASTROZOL',
      level: 3,
      summary:
        'Hos män sänker anastrozol ensamt östrogennivån mindre säkert, eftersom testiklarna svarar med ökad hormonproduktion. Vid bröstcancer hos män är tamoxifen oftast förstahandsval, och en aromatashämmare kombineras med en GnRH-analog.',
      background:
        'Bygger på hormonstudier hos män och på behandlingsriktlinjer för bröstcancer hos män; randomiserade studier på män saknas.',
    },
    {
      key: 'KOLKICIN',
      level: 1,
      summary:
        'Gikt är vanligare hos män, men inga skillnader av klinisk betydelse i effekt eller biverkningar är kända.',
    },
    {
      key: 'FEBUXOSTAT',
      level: 1,
      summary:
        'Studierna omfattar främst män, men inga skillnader av klinisk betydelse mellan könen är kända.',
    },
    {
      key: 'FOLSYRA',
      level: 1,
      summary:
        'Ges ofta som tillskott till kvinnor inför och under graviditet, men effekten skiljer sig inte mellan könen.',
    },
    { key: 'CYANOKOBALAMIN', level: 1, summary: NO_SEX_DIFFERENCE },
    { key: 'MAGNESIUMHYDROXID', level: 1, summary: NO_SEX_DIFFERENCE },
  ],
  gender: [
    {
      key: 'TAMOXIFEN',
      title: 'Tamoxifen',
      summary:
        'Tamoxifen is also used for breast cancer in men. Men stop treatment more often because of adverse effects such as sexual dysfunction, weight gain and hot flushes; follow up adverse effects and adherence.',
      background:
        'Observational studies of men with breast cancer report more adverse effects and more discontinuation than in women.',
    },
    {
      key: 'ANASTROZOL',
      title: 'Anastrozole',
      summary:
        'In men, anastrozole alone lowers oestradiol less reliably, because the testes respond with increased hormone production. In male breast cancer tamoxifen is usually the first choice, and an aromatase inhibitor is combined with a GnRH analogue.',
      background:
        'Based on hormone studies in men and on treatment guidelines for male breast cancer; randomised trials in men are lacking.',
    },
  ],
  riskValues: {
    TEOFYLLIN: { seizure: 2 },
    CETIRIZIN: { sedation: 1 },
    PROMETAZIN: { sedation: 3, anticholinergic: 2, orthostatism: 1, qtProlongation: 1 },
    OXYBUTYNIN: { anticholinergic: { peroral: 3, parenteral: 2 }, constipation: 1, sedation: 1 },
    TOLTERODIN: { anticholinergic: 2, constipation: 1 },
    SOLIFENACIN: { anticholinergic: 2, constipation: 1 },
    TAMSULOSIN: { orthostatism: 2 },
    SILDENAFIL: { orthostatism: 1 },
    TADALAFIL: { orthostatism: 1 },
    CIKLOSPORIN: { renalToxicity: 2, seizure: 1 },
    TAKROLIMUS: { renalToxicity: 2, seizure: 1 },
    TAMOXIFEN: { qtProlongation: 1 },
  },
  sideEffects: {
    TEOFYLLIN:
      'c:Illamående; c:Huvudvärk; c:Hjärtklappning; c:Sömnsvårigheter; c:Darrningar; r:Hjärtrytmrubbning; r:Kramper',
    SALBUTAMOL:
      'c:Darrningar; c:Huvudvärk; c:Hjärtklappning; u:Muskelkramper; r:Lågt kalium; r:Hjärtrytmrubbning',
    TERBUTALIN:
      'vc:Darrningar; vc:Huvudvärk; c:Hjärtklappning; c:Muskelkramper; c:Lågt kalium; r:Hjärtrytmrubbning',
    FORMOTEROL:
      'c:Darrningar; c:Huvudvärk; c:Hjärtklappning; u:Muskelkramper; u:Sömnsvårigheter; r:Lågt kalium',
    SALMETEROL: 'c:Darrningar; c:Huvudvärk; c:Hjärtklappning; c:Muskelkramper; r:Lågt kalium',
    BUDESONID:
      'c:Svampinfektion i munnen; c:Heshet; c:Magbesvär; u:Blåmärken; u:Humörpåverkan; r:Benskörhet; r:Hämning av binjurebarken',
    FLUTIKASON:
      'vc:Svampinfektion i munnen; c:Heshet; c:Blåmärken; c:Lunginflammation; r:Hämning av binjurebarken',
    TIOTROPIUM: 'c:Muntorrhet; u:Yrsel; u:Förstoppning; u:Urinstämma; r:Hjärtklappning; r:Dimsyn',
    MONTELUKAST:
      'c:Huvudvärk; c:Magont; c:Diarré; u:Sömnstörning; u:Mardrömmar; u:Humörpåverkan; vr:Självmordstankar',
    DESLORATADIN: 'c:Trötthet; c:Huvudvärk; c:Muntorrhet; r:Hjärtklappning',
    CETIRIZIN: 'c:Trötthet; c:Huvudvärk; c:Muntorrhet; c:Yrsel; r:Urinstämma',
    PROMETAZIN:
      'vc:Trötthet; c:Muntorrhet; c:Yrsel; c:Dimsyn; u:Förvirring; u:Urinstämma; r:Rörelsestörningar',
    OXYBUTYNIN:
      'vc:Muntorrhet; c:Förstoppning; c:Dimsyn; c:Yrsel; c:Hudreaktion vid plåstret; u:Urinstämma; u:Förvirring',
    TOLTERODIN: 'vc:Muntorrhet; c:Förstoppning; c:Huvudvärk; c:Yrsel; c:Torra ögon; u:Urinstämma',
    SOLIFENACIN:
      'vc:Muntorrhet; c:Förstoppning; c:Dimsyn; c:Illamående; u:Urinvägsinfektion; u:Urinstämma',
    MIRABEGRON:
      'c:Urinvägsinfektion; c:Hjärtklappning; c:Huvudvärk; c:Illamående; u:Högt blodtryck; r:Urinstämma',
    FINASTERID:
      'c:Sexuella störningar; c:Minskad ejakulationsvolym; u:Bröstförstoring hos män; u:Hudutslag; x:Depression',
    TAMSULOSIN:
      'c:Yrsel; c:Ejakulationsstörning; u:Yrsel vid uppresning; u:Huvudvärk; u:Nästäppa; x:Floppy iris-syndrom vid gråstarrsoperation',
    SILDENAFIL:
      'vc:Huvudvärk; c:Rodnad; c:Yrsel; c:Nästäppa; c:Magbesvär; c:Synstörningar; r:Långvarig erektion',
    TADALAFIL: 'c:Huvudvärk; c:Magbesvär; c:Ryggsmärta; c:Muskelvärk; c:Rodnad; c:Nästäppa',
    AZATIOPRIN:
      'c:Illamående; c:Benmärgspåverkan; c:Ökad infektionskänslighet; u:Bukspottkörtelinflammation; u:Leverpåverkan; r:Hudcancer',
    CIKLOSPORIN:
      'vc:Njurpåverkan; vc:Högt blodtryck; vc:Darrningar; c:Ökad hårväxt; c:Tandköttsförändring; c:Hyperkalemi; c:Lågt magnesium',
    TAKROLIMUS:
      'vc:Darrningar; vc:Huvudvärk; vc:Njurpåverkan; vc:Förhöjt blodsocker; vc:Högt blodtryck; c:Hyperkalemi; c:Lågt magnesium; u:Kramper',
    TAMOXIFEN:
      'vc:Värmevallningar; vc:Flytningar; c:Mellanblödningar; c:Blodpropp; c:Förändringar i livmoderslemhinnan; c:Synstörningar; u:Livmodercancer',
    ANASTROZOL:
      'vc:Värmevallningar; vc:Ledvärk; vc:Huvudvärk; vc:Illamående; c:Benskörhet; c:Håravfall; c:Karpaltunnelsyndrom',
    KOLKICIN:
      'vc:Diarré; c:Illamående; c:Magont; c:Kräkningar; r:Benmärgspåverkan; r:Myopati; r:Nervpåverkan',
    FEBUXOSTAT:
      'c:Giktanfall; c:Förhöjda levervärden; c:Diarré; c:Illamående; c:Huvudvärk; c:Hudutslag; r:Allvarlig överkänslighetsreaktion',
    FOLSYRA: 'r:Illamående; r:Magbesvär; vr:Allergisk reaktion',
    CYANOKOBALAMIN: 'u:Reaktion vid injektionsstället; r:Akne; r:Klåda; vr:Allergisk reaktion',
    MAGNESIUMHYDROXID: 'c:Diarré; u:Magont; r:Förhöjt magnesium',
  },
  interactions: [
    // Theophylline.
    {
      a: 'TEOFYLLIN',
      b: 'KARBAMAZEPIN',
      code: 'C2',
      texts: [
        'Koncentrationen av teofyllin kan sjunka, med risk för sämre effekt. Sätts karbamazepin ut kan teofyllin i stället stiga till toxiska nivåer.',
        'Kontrollera koncentrationen av teofyllin 1–2 veckor efter att karbamazepin satts in, fått ändrad dos eller satts ut, och justera dosen efter svaret.',
        'Karbamazepin ökar bildningen av bland annat CYP1A2 och CYP3A4 i levern, vilket påskyndar nedbrytningen av teofyllin.',
        'Beskrivet i fallrapporter och mindre studier. Effekten kommer gradvis under de första veckorna.',
      ],
    },
    {
      a: 'TEOFYLLIN',
      b: 'JOHANNESORT',
      code: 'C1',
      texts: [
        'Koncentrationen av teofyllin kan sjunka, med risk för sämre kontroll av astma eller KOL.',
        'Avråd från johannesört. Slutar patienten med johannesört under pågående behandling: kontrollera teofyllinkoncentrationen, eftersom den då kan stiga.',
        'Johannesört ökar bildningen av läkemedelsnedbrytande enzymer, bland annat CYP1A2, och påskyndar därmed nedbrytningen av teofyllin.',
        'Beskrivet i enstaka fallrapporter. Betydelsen förstärks av teofyllins smala terapeutiska fönster.',
      ],
    },
    {
      a: 'TEOFYLLIN',
      b: 'LITIUM',
      code: 'C2',
      texts: [
        'Serum-litium kan sjunka, med risk för sämre stämningsstabiliserande effekt.',
        'Kontrollera serum-litium efter insättning, dosändring och utsättning av teofyllin, och justera litiumdosen vid behov.',
        'Teofyllin ökar njurarnas utsöndring av litium.',
        'Visat i mindre studier och beskrivet i fallrapporter.',
      ],
    },
    // Inhaled and oral corticosteroids, long-acting beta-2 agonists.
    {
      a: 'BUDESONID',
      b: 'KLARITROMYCIN',
      code: 'C0',
      texts: [
        'Koncentrationen av budesonid kan öka, med risk för kortisonbiverkningar som Cushingliknande drag och hämning av binjurebarken.',
        'Vid en kort antibiotikakur har kombinationen oftast liten betydelse. Vid längre samtidig behandling, särskilt med budesonid i kapslar eller tabletter: var uppmärksam på kortisonbiverkningar och överväg ett annat antibiotikum.',
        'Budesonid bryts till stor del ned av CYP3A4 i tarmvägg och lever. Klaritromycin hämmar enzymet kraftigt, så mer budesonid når blodet.',
        'Baserat på studier med andra starka CYP3A4-hämmare, där halten av budesonid ökade flerfaldigt, och på fallrapporter om Cushings syndrom; egna studier med klaritromycin saknas.',
      ],
    },
    {
      a: 'BUDESONID',
      b: 'GRAPEFRUKTJUICE',
      code: 'B3',
      texts: [
        'Större mängder grapefruktjuice kan öka koncentrationen av budesonid som tas via munnen, med risk för fler kortisonbiverkningar.',
        'Avråd från regelbundet intag av grapefrukt och grapefruktjuice under behandling med budesonid i kapslar eller tabletter. Inhalerat budesonid påverkas inte i någon betydande grad.',
        'Ämnen i grapefrukt hämmar CYP3A4 i tarmväggen, som annars bryter ned en stor del av budesonid innan det når blodet.',
        'Visat i studier på friska försökspersoner; den kliniska betydelsen är osäker.',
      ],
    },
    {
      a: 'FLUTIKASON',
      b: 'KLARITROMYCIN',
      code: 'C0',
      texts: [
        'Koncentrationen av flutikason kan öka, med risk för kortisonbiverkningar i hela kroppen, som Cushingliknande drag och hämning av binjurebarken.',
        'Vid en kort antibiotikakur har kombinationen oftast liten betydelse. Vid långvarig samtidig behandling: var uppmärksam på kortisonbiverkningar och överväg ett annat antibiotikum.',
        'Flutikason bryts ned av CYP3A4. Klaritromycin hämmar enzymet kraftigt, så den flutikason som tagits upp i kroppen elimineras långsammare.',
        'Baserat på fallrapporter om allvarligt Cushings syndrom när flutikason kombinerats med andra starka CYP3A4-hämmare; egna studier med klaritromycin saknas.',
      ],
    },
    {
      a: 'FLUTIKASON',
      b: 'RITONAVIR',
      code: 'D3',
      texts: [
        'Koncentrationen av flutikason ökar mångfaldigt, med risk för Cushings syndrom och hämning av binjurebarken, även vid inhalation och användning i näsan.',
        'Undvik kombinationen vid långvarig behandling med ritonavir, till exempel vid hiv, och välj en inhalationssteroid som påverkas mindre, till exempel beklometason. Vid en kort behandling mot covid-19 har kombinationen oftast liten betydelse. Har patienten redan fått kortisonbiverkningar kan binjurebarken vara hämmad; var då uppmärksam på kortisolbrist vid bytet.',
        'Flutikason bryts ned av CYP3A4. Ritonavir hämmar enzymet kraftigt, så den flutikason som tagits upp i kroppen elimineras mycket långsammare.',
        'Visat i en studie på friska försökspersoner, där exponeringen för flutikason ökade mångfaldigt och kortisolhalten sjönk kraftigt, och i många fallrapporter om Cushings syndrom.',
      ],
    },
    {
      a: 'SALMETEROL',
      b: 'KLARITROMYCIN',
      code: 'C0',
      texts: clarithromycinSubstrate(
        'Koncentrationen av salmeterol kan öka, med risk för hjärtklappning, snabb puls och förlängt QT-intervall.',
        'Undvik om möjligt långvarig samtidig behandling. Vid en kort antibiotikakur: var uppmärksam på hjärtklappning och annan hjärtpåverkan, särskilt vid hjärtsjukdom.',
        'Salmeterol',
        'ketokonazol, som ökade exponeringen för salmeterol kraftigt hos friska försökspersoner',
      ),
    },
    // Promethazine.
    {
      a: 'PROMETAZIN',
      b: 'ALKOHOL',
      code: 'C2',
      texts: [
        'Förstärkt trötthet och nedsatt reaktionsförmåga; vid större mängder risk för andningsdepression och fall.',
        'Avråd från alkohol under behandlingen, särskilt när prometazin används som sömnmedel. Informera om risken vid bilkörning och arbete som kräver uppmärksamhet.',
        'Alkohol och prometazin förstärker varandras dämpande effekt på centrala nervsystemet.',
        'Den additiva effekten är välkänd kliniskt och visad för sederande antihistaminer i studier på friska försökspersoner.',
      ],
    },
    // Drugs for overactive bladder.
    {
      a: 'SOLIFENACIN',
      b: 'KLARITROMYCIN',
      code: 'C0',
      texts: clarithromycinSubstrate(
        'Koncentrationen av solifenacin ökar, med risk för fler antikolinerga biverkningar och, vid höga koncentrationer, förlängt QT-intervall.',
        'Ge högst 5 mg solifenacin dagligen under behandlingen med klaritromycin, eller gör uppehåll under antibiotikakuren. Undvik kombinationen vid kraftigt nedsatt njur- eller leverfunktion.',
        'Solifenacin',
        'ketokonazol, som ökade exponeringen för solifenacin två till tre gånger hos friska försökspersoner',
      ),
    },
    {
      a: 'MIRABEGRON',
      b: 'DIGOXIN',
      code: 'C3',
      texts: [
        'Koncentrationen av digoxin kan öka måttligt.',
        'Använd lägsta dos av digoxin när mirabegron sätts in, och kontrollera digoxinkoncentrationen och tecken på överdosering som illamående och långsam puls.',
        'Mirabegron hämmar transportproteinet P-glykoprotein, som bidrar till utsöndringen av digoxin.',
        'Visat i en studie på friska försökspersoner, där exponeringen för digoxin ökade med ungefär en fjärdedel.',
      ],
    },
    // PDE5 inhibitors.
    {
      a: 'SILDENAFIL',
      b: 'KLARITROMYCIN',
      code: 'C0',
      texts: clarithromycinSubstrate(
        'Koncentrationen av sildenafil ökar, med risk för fler biverkningar som huvudvärk, yrsel och blodtrycksfall.',
        'Vid erektil dysfunktion: högst 25 mg sildenafil under behandlingen med klaritromycin. Vid pulmonell arteriell hypertension: följ blodtryck och biverkningar och överväg att sänka dosen.',
        'Sildenafil',
        'erytromycin, som ökade exponeringen för sildenafil ungefär tre gånger hos friska försökspersoner',
      ),
    },
    {
      a: 'TADALAFIL',
      b: 'KLARITROMYCIN',
      code: 'C0',
      texts: clarithromycinSubstrate(
        'Koncentrationen av tadalafil ökar, med risk för fler biverkningar som huvudvärk, yrsel och blodtrycksfall.',
        'Vid behovsdosering: högst 10 mg tadalafil och inte oftare än var 72:a timme under behandlingen med klaritromycin. Vid daglig behandling eller pulmonell arteriell hypertension: överväg uppehåll med tadalafil under antibiotikakuren.',
        'Tadalafil',
        'ketokonazol, som ökade exponeringen för tadalafil ungefär fyra gånger hos friska försökspersoner',
      ),
    },
    // Immunosuppressants.
    {
      a: 'AZATIOPRIN',
      b: 'WARFARIN',
      code: 'C2',
      texts: [
        'Den antikoagulerande effekten av warfarin kan minska, så att PK(INR) sjunker.',
        'Kontrollera PK(INR) tätare när azatioprin sätts in, får ändrad dos eller sätts ut. Warfarindosen kan behöva höjas, och sänkas igen efter utsättning.',
        'Mekanismen är inte klarlagd; azatioprin tros påverka upptaget eller nedbrytningen av warfarin.',
        'Beskrivet i fallrapporter och mindre fallserier. Effekten är dosberoende och kan kräva en betydligt högre warfarindos.',
      ],
    },
    {
      a: 'AZATIOPRIN',
      b: 'TRIMETOPRIM',
      code: 'C2',
      texts: [
        'Ökad risk för benmärgspåverkan, främst lågt antal vita blodkroppar.',
        'Undvik långvarig kombination om möjligt. Vid samtidig behandling: kontrollera blodbilden under och efter kuren, särskilt hos äldre och vid nedsatt njurfunktion.',
        'Båda substanserna kan hämma benmärgen. Trimetoprim hämmar dessutom folsyrans omsättning, vilket kan förstärka effekten.',
        'Beskrivet i fallrapporter och mindre studier, främst hos njurtransplanterade.',
      ],
    },
    {
      a: 'CIKLOSPORIN',
      b: 'SIMVASTATIN',
      code: 'D3',
      texts: [
        'Koncentrationen av simvastatin ökar kraftigt, med risk för muskelskada (myopati och rabdomyolys).',
        'Undvik kombinationen. Välj en statin som påverkas mindre och som används i låg dos vid transplantation, till exempel pravastatin.',
        'Ciklosporin hämmar både CYP3A4 och transportproteinet OATP1B1, som tillsammans styr nedbrytningen av simvastatin och upptaget i levern.',
        'Visat i studier på transplanterade patienter och i fallrapporter om rabdomyolys.',
      ],
    },
    {
      a: 'CIKLOSPORIN',
      b: 'ATORVASTATIN',
      code: 'C3',
      texts: [
        'Koncentrationen av atorvastatin ökar kraftigt, med risk för muskelbiverkningar.',
        'Ge högst 10 mg atorvastatin per dygn och var uppmärksam på muskelvärk och muskelsvaghet.',
        'Ciklosporin hämmar både CYP3A4 och transportproteinet OATP1B1, som tillsammans styr nedbrytningen av atorvastatin och upptaget i levern.',
        'Visat i studier på transplanterade patienter, där exponeringen för atorvastatin ökade flerfaldigt.',
      ],
    },
    {
      a: 'CIKLOSPORIN',
      b: 'ROSUVASTATIN',
      code: 'D3',
      texts: [
        'Koncentrationen av rosuvastatin ökar kraftigt, med risk för muskelskada.',
        'Undvik kombinationen. Välj en annan statin i låg dos, till exempel pravastatin, och följ muskelsymtom.',
        'Ciklosporin hämmar transportproteinet OATP1B1, som tar upp rosuvastatin i levern, och ökar därmed halten i blodet.',
        'Visat i en studie på hjärttransplanterade patienter, där exponeringen för rosuvastatin var ungefär sju gånger högre än hos friska försökspersoner.',
      ],
    },
    {
      a: 'CIKLOSPORIN',
      b: 'FLUKONAZOL',
      code: 'C3',
      texts: [
        'Koncentrationen av ciklosporin kan öka, med risk för njurpåverkan och andra biverkningar.',
        'Kontrollera koncentrationen av ciklosporin och kreatinin inom några dagar efter att flukonazol satts in eller satts ut, och justera dosen.',
        'Flukonazol hämmar CYP3A4, som bryter ned ciklosporin. Effekten ökar med flukonazoldosen.',
        'Visat i studier på transplanterade patienter; effekten varierar mellan individer.',
      ],
    },
    {
      a: 'CIKLOSPORIN',
      b: 'GRAPEFRUKTJUICE',
      code: 'C3',
      texts: [
        'Grapefruktjuice kan höja koncentrationen av ciklosporin, med risk för biverkningar, och gör koncentrationen svårare att styra.',
        'Avråd från grapefrukt och grapefruktjuice under hela behandlingen.',
        'Ämnen i grapefrukt hämmar CYP3A4 och P-glykoprotein i tarmväggen, vilket ökar upptaget av ciklosporin.',
        'Visat i studier på friska försökspersoner och på patienter.',
      ],
    },
    {
      a: 'TAKROLIMUS',
      b: 'FLUKONAZOL',
      code: 'C3',
      texts: [
        'Koncentrationen av takrolimus ökar, ofta kraftigt, med risk för njurpåverkan, darrningar och andra biverkningar.',
        'Sänk dosen av takrolimus när flukonazol sätts in och kontrollera koncentrationen inom några dagar. Höj dosen igen när flukonazol sätts ut.',
        'Flukonazol hämmar CYP3A4 i tarm och lever, som bryter ned takrolimus.',
        'Visat i studier på transplanterade patienter. Effekten är dosberoende och tydlig redan vid vanliga doser av flukonazol.',
      ],
    },
    {
      a: 'TAKROLIMUS',
      b: 'GRAPEFRUKTJUICE',
      code: 'C2',
      texts: [
        'Grapefruktjuice kan höja koncentrationen av takrolimus, med risk för biverkningar, och gör koncentrationen svårare att styra.',
        'Avråd från grapefrukt och grapefruktjuice under hela behandlingen.',
        'Ämnen i grapefrukt hämmar CYP3A4 i tarmväggen, som annars bryter ned en stor del av takrolimus innan det når blodet.',
        'Beskrivet i fallrapporter med kraftigt förhöjda koncentrationer.',
      ],
    },
    {
      a: 'TAKROLIMUS',
      b: 'METRONIDAZOL',
      code: 'C2',
      texts: [
        'Koncentrationen av takrolimus kan öka, med risk för njurpåverkan och andra biverkningar.',
        'Kontrollera koncentrationen av takrolimus under och efter behandlingen med metronidazol, och justera dosen vid behov.',
        'Metronidazol tros hämma CYP3A4 och därmed nedbrytningen av takrolimus.',
        'Beskrivet i fallrapporter och i en mindre studie på transplanterade patienter.',
      ],
    },
    // Hormonal drugs for breast cancer.
    {
      a: 'TAMOXIFEN',
      b: 'WARFARIN',
      code: 'C2',
      texts: [
        'Den antikoagulerande effekten av warfarin kan förstärkas kraftigt, med risk för blödning.',
        'Undvik kombinationen när tamoxifen ges i förebyggande syfte. Vid behandling av bröstcancer: kontrollera PK(INR) tätt efter insättning och utsättning av tamoxifen; warfarindosen behöver ofta sänkas. Överväg ett annat antikoagulantium.',
        'Tamoxifen tros hämma nedbrytningen av warfarin i levern. Tamoxifen ökar dessutom i sig risken för blodpropp, vilket gör behandlingen svårare att styra.',
        'Beskrivet i fallrapporter och i en retrospektiv studie med kraftigt höjt PK(INR) och allvarliga blödningar.',
      ],
    },
    {
      a: 'TAMOXIFEN',
      b: 'ANASTROZOL',
      code: 'D4',
      texts: [
        'Koncentrationen av anastrozol sjunker, och kombinationen ger ingen bättre effekt än tamoxifen ensamt.',
        'Kombinera inte. Läkemedlen används var för sig, eventuellt efter varandra enligt behandlingsplanen.',
        'Tamoxifen sänker koncentrationen av anastrozol och har dessutom en svag östrogenliknande effekt som motverkar anastrozol.',
        'Visat i en stor kontrollerad studie där kombinationen jämfördes med vardera läkemedlet ensamt.',
      ],
    },
    // Colchicine.
    {
      a: 'KOLKICIN',
      b: 'KLARITROMYCIN',
      code: 'D3',
      texts: [
        'Koncentrationen av kolkicin ökar kraftigt, med risk för allvarlig och ibland dödlig förgiftning med diarré, benmärgspåverkan och muskelskada.',
        'Undvik kombinationen. Välj ett annat antibiotikum eller gör uppehåll med kolkicin under kuren. Vid nedsatt njur- eller leverfunktion ska kombinationen inte användas.',
        'Klaritromycin hämmar både CYP3A4 och P-glykoprotein, som tillsammans svarar för nedbrytningen och utsöndringen av kolkicin.',
        'Visat i farmakokinetiska studier och i fallrapporter och retrospektiva studier med dödsfall.',
      ],
    },
    {
      a: 'KOLKICIN',
      b: 'RITONAVIR',
      code: 'D3',
      texts: colchicineStrongInhibitor(
        'ritonavir',
        true,
        'Visat i en studie på friska försökspersoner, där exponeringen för kolkicin ökade mer än tre gånger.',
      ),
    },
    {
      a: 'KOLKICIN',
      b: 'ITRAKONAZOL',
      code: 'D0',
      texts: colchicineStrongInhibitor(
        'itrakonazol',
        true,
        'Baserat på studier med klaritromycin och ketokonazol, som ökade exponeringen för kolkicin flerfaldigt; egna studier med itrakonazol saknas.',
      ),
    },
    {
      a: 'KOLKICIN',
      b: 'POSAKONAZOL',
      code: 'D0',
      texts: colchicineStrongInhibitor(
        'posakonazol',
        true,
        'Baserat på studier med klaritromycin och ketokonazol, som ökade exponeringen för kolkicin flerfaldigt; egna studier med posakonazol saknas.',
      ),
    },
    {
      a: 'KOLKICIN',
      b: 'VORIKONAZOL',
      code: 'D0',
      texts: colchicineStrongInhibitor(
        'vorikonazol',
        false,
        'Baserat på studier med andra starka CYP3A4-hämmare, som ökade exponeringen för kolkicin flerfaldigt; egna studier med vorikonazol saknas.',
      ),
    },
    {
      a: 'KOLKICIN',
      b: 'CIKLOSPORIN',
      code: 'C3',
      texts: [
        'Koncentrationen av kolkicin ökar, med risk för förgiftning och muskelskada.',
        'Sänk kolkicindosen kraftigt, till ungefär en fjärdedel, och följ tecken på förgiftning som diarré och muskelsvaghet. Vid nedsatt njur- eller leverfunktion ska kombinationen inte användas.',
        'Ciklosporin hämmar P-glykoprotein och CYP3A4, som svarar för utsöndringen och nedbrytningen av kolkicin.',
        'Beskrivet i fallrapporter om muskel- och nervskador, främst hos transplanterade patienter, och stöds av farmakokinetiska studier.',
      ],
    },
    {
      a: 'KOLKICIN',
      b: 'FLUKONAZOL',
      code: 'C0',
      texts: [
        'Koncentrationen av kolkicin kan öka, med risk för biverkningar som diarré och muskelskada.',
        'Halvera kolkicindosen under behandlingen med flukonazol och följ tecken på förgiftning. Vid nedsatt njur- eller leverfunktion bör kombinationen undvikas.',
        'Flukonazol hämmar CYP3A4 måttligt, vilket minskar nedbrytningen av kolkicin.',
        'Baserat på studier med andra måttliga CYP3A4-hämmare; egna studier med flukonazol saknas.',
      ],
    },
    { a: 'KOLKICIN', b: 'SIMVASTATIN', code: 'C2', texts: colchicineStatin('simvastatin') },
    { a: 'KOLKICIN', b: 'ATORVASTATIN', code: 'C2', texts: colchicineStatin('atorvastatin') },
  ],
};
