// Lactation (amning) documents: one per clinical substance. Level 0 or 1 is class '1' (can be
// used), 2 is class '2' (use with caution), 3 is class '3' (avoid), null is '?' (too little known).
// The public recommendation is plain language for patients; without one a default by level is used.

import { GROUPS } from './groups/index.ts';
import { svName } from './substances.ts';
import { cap } from './text.ts';

export type LactationLevel = 0 | 1 | 2 | 3 | null;

export interface LactationRow {
  key: string;
  level: LactationLevel;
  recommendation: string;
  publicRecommendation: string;
  background: string;
  productNumbers: number[];
}

function publicDefault(key: string, level: LactationLevel): string {
  const name = svName(key);
  switch (level) {
    case 0:
    case 1:
      return `Du kan använda ${name} när du ammar.`;
    case 2:
      return `${cap(name)} kan ofta användas när du ammar, men prata med din läkare eller barnmorska först. Hör av dig om barnet blir ovanligt trött, äter sämre eller verkar må dåligt.`;
    case 3:
      return `Använd inte ${name} när du ammar utan att först ha pratat med din läkare. Det finns ofta ett annat läkemedel som passar bättre.`;
    case null:
      return `Det finns för lite kunskap om ${name} vid amning. Prata med din läkare eller barnmorska innan du använder det.`;
  }
}

function l(
  key: string,
  level: LactationLevel,
  recommendation: string,
  background: string,
  publicRecommendation?: string,
  productNumbers: number[] = [],
): LactationRow {
  return {
    key,
    level,
    recommendation,
    publicRecommendation: publicRecommendation ?? publicDefault(key, level),
    background,
    productNumbers,
  };
}

const NO_DATA = 'Uppgifter om passage till bröstmjölk hos människa saknas.';

export const LACTATION_DOCUMENTS: readonly LactationRow[] = [
  l(
    'PARACETAMOL',
    1,
    'Kan användas under amning i vanliga doser.',
    'Barnet får via mjölken en mycket liten dos, långt under den dos som ges direkt till spädbarn.',
  ),
  l(
    'IBUPROFEN',
    1,
    'Kan användas. Förstahandsval bland NSAID under amning.',
    'Halterna i bröstmjölk är mycket låga och halveringstiden är kort.',
  ),
  l(
    'WARFARIN',
    1,
    'Kan användas. Ingen påverkan på barnets koagulation har setts.',
    'Warfarin är hårt bundet till proteiner i blodet och har inte kunnat påvisas i bröstmjölk.',
  ),
  l(
    'ACETYLSALICYL',
    2,
    'Lågdos (75–160 mg dagligen) kan användas. Undvik smärtstillande doser.',
    'Salicylat passerar över i mjölken. Vid höga doser finns en teoretisk risk för påverkan på barnets trombocyter och för Reyes syndrom.',
    'Låg dos som skydd mot blodproppar går bra när du ammar. Använd inte acetylsalicylsyra mot smärta eller feber; välj paracetamol eller ibuprofen.',
  ),
  l(
    'JARNSULFAT',
    0,
    'Kan användas.',
    'Järntillskott till modern påverkar inte järnhalten i bröstmjölken i någon betydande grad.',
  ),
  l(
    'LEVOTYROXIN',
    0,
    'Kan användas. Fortsätt med den dos som ger normalt TSH.',
    'Levotyroxin är ett kroppseget hormon. Mängden i mjölken motsvarar den som finns vid normal sköldkörtelfunktion.',
  ),
  l(
    'NAPROXEN',
    2,
    'Kortvarig användning går bra, men ibuprofen är att föredra. Undvik långvarig behandling, särskilt under barnets första levnadsveckor.',
    'Naproxen har lång halveringstid. Enstaka fall av blödning och blodbrist hos ammade barn har rapporterats.',
    'Ibuprofen är ett bättre val än naproxen när du ammar. Enstaka doser av naproxen går bra.',
  ),
  l(
    'DIKLOFENAK',
    1,
    'Kan användas. Utvärtes beredningar går också bra, men inte på bröstet.',
    'Halterna i bröstmjölk är mycket låga.',
  ),
  l(
    'CELEKOXIB',
    1,
    'Kan användas.',
    'Studier visar att barnet får mindre än en procent av moderns dos räknat per kilo kroppsvikt.',
  ),
  l(
    'APIXABAN',
    null,
    'Erfarenhet saknas. Välj warfarin eller lågmolekylärt heparin under amning.',
    `${NO_DATA} I djurstudier passerar apixaban över i mjölken.`,
  ),
  l(
    'RIVAROXABAN',
    2,
    'Begränsad erfarenhet. Välj i första hand warfarin eller lågmolekylärt heparin.',
    'Enstaka mätningar visar låga halter i bröstmjölk, men erfarenheten är liten.',
  ),
  l(
    'DABIGATRAN',
    null,
    'Erfarenhet saknas. Välj warfarin eller lågmolekylärt heparin under amning.',
    NO_DATA,
  ),
  l(
    'ENOXAPARIN',
    0,
    'Kan användas.',
    'Enoxaparin är en stor molekyl som knappt passerar över i mjölken och inte tas upp från barnets tarm.',
  ),
  l(
    'KLOPIDOGREL',
    null,
    'Erfarenhet saknas. Om behandlingen är nödvändig: följ barnet avseende blåmärken och blödning.',
    NO_DATA,
  ),
  l(
    'TIKAGRELOR',
    null,
    'Erfarenhet saknas. Överväg annan behandling under amningsperioden.',
    NO_DATA,
  ),
  l(
    'SIMVASTATIN',
    3,
    'Gör uppehåll med statinbehandling under amningsperioden.',
    'Kolesterol behövs för barnets utveckling. Uppgifter om passage saknas, och ett kort uppehåll påverkar sällan moderns hjärt-kärlrisk.',
  ),
  l(
    'ATORVASTATIN',
    3,
    'Gör uppehåll med statinbehandling under amningsperioden.',
    'Kolesterol behövs för barnets utveckling, och erfarenheten av atorvastatin under amning är mycket begränsad.',
  ),
  l(
    'ROSUVASTATIN',
    3,
    'Gör uppehåll med statinbehandling under amningsperioden.',
    'Rosuvastatin har påvisats i bröstmjölk. Kolesterol behövs för barnets utveckling.',
  ),
  l(
    'METFORMIN',
    1,
    'Kan användas.',
    'Barnet får mindre än en procent av moderns viktjusterade dos. Ingen påverkan på barnens blodsocker har setts.',
  ),
  l(
    'SITAGLIPTIN',
    null,
    'Erfarenhet saknas. Välj hellre metformin eller insulin.',
    `${NO_DATA} I djurstudier passerar sitagliptin över i mjölken.`,
  ),
  l(
    'EMPAGLIFLOZIN',
    3,
    'Ska inte användas under amning. Välj metformin eller insulin.',
    'Empagliflozin passerar över i mjölk hos djur och kan teoretiskt påverka utvecklingen av barnets njurar.',
  ),
  l(
    'INSULINGLARGIN',
    0,
    'Kan användas. Insulinbehovet kan minska under amning.',
    'Insulin är ett kroppseget hormon som bryts ned i barnets magtarmkanal.',
  ),
  l(
    'GLIMEPIRID',
    2,
    'Undvik om möjligt på grund av risk för lågt blodsocker hos barnet. Insulin eller metformin är bättre val.',
    'Data saknas för glimepirid; närbesläktade substanser har påvisats i bröstmjölk.',
  ),
  l(
    'ENALAPRIL',
    1,
    'Kan användas. Förstahandsval bland ACE-hämmare under amning.',
    'Mycket låga halter av enalapril och dess aktiva form har uppmätts i bröstmjölk.',
  ),
  l('RAMIPRIL', null, 'Erfarenhet saknas. Välj hellre enalapril.', NO_DATA),
  l('LOSARTAN', null, 'Erfarenhet saknas. Välj hellre enalapril.', NO_DATA),
  l('KANDESARTAN', null, 'Erfarenhet saknas. Välj hellre enalapril.', NO_DATA),
  l(
    'AMLODIPIN',
    1,
    'Kan användas.',
    'Halterna i bröstmjölk är låga och inga effekter hos ammade barn har rapporterats.',
  ),
  l(
    'FELODIPIN',
    2,
    'Begränsad erfarenhet. Amlodipin är bättre studerat under amning.',
    'Få mätningar finns; inga biverkningar hos ammade barn har rapporterats.',
  ),
  l(
    'METOPROLOL',
    1,
    'Kan användas. Var uppmärksam på trötthet hos barnet, särskilt hos förtidigt födda.',
    'Halterna i mjölken är låga och barnets exponering är liten.',
  ),
  l(
    'BISOPROLOL',
    2,
    'Begränsad erfarenhet. Metoprolol är bättre studerat.',
    'Uppgifter om passage saknas i stor utsträckning; bisoprolol binds svagt till proteiner och kan passera över.',
  ),
  l(
    'TIMOLOL',
    1,
    'Ögondroppar kan användas. Tryck på tårkanalen efter droppning minskar upptaget i blodet.',
    'Mängden som når mjölken efter ögondroppar är mycket liten.',
  ),
  l(
    'FUROSEMID',
    2,
    'Kan användas kortvarigt. Högre doser kan minska mjölkproduktionen.',
    'Uppgifter om passage saknas, men kraftigt urindrivande medel kan påverka mjölkmängden.',
  ),
  l(
    'HYDROKLORTIAZID',
    1,
    'Låga doser, upp till 25 mg dagligen, kan användas. Högre doser kan minska mjölkproduktionen.',
    'Låga halter i bröstmjölk.',
  ),
  l(
    'SPIRONOLAKTON',
    1,
    'Kan användas.',
    'Låga halter av den aktiva metaboliten har uppmätts i bröstmjölk.',
  ),
  l(
    'DIGOXIN',
    1,
    'Kan användas.',
    'Halterna i mjölken är låga och inga effekter hos ammade barn har rapporterats.',
  ),
  l(
    'AMIODARON',
    3,
    'Ska inte användas under amning.',
    'Amiodaron och dess jodinnehåll passerar över i stor mängd och kan påverka barnets sköldkörtel och hjärta.',
  ),
  l(
    'SERTRALIN',
    1,
    'Kan användas. Förstahandsval bland antidepressiva under amning.',
    'Barnet får mycket låga halter, och biverkningar hos ammade barn är sällsynta.',
  ),
  l(
    'CITALOPRAM',
    2,
    'Kan användas, men sertralin är förstahandsval. Var uppmärksam på oro, sömnproblem och dålig viktuppgång hos barnet.',
    'Barnet får högre halter än med sertralin, och enstaka fall av oro och trötthet har rapporterats.',
  ),
  l(
    'ESCITALOPRAM',
    2,
    'Kan användas, men sertralin är förstahandsval. Var uppmärksam på oro, sömnproblem och dålig viktuppgång hos barnet.',
    'Barnet får måttliga halter; erfarenheten är mindre än för sertralin.',
  ),
  l(
    'MIRTAZAPIN',
    1,
    'Kan användas. Följ barnet avseende trötthet.',
    'Låga halter har uppmätts i bröstmjölk och inga biverkningar hos ammade barn har rapporterats.',
  ),
  l(
    'AMITRIPTYLIN',
    1,
    'Kan användas i låga doser. Följ barnet avseende trötthet.',
    'Amitriptylin och dess metabolit har uppmätts i låga halter i bröstmjölk.',
  ),
  l(
    'VENLAFAXIN',
    2,
    'Kan användas med försiktighet. Följ barnets vakenhet och viktuppgång.',
    'Barnet kan få förhållandevis höga halter av venlafaxin och dess aktiva metabolit.',
  ),
  l(
    'HALOPERIDOL',
    2,
    'Låga doser kan användas. Följ barnet avseende trötthet och utveckling.',
    'Haloperidol passerar över i mjölken. Erfarenheten är begränsad.',
  ),
  l(
    'OLANZAPIN',
    1,
    'Kan användas. Följ barnet avseende trötthet.',
    'Låga halter har uppmätts i bröstmjölk.',
  ),
  l('KVETIAPIN', 1, 'Kan användas.', 'Mycket låga halter har uppmätts i bröstmjölk.'),
  l(
    'LITIUM',
    3,
    'Bör i regel inte användas. Om amning ändå sker: kontrollera barnets litiumhalt, njur- och sköldkörtelfunktion i samråd med barnläkare.',
    'Barnet kan få halter som motsvarar en tredjedel till hälften av moderns. Nyfödda utsöndrar litium långsamt.',
  ),
  l(
    'KARBAMAZEPIN',
    1,
    'Kan användas. Följ barnet avseende trötthet och sugförmåga.',
    'Barnet får låga halter, och biverkningar hos ammade barn är sällsynta.',
  ),
  l(
    'LAMOTRIGIN',
    2,
    'Kan användas. Barnet får förhållandevis höga halter; följ barnet avseende hudutslag, trötthet och sugförmåga.',
    'Nyfödda bryter ned lamotrigin långsamt, och halterna hos barnet kan nå en tredjedel av moderns.',
  ),
  l(
    'VALPROINSYRA',
    1,
    'Kan användas. Var uppmärksam på blåmärken och gulsot hos barnet.',
    'Valproat passerar över i mycket låga halter.',
  ),
  l('GABAPENTIN', 1, 'Kan användas. Följ barnet avseende trötthet.', 'Låga halter i bröstmjölk.'),
  l('PREGABALIN', null, 'Erfarenheten är för liten för en bedömning.', 'Få mätningar finns.'),
  l(
    'MORFIN',
    1,
    'Enstaka doser och kortvarig behandling går bra. Följ barnet avseende trötthet och andning.',
    'Barnet får en låg dos, eftersom morfin tas upp dåligt från tarmen.',
  ),
  l(
    'OXIKODON',
    2,
    'Kortvarig användning i låg dos går bra. Undvik upprepade doser under längre tid.',
    'Oxikodon passerar över i mjölken, och trötthet hos ammade barn har rapporterats.',
  ),
  l(
    'TRAMADOL',
    2,
    'Enstaka doser kan användas. Undvik längre behandling.',
    'Tramadol och dess aktiva metabolit passerar över i mjölken.',
  ),
  l(
    'KODEIN',
    3,
    'Ska inte användas under amning.',
    'Vissa kvinnor omvandlar kodein mycket snabbt till morfin, vilket kan ge farliga halter hos barnet. Dödsfall har rapporterats.',
    'Använd inte kodein när du ammar. Det finns andra smärtstillande läkemedel som passar bättre.',
  ),
  l(
    'FENTANYL',
    1,
    'Kan användas vid kortvarig behandling, till exempel vid förlossning eller operation.',
    'Fentanyl tas upp dåligt från barnets tarm.',
  ),
  l(
    'BUPRENORFIN',
    1,
    'Kan användas. Följ barnet avseende trötthet.',
    'Buprenorfin tas upp dåligt från barnets tarm.',
  ),
  l(
    'ZOPIKLON',
    2,
    'Enstaka doser kan användas. Undvik regelbunden användning.',
    'Zopiklon passerar över i mjölken och kan ge trötthet hos barnet.',
  ),
  l(
    'DIAZEPAM',
    3,
    'Bör inte användas regelbundet. Välj oxazepam vid behov.',
    'Diazepam och dess metaboliter har lång halveringstid och kan ansamlas hos barnet, med trötthet och dålig viktuppgång som följd.',
  ),
  l(
    'OXAZEPAM',
    1,
    'Kan användas i låga doser. Förstahandsval bland bensodiazepiner.',
    'Oxazepam har kort halveringstid och bildar inga aktiva metaboliter.',
  ),
  l('AMOXICILLIN', 1, 'Kan användas.', 'Låga halter i bröstmjölk. Barnet kan få lösare avföring.'),
  l(
    'FENOXIMETYLPENICILLIN',
    1,
    'Kan användas.',
    'Låga halter i bröstmjölk. Barnet kan få lösare avföring.',
  ),
  l(
    'KLARITROMYCIN',
    1,
    'Kan användas. Följ barnet avseende lös avföring.',
    'Låga halter i bröstmjölk.',
  ),
  l(
    'CIPROFLOXACIN',
    2,
    'Kortvarig behandling kan användas om andra alternativ saknas.',
    'Ciprofloxacin passerar över i mjölken. Enstaka fall av påverkan på barnets tarmflora har rapporterats.',
  ),
  l('TRIMETOPRIM', 1, 'Kan användas till friska, fullgångna barn.', 'Låga halter i bröstmjölk.'),
  l(
    'SULFAMETOXAZOL',
    2,
    'Undvik om barnet har gulsot, är för tidigt fött eller har G6PD-brist. Annars kan kortvarig användning accepteras.',
    'Sulfonamider kan tränga undan bilirubin från bindningen till proteiner hos barnet.',
  ),
  l(
    'NITROFURANTOIN',
    2,
    'Kan användas kortvarigt. Undvik om barnet är yngre än en månad eller har G6PD-brist.',
    'Låga halter i bröstmjölk. Hos barn med G6PD-brist finns risk för blodbrist.',
  ),
  l(
    'DOXYCYKLIN',
    2,
    'Kortvarig behandling, upp till tre veckor, kan användas. Undvik långvarig behandling.',
    'Doxycyklin passerar över i låga halter. Teoretisk risk för påverkan på barnets tänder vid lång behandling.',
  ),
  l(
    'METRONIDAZOL',
    2,
    'Kan användas. Vid en engångsdos på 2 g: uppehåll i amningen i 12–24 timmar. Kräm och vaginalgel går bra.',
    'Metronidazol passerar över i mjölken i betydande mängd, men biverkningar hos barn är ovanliga.',
  ),
  l('GENTAMICIN', 1, 'Kan användas.', 'Gentamicin tas knappt upp från barnets tarm.'),
  l(
    'FLUKONAZOL',
    1,
    'Kan användas.',
    'Flukonazol passerar över i mjölken, men barnet får en lägre dos än den som ges till spädbarn vid behandling.',
  ),
  l(
    'METOTREXAT',
    3,
    'Ska inte användas vid cancerbehandling. Vid låg dos en gång i veckan kan amning övervägas efter bedömning av specialist.',
    'Metotrexat kan ansamlas i barnets vävnader. Erfarenheten av låga doser är begränsad.',
  ),
  l(
    'PREDNISOLON',
    1,
    'Kan användas. Vid höga doser kan amning skjutas upp till fyra timmar efter dosen.',
    'Låga halter i bröstmjölk.',
  ),
  l(
    'HYDROKORTISON',
    0,
    'Kan användas. Kräm ska inte strykas på bröstvårtan strax före amning.',
    'Hydrokortison är ett kroppseget hormon.',
  ),
  l(
    'KALCIUMKARBONAT',
    0,
    'Kan användas.',
    'Kalciumtillskott påverkar inte mjölkens sammansättning.',
  ),
  l('KALIUMKLORID', 0, 'Kan användas.', 'Kalium är en normal beståndsdel i bröstmjölk.'),
  l(
    'OMEPRAZOL',
    1,
    'Kan användas.',
    'Låga halter i bröstmjölk; omeprazol bryts dessutom ned av magsyran hos barnet.',
  ),
  l('PANTOPRAZOL', 1, 'Kan användas.', 'Mycket låga halter i bröstmjölk.'),
  l(
    'ALLOPURINOL',
    2,
    'Kan användas med försiktighet. Följ barnet avseende hudutslag.',
    'Allopurinol och dess aktiva metabolit passerar över i mjölken.',
  ),
  l('ONDANSETRON', null, 'Erfarenheten är för liten för en bedömning.', NO_DATA),
  l(
    'ETINYLESTRADIOL',
    2,
    'Undvik under de första sex veckorna efter förlossningen. Välj hellre preventivmedel med enbart gestagen.',
    'Östrogen kan minska mjölkproduktionen.',
    'P-piller med östrogen kan minska mängden mjölk. Prata med barnmorskan om ett preventivmedel utan östrogen.',
    [200, 201],
  ),
  l(
    'LEVONORGESTREL',
    1,
    'Kan användas, också som akutpreventivmedel.',
    'Låga halter i bröstmjölk. Gestagener påverkar inte mjölkproduktionen.',
  ),
  ...GROUPS.flatMap((group) =>
    group.lactation.map((d) =>
      l(d.key, d.level, d.recommendation, d.background, d.publicRecommendation),
    ),
  ),
];
