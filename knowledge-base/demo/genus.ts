// Genus (sex and gender) documents in Swedish, one per clinical substance. Levels and codes
// (specification §4): 0 '' not applicable, 1 'A' no known differences of clinical relevance,
// 2 'B' differences known but of no clinical relevance, 3 'C' differences that may matter
// clinically, 4 'C!' differences that should affect prescribing, null '?' too little known.

import { GROUPS } from './groups/index.ts';

export type GenusLevel = 0 | 1 | 2 | 3 | 4 | null;

export const GENUS_CODE = { 0: '', 1: 'A', 2: 'B', 3: 'C', 4: 'C!' } as const;

export interface GenusRow {
  key: string;
  level: GenusLevel;
  summary: string;
  background: string;
}

const BACKGROUND: Readonly<Record<string, string>> = {
  '0': 'Substansen används av ett kön, så en jämförelse mellan kvinnor och män är inte tillämplig.',
  '1': 'Genomgång av studier där resultaten redovisas för kvinnor och män har inte visat skillnader av klinisk betydelse.',
  '2': 'Skillnader i koncentration eller biverkningar har beskrivits, men de är små jämfört med skillnaderna mellan individer.',
  '3': 'Skillnaderna är visade i studier eller i biverkningsrapportering och kan påverka valet av läkemedel, dos eller uppföljning.',
  '4': 'Skillnaderna gäller allvarliga utfall och bör vägas in vid varje förskrivning.',
  '?': 'Studier som redovisar resultat för kvinnor och män saknas eller är för få.',
};

const g = (key: string, level: GenusLevel, summary: string, background?: string): GenusRow => ({
  key,
  level,
  summary,
  background: background ?? BACKGROUND[level === null ? '?' : String(level)] ?? '',
});

export const GENUS_DOCUMENTS: readonly GenusRow[] = [
  g('PARACETAMOL', 1, 'Inga kända skillnader mellan kvinnor och män av klinisk betydelse.'),
  g(
    'IBUPROFEN',
    2,
    'Kvinnor kan ha något annorlunda omsättning av ibuprofen, men det har ingen betydelse för doseringen.',
  ),
  g(
    'WARFARIN',
    2,
    'Kvinnor behöver i genomsnitt en något lägre dos, vilket fångas av att dosen styrs efter PK(INR).',
  ),
  g(
    'ACETYLSALICYL',
    3,
    'Nyttan av lågdos som förebyggande behandling skiljer sig mellan könen: hos kvinnor har främst stroke minskat, hos män främst hjärtinfarkt.',
  ),
  g(
    'JARNSULFAT',
    1,
    'Järnbrist är vanligare hos kvinnor, men behandlingen skiljer sig inte mellan könen.',
  ),
  g(
    'LEVOTYROXIN',
    1,
    'Hypotyreos är betydligt vanligare hos kvinnor, men dosering efter TSH gäller på samma sätt för båda könen.',
  ),
  g('NAPROXEN', 2, 'Små skillnader i omsättning har beskrivits utan betydelse för doseringen.'),
  g('DIKLOFENAK', 2, 'Små skillnader i omsättning har beskrivits utan betydelse för doseringen.'),
  g('CELEKOXIB', 1, 'Inga kända skillnader mellan kvinnor och män av klinisk betydelse.'),
  g('APIXABAN', 1, 'Effekt och blödningsrisk är likartade hos kvinnor och män.'),
  g('RIVAROXABAN', 1, 'Effekt och blödningsrisk är likartade hos kvinnor och män.'),
  g(
    'DABIGATRAN',
    2,
    'Kvinnor har något högre koncentration av dabigatran, men det motiverar ingen särskild dosering.',
  ),
  g('ENOXAPARIN', 1, 'Doseringen efter kroppsvikt tar hand om skillnader i kroppsstorlek.'),
  g('KLOPIDOGREL', 1, 'Nyttan är likartad hos kvinnor och män.'),
  g('TIKAGRELOR', 1, 'Nyttan är likartad hos kvinnor och män.'),
  g(
    'SIMVASTATIN',
    2,
    'Kvinnor rapporterar muskelbiverkningar något oftare, men nyttan av behandlingen är likvärdig.',
  ),
  g(
    'ATORVASTATIN',
    2,
    'Kvinnor rapporterar muskelbiverkningar något oftare, men nyttan av behandlingen är likvärdig.',
  ),
  g('ROSUVASTATIN', 1, 'Inga kända skillnader av klinisk betydelse.'),
  g('METFORMIN', 1, 'Inga kända skillnader av klinisk betydelse.'),
  g('SITAGLIPTIN', 1, 'Inga kända skillnader av klinisk betydelse.'),
  g(
    'EMPAGLIFLOZIN',
    3,
    'Svampinfektioner i underlivet är betydligt vanligare hos kvinnor. Informera om hygien och om symtom att vara uppmärksam på.',
  ),
  g('INSULINGLARGIN', 1, 'Doseringen styrs efter blodsocker hos båda könen.'),
  g('GLIMEPIRID', null, 'Underlaget är för litet för att bedöma skillnader mellan könen.'),
  g(
    'ENALAPRIL',
    3,
    'Torrhosta av ACE-hämmare är ungefär dubbelt så vanlig hos kvinnor. Överväg angiotensinreceptorblockerare vid besvärande hosta.',
  ),
  g(
    'RAMIPRIL',
    3,
    'Torrhosta av ACE-hämmare är ungefär dubbelt så vanlig hos kvinnor. Överväg angiotensinreceptorblockerare vid besvärande hosta.',
  ),
  g('LOSARTAN', 1, 'Inga kända skillnader av klinisk betydelse.'),
  g('KANDESARTAN', 1, 'Inga kända skillnader av klinisk betydelse.'),
  g(
    'AMLODIPIN',
    3,
    'Kvinnor får oftare ankelsvullnad och har i genomsnitt högre koncentration vid samma dos. Överväg lägre startdos.',
  ),
  g('FELODIPIN', 3, 'Kvinnor får oftare ankelsvullnad. Överväg lägre startdos.'),
  g(
    'METOPROLOL',
    3,
    'Kvinnor får i genomsnitt högre koncentration vid samma dos och kan få större sänkning av puls och blodtryck. Överväg lägre dos.',
  ),
  g('BISOPROLOL', 2, 'Små skillnader i koncentration utan betydelse för doseringen.'),
  g('TIMOLOL', null, 'Underlaget är för litet för att bedöma skillnader mellan könen.'),
  g('FUROSEMID', 2, 'Små skillnader i effekt har beskrivits utan betydelse för doseringen.'),
  g(
    'HYDROKLORTIAZID',
    3,
    'Lågt natrium i blodet är vanligare hos äldre kvinnor. Kontrollera natrium efter start.',
  ),
  g(
    'SPIRONOLAKTON',
    3,
    'Män kan få förstorade och ömma bröst, och kvinnor kan få mensrubbningar. Eplerenon kan vara ett alternativ vid besvär.',
  ),
  g(
    'DIGOXIN',
    4,
    'I en stor studie hade kvinnor med hjärtsvikt som fick digoxin högre dödlighet än kvinnor som fick placebo, något som inte sågs hos män. Sikta på låga koncentrationer och ompröva behandlingen regelbundet.',
  ),
  g(
    'AMIODARON',
    3,
    'Kvinnor har högre risk för läkemedelsutlöst QT-förlängning och torsade de pointes. Följ EKG.',
  ),
  g(
    'SERTRALIN',
    2,
    'Skillnader i koncentration har beskrivits, men doseringen styrs efter effekt.',
  ),
  g(
    'CITALOPRAM',
    3,
    'Kvinnor har större risk för QT-förlängning. Undvik höga doser och kombinationer med andra QT-förlängande läkemedel.',
  ),
  g(
    'ESCITALOPRAM',
    3,
    'Kvinnor har större risk för QT-förlängning. Undvik höga doser och kombinationer med andra QT-förlängande läkemedel.',
  ),
  g(
    'MIRTAZAPIN',
    2,
    'Kvinnor har högre koncentration vid samma dos, utan säker betydelse för effekten.',
  ),
  g('AMITRIPTYLIN', 2, 'Små skillnader i omsättning utan betydelse för doseringen.'),
  g('VENLAFAXIN', 2, 'Kvinnor kan ha högre koncentration, men doseringen styrs efter effekt.'),
  g(
    'HALOPERIDOL',
    3,
    'Kvinnor har större risk för QT-förlängning. Följ EKG vid högre doser och vid injektion.',
  ),
  g(
    'OLANZAPIN',
    3,
    'Kvinnor får högre koncentration vid samma dos. Rökning, som är vanligare bland män i många grupper, sänker koncentrationen. Dosera efter effekt och biverkningar.',
  ),
  g('KVETIAPIN', 2, 'Små skillnader i koncentration utan betydelse för doseringen.'),
  g('LITIUM', 2, 'Kvinnor får oftare påverkan på sköldkörteln, men uppföljningen är densamma.'),
  g(
    'KARBAMAZEPIN',
    3,
    'Karbamazepin minskar effekten av hormonella preventivmedel och ökar risken för fosterskador. Planera preventivmetod hos kvinnor i fertil ålder.',
  ),
  g(
    'LAMOTRIGIN',
    3,
    'Hormonella preventivmedel med östrogen sänker koncentrationen av lamotrigin, och halten ändras under graviditet.',
  ),
  g(
    'VALPROINSYRA',
    4,
    'Valproat ska inte användas av flickor och kvinnor som kan bli gravida om inte villkoren i ett program för graviditetsprevention är uppfyllda, på grund av hög risk för fosterskador.',
  ),
  g('GABAPENTIN', null, 'Underlaget är för litet för att bedöma skillnader mellan könen.'),
  g('PREGABALIN', 2, 'Kvinnor rapporterar yrsel och viktökning något oftare.'),
  g(
    'MORFIN',
    2,
    'Kvinnor kan vara något känsligare för den andningsdämpande effekten, men doseringen styrs efter effekt.',
  ),
  g('OXIKODON', 2, 'Kvinnor kan ha något högre koncentration vid samma dos.'),
  g('TRAMADOL', null, 'Underlaget är för litet för att bedöma skillnader mellan könen.'),
  g('KODEIN', 1, 'Inga kända skillnader av klinisk betydelse.'),
  g('FENTANYL', null, 'Underlaget är för litet för att bedöma skillnader mellan könen.'),
  g('BUPRENORFIN', null, 'Underlaget är för litet för att bedöma skillnader mellan könen.'),
  g(
    'ZOPIKLON',
    3,
    'Kvinnor kan ha högre koncentration på morgonen efter intag, med risk för nedsatt reaktionsförmåga och körförmåga. Överväg lägre dos.',
  ),
  g('DIAZEPAM', 2, 'Små skillnader i omsättning utan betydelse för doseringen.'),
  g('OXAZEPAM', 1, 'Inga kända skillnader av klinisk betydelse.'),
  g('AMOXICILLIN', 1, 'Inga kända skillnader av klinisk betydelse.'),
  g('FENOXIMETYLPENICILLIN', 1, 'Inga kända skillnader av klinisk betydelse.'),
  g(
    'KLARITROMYCIN',
    3,
    'Kvinnor har större risk för QT-förlängning. Var försiktig vid andra riskfaktorer.',
  ),
  g('CIPROFLOXACIN', 2, 'Små skillnader i biverkningsrapportering utan betydelse för valet.'),
  g('TRIMETOPRIM', 1, 'Inga kända skillnader av klinisk betydelse.'),
  g('SULFAMETOXAZOL', null, 'Underlaget är för litet för att bedöma skillnader mellan könen.'),
  g('NITROFURANTOIN', 1, 'Inga kända skillnader av klinisk betydelse.'),
  g('DOXYCYKLIN', 1, 'Inga kända skillnader av klinisk betydelse.'),
  g('METRONIDAZOL', 1, 'Inga kända skillnader av klinisk betydelse.'),
  g(
    'GENTAMICIN',
    1,
    'Doseringen efter vikt och koncentration tar hand om skillnader i kroppsstorlek.',
  ),
  g('FLUKONAZOL', 1, 'Inga kända skillnader av klinisk betydelse.'),
  g('METOTREXAT', 2, 'Säker preventivmetod behövs för både kvinnor och män under behandlingen.'),
  g(
    'PREDNISOLON',
    2,
    'Benskörhet är vanligare hos kvinnor efter klimakteriet; bedöm behovet av benskyddande behandling vid långvarig användning.',
  ),
  g('HYDROKORTISON', 1, 'Inga kända skillnader av klinisk betydelse.'),
  g('KALCIUMKARBONAT', 1, 'Inga kända skillnader av klinisk betydelse.'),
  g('KALIUMKLORID', null, 'Underlaget är för litet för att bedöma skillnader mellan könen.'),
  g('OMEPRAZOL', 1, 'Inga kända skillnader av klinisk betydelse.'),
  g('PANTOPRAZOL', 1, 'Inga kända skillnader av klinisk betydelse.'),
  g(
    'ALLOPURINOL',
    2,
    'Gikt är vanligare hos män. Kvinnor som behandlas är ofta äldre och har oftare nedsatt njurfunktion, vilket påverkar dosen.',
  ),
  g('ONDANSETRON', 2, 'Kvinnor har något högre koncentration vid samma dos.'),
  g('ETINYLESTRADIOL', 0, 'Används av kvinnor.'),
  g('LEVONORGESTREL', 0, 'Används av kvinnor.'),
  ...GROUPS.flatMap((group) => group.genus.map((d) => g(d.key, d.level, d.summary, d.background))),
];
