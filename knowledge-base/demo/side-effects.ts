// Side effects per substance, for the side-effect search: 3–8 Swedish terms each with a frequency.
// Written compactly as 'frequency:term' separated by ';'. Frequencies: vc very common (≥1/10),
// c common (≥1/100), u uncommon (≥1/1 000), r rare (≥1/10 000), vr very rare, x unknown.

import { GROUPS } from './groups/index.ts';

export type Frequency = 'veryCommon' | 'common' | 'uncommon' | 'rare' | 'veryRare' | 'unknown';

const FREQUENCY: Readonly<Record<string, Frequency>> = {
  vc: 'veryCommon',
  c: 'common',
  u: 'uncommon',
  r: 'rare',
  vr: 'veryRare',
  x: 'unknown',
};

export interface SideEffectRow {
  key: string;
  effects: { term: string; frequency: Frequency }[];
}

function se(key: string, spec: string): SideEffectRow {
  const effects = spec.split(';').map((part) => {
    const [code = '', term = ''] = part.trim().split(':');
    const frequency = FREQUENCY[code.trim()];
    if (!frequency || term.trim() === '') throw new Error(`Ogiltig biverkan '${part}' för ${key}`);
    return { term: term.trim(), frequency };
  });
  return { key, effects };
}

export const SIDE_EFFECTS: readonly SideEffectRow[] = [
  se('PARACETAMOL', 'r:Hudutslag; r:Leverpåverkan; vr:Trombocytopeni; vr:Allvarlig hudreaktion'),
  se(
    'IBUPROFEN',
    'c:Magbesvär; c:Illamående; u:Huvudvärk; u:Magsår; r:Njurpåverkan; r:Blödning från magtarmkanalen',
  ),
  se('WARFARIN', 'vc:Blödning; c:Blåmärken; u:Näsblod; r:Håravfall; vr:Hudnekros'),
  se(
    'ACETYLSALICYL',
    'c:Magbesvär; c:Blåmärken; u:Blödning från magtarmkanalen; r:Astmaanfall; r:Tinnitus',
  ),
  se('JARNSULFAT', 'c:Förstoppning; c:Mörk avföring; c:Illamående; u:Magont; u:Diarré'),
  se(
    'LEVOTYROXIN',
    'x:Hjärtklappning vid för hög dos; x:Sömnsvårigheter; x:Viktnedgång; x:Värmekänsla',
  ),
  se('NAPROXEN', 'c:Magbesvär; c:Halsbränna; c:Huvudvärk; u:Magsår; r:Njurpåverkan; r:Ödem'),
  se(
    'DIKLOFENAK',
    'c:Magbesvär; c:Förhöjda levervärden; c:Yrsel; u:Magsår; r:Njurpåverkan; r:Hjärtinfarkt',
  ),
  se('CELEKOXIB', 'c:Magbesvär; c:Ödem; c:Högt blodtryck; u:Njurpåverkan; r:Magsår'),
  se('APIXABAN', 'c:Blödning; c:Blåmärken; c:Blodbrist; u:Blod i urinen; r:Hjärnblödning'),
  se('RIVAROXABAN', 'c:Blödning; c:Blåmärken; c:Blodbrist; c:Yrsel; u:Blod i urinen'),
  se(
    'DABIGATRAN',
    'c:Magbesvär; c:Blödning; c:Diarré; u:Halsbränna; u:Blödning från magtarmkanalen',
  ),
  se(
    'ENOXAPARIN',
    'vc:Blåmärken vid injektionsstället; c:Blödning; c:Förhöjda levervärden; u:Trombocytopeni; r:Hyperkalemi',
  ),
  se('KLOPIDOGREL', 'c:Blödning; c:Blåmärken; c:Diarré; u:Hudutslag; r:Neutropeni'),
  se('TIKAGRELOR', 'vc:Andfåddhet; c:Blödning; c:Blåmärken; c:Förhöjt urat; u:Yrsel'),
  se('SIMVASTATIN', 'c:Muskelvärk; u:Förhöjda levervärden; u:Magbesvär; r:Myopati; vr:Rabdomyolys'),
  se('ATORVASTATIN', 'c:Muskelvärk; c:Ledvärk; c:Magbesvär; u:Förhöjda levervärden; r:Myopati'),
  se('ROSUVASTATIN', 'c:Muskelvärk; c:Huvudvärk; c:Magbesvär; u:Protein i urinen; r:Myopati'),
  se('METFORMIN', 'vc:Illamående; vc:Diarré; c:Smakförändring; vr:Laktacidos; x:Vitamin B12-brist'),
  se('SITAGLIPTIN', 'c:Huvudvärk; u:Förstoppning; r:Bukspottkörtelinflammation; r:Ledvärk'),
  se(
    'EMPAGLIFLOZIN',
    'c:Svampinfektion i underlivet; c:Urinvägsinfektion; c:Ökad urinmängd; u:Vätskebrist; r:Ketoacidos',
  ),
  se(
    'INSULINGLARGIN',
    'vc:Lågt blodsocker; c:Reaktion vid injektionsstället; c:Fettvävsförändring; u:Viktökning',
  ),
  se('GLIMEPIRID', 'c:Lågt blodsocker; c:Viktökning; u:Illamående; r:Förhöjda levervärden'),
  se(
    'ENALAPRIL',
    'vc:Yrsel; c:Torrhosta; c:Lågt blodtryck; c:Huvudvärk; u:Hyperkalemi; r:Angioödem',
  ),
  se('RAMIPRIL', 'c:Torrhosta; c:Yrsel; c:Huvudvärk; u:Hyperkalemi; r:Angioödem'),
  se('LOSARTAN', 'c:Yrsel; c:Hyperkalemi; u:Lågt blodtryck; u:Trötthet; r:Angioödem'),
  se('KANDESARTAN', 'c:Yrsel; c:Huvudvärk; c:Hyperkalemi; u:Njurpåverkan; r:Angioödem'),
  se('AMLODIPIN', 'vc:Ankelsvullnad; c:Huvudvärk; c:Rodnad; c:Hjärtklappning; u:Yrsel'),
  se(
    'FELODIPIN',
    'vc:Ankelsvullnad; c:Huvudvärk; c:Rodnad; u:Hjärtklappning; r:Tandköttsförändring',
  ),
  se('METOPROLOL', 'c:Trötthet; c:Långsam puls; c:Kalla händer och fötter; u:Mardrömmar; u:Yrsel'),
  se(
    'BISOPROLOL',
    'c:Trötthet; c:Långsam puls; c:Kalla händer och fötter; u:Yrsel; u:Sömnstörning',
  ),
  se('TIMOLOL', 'c:Sveda i ögat; u:Långsam puls; u:Torra ögon; r:Astmaanfall'),
  se('FUROSEMID', 'vc:Ökad urinmängd; c:Lågt kalium; c:Vätskebrist; u:Gikt; r:Hörselpåverkan'),
  se('HYDROKLORTIAZID', 'c:Lågt kalium; c:Lågt natrium; c:Förhöjt urat; u:Ljuskänslighet; r:Gikt'),
  se('SPIRONOLAKTON', 'vc:Hyperkalemi; c:Bröstförstoring hos män; c:Mensrubbning; u:Illamående'),
  se('DIGOXIN', 'c:Illamående; c:Aptitlöshet; u:Synstörningar; u:Hjärtrytmrubbning; r:Förvirring'),
  se(
    'AMIODARON',
    'vc:Ljuskänslighet; c:Sköldkörtelpåverkan; c:Långsam puls; c:Avlagringar i hornhinnan; u:Lungpåverkan; r:Leverpåverkan',
  ),
  se(
    'SERTRALIN',
    'vc:Illamående; vc:Huvudvärk; c:Sömnsvårigheter; c:Svettningar; c:Sexuella störningar; u:Blödning',
  ),
  se(
    'CITALOPRAM',
    'vc:Illamående; c:Svettningar; c:Sexuella störningar; c:Muntorrhet; u:QT-förlängning',
  ),
  se(
    'ESCITALOPRAM',
    'vc:Illamående; c:Svettningar; c:Sexuella störningar; c:Sömnsvårigheter; u:QT-förlängning',
  ),
  se('MIRTAZAPIN', 'vc:Trötthet; vc:Ökad aptit; vc:Viktökning; c:Muntorrhet; c:Yrsel'),
  se(
    'AMITRIPTYLIN',
    'vc:Muntorrhet; vc:Trötthet; c:Förstoppning; c:Yrsel vid uppresning; c:Viktökning; u:Urinstämma; u:Förvirring',
  ),
  se(
    'VENLAFAXIN',
    'vc:Illamående; vc:Svettningar; c:Högt blodtryck; c:Sömnsvårigheter; c:Sexuella störningar',
  ),
  se(
    'HALOPERIDOL',
    'vc:Rörelsestörningar; c:Stelhet; c:Trötthet; u:QT-förlängning; r:Malignt neuroleptikasyndrom',
  ),
  se(
    'OLANZAPIN',
    'vc:Viktökning; vc:Trötthet; c:Förhöjt blodsocker; c:Förhöjda blodfetter; c:Yrsel vid uppresning',
  ),
  se(
    'KVETIAPIN',
    'vc:Trötthet; vc:Yrsel; c:Viktökning; c:Muntorrhet; c:Yrsel vid uppresning; u:Kramper',
  ),
  se(
    'LITIUM',
    'vc:Darrningar; vc:Törst; c:Ökad urinmängd; c:Sköldkörtelpåverkan; c:Viktökning; u:Njurpåverkan',
  ),
  se(
    'KARBAMAZEPIN',
    'vc:Yrsel; vc:Trötthet; c:Dubbelseende; c:Lågt natrium; u:Hudutslag; r:Allvarlig hudreaktion',
  ),
  se('LAMOTRIGIN', 'vc:Huvudvärk; c:Hudutslag; c:Yrsel; c:Dubbelseende; r:Allvarlig hudreaktion'),
  se(
    'VALPROINSYRA',
    'c:Darrningar; c:Viktökning; c:Håravfall; c:Illamående; u:Trombocytopeni; r:Leverskada',
  ),
  se('GABAPENTIN', 'vc:Trötthet; vc:Yrsel; c:Ostadighet; c:Ödem; c:Viktökning'),
  se('PREGABALIN', 'vc:Yrsel; vc:Trötthet; c:Viktökning; c:Dimsyn; c:Ödem; u:Beroende'),
  se(
    'MORFIN',
    'vc:Förstoppning; vc:Illamående; c:Trötthet; c:Klåda; u:Urinstämma; r:Andningsdepression',
  ),
  se('OXIKODON', 'vc:Förstoppning; vc:Illamående; c:Trötthet; c:Yrsel; u:Andningsdepression'),
  se(
    'TRAMADOL',
    'vc:Illamående; vc:Yrsel; c:Förstoppning; c:Svettningar; r:Kramper; x:Serotonergt syndrom',
  ),
  se('KODEIN', 'vc:Förstoppning; c:Illamående; c:Trötthet; u:Yrsel; r:Andningsdepression'),
  se(
    'FENTANYL',
    'vc:Illamående; vc:Förstoppning; c:Trötthet; c:Hudreaktion vid plåstret; u:Andningsdepression',
  ),
  se(
    'BUPRENORFIN',
    'vc:Illamående; c:Förstoppning; c:Yrsel; c:Hudreaktion vid plåstret; u:Andningsdepression',
  ),
  se(
    'ZOPIKLON',
    'vc:Bitter smak i munnen; c:Trötthet dagen efter; u:Yrsel; r:Förvirring; x:Beroende',
  ),
  se('DIAZEPAM', 'vc:Trötthet; c:Ostadighet; c:Muskelsvaghet; u:Minnesstörningar; x:Beroende'),
  se('OXAZEPAM', 'c:Trötthet; c:Yrsel; u:Ostadighet; u:Minnesstörningar; x:Beroende'),
  se(
    'AMOXICILLIN',
    'c:Diarré; c:Hudutslag; c:Illamående; r:Allergisk reaktion; vr:Clostridioides difficile-infektion',
  ),
  se('FENOXIMETYLPENICILLIN', 'c:Diarré; c:Illamående; u:Hudutslag; r:Allergisk reaktion'),
  se('KLARITROMYCIN', 'c:Smakförändring; c:Illamående; c:Diarré; c:Magont; u:QT-förlängning'),
  se(
    'CIPROFLOXACIN',
    'c:Illamående; c:Diarré; u:Yrsel; r:Seninflammation; r:Senruptur; r:Nervpåverkan',
  ),
  se('TRIMETOPRIM', 'c:Hudutslag; c:Klåda; u:Illamående; r:Hyperkalemi; r:Benmärgspåverkan'),
  se(
    'SULFAMETOXAZOL',
    'c:Hudutslag; c:Illamående; u:Hyperkalemi; r:Allvarlig hudreaktion; r:Benmärgspåverkan',
  ),
  se(
    'NITROFURANTOIN',
    'c:Illamående; c:Huvudvärk; u:Brunfärgad urin; r:Lungreaktion; r:Nervpåverkan',
  ),
  se(
    'DOXYCYKLIN',
    'c:Ljuskänslighet; c:Illamående; u:Halsbränna; u:Smärta i matstrupen; r:Hudutslag',
  ),
  se('METRONIDAZOL', 'c:Metallsmak; c:Illamående; c:Mörk urin; u:Huvudvärk; r:Nervpåverkan'),
  se('GENTAMICIN', 'c:Njurpåverkan; u:Hörselnedsättning; u:Balansrubbning; r:Hudutslag'),
  se('FLUKONAZOL', 'c:Huvudvärk; c:Magont; c:Illamående; c:Förhöjda levervärden; r:QT-förlängning'),
  se(
    'METOTREXAT',
    'vc:Illamående; vc:Förhöjda levervärden; c:Munsår; c:Trötthet; u:Benmärgspåverkan; r:Lungpåverkan',
  ),
  se(
    'PREDNISOLON',
    'vc:Ökad aptit; c:Förhöjt blodsocker; c:Sömnsvårigheter; c:Humörpåverkan; c:Benskörhet; u:Magsår',
  ),
  se('HYDROKORTISON', 'u:Hudförtunning; u:Rodnad; r:Akne; r:Pigmentförändring'),
  se('KALCIUMKARBONAT', 'u:Förstoppning; u:Gasbildning; u:Illamående; r:Förhöjt kalcium'),
  se('KALIUMKLORID', 'c:Illamående; c:Magont; u:Diarré; r:Hyperkalemi'),
  se('OMEPRAZOL', 'c:Huvudvärk; c:Magont; c:Diarré; u:Lågt magnesium; r:Benskörhet'),
  se('PANTOPRAZOL', 'c:Huvudvärk; c:Magont; c:Diarré; u:Lågt magnesium; r:Benskörhet'),
  se(
    'ALLOPURINOL',
    'c:Hudutslag; c:Förhöjt TSH; u:Illamående; r:Allvarlig överkänslighetsreaktion',
  ),
  se('ONDANSETRON', 'vc:Huvudvärk; c:Förstoppning; c:Värmekänsla; u:QT-förlängning'),
  se(
    'ETINYLESTRADIOL',
    'vc:Huvudvärk; c:Bröstspänning; c:Illamående; c:Mellanblödningar; r:Blodpropp',
  ),
  se('LEVONORGESTREL', 'vc:Oregelbundna blödningar; c:Huvudvärk; c:Bröstspänning; c:Illamående'),
  ...GROUPS.flatMap((group) =>
    Object.entries(group.sideEffects).map(([key, spec]) => se(key, spec)),
  ),
];
