// Njurfunktion (renal function) documents: per substance, a recommendation per eGFR interval
// (mL/min, whole numbers, inclusive). The intervals of a document cover 0–89 without gaps or
// overlaps; eGFR 90 and above counts as normal renal function and needs no recommendation.

import { GROUPS } from './groups/index.ts';

export type RenalClass = 'A' | 'B' | 'C' | 'D';

/** The meaning of each class, shown next to the code. */
export const RENAL_CLASS_DESCRIPTION: Readonly<Record<RenalClass, string>> = {
  A: 'Ingen dosjustering eller särskild uppföljning behövs.',
  B: 'Var uppmärksam: följ effekt och biverkningar, dosen kan behöva anpassas.',
  C: 'Anpassa dosen eller dosintervallet, eller följ upp särskilt.',
  D: 'Bör undvikas.',
};

export interface RenalRecommendationRow {
  gfrMin: number;
  gfrMax: number;
  code: RenalClass;
  text: string;
}

export interface RenalRow {
  key: string;
  title: string;
  nephrotoxic: boolean;
  background: string;
  recommendations: RenalRecommendationRow[];
  /** Further substances the document covers (a combination), and specific products. */
  alsoKeys: string[];
  productNumbers: number[];
}

/** One recommendation: '30-59' is the interval, then the class and the text. */
function r(range: string, code: RenalClass, text: string): RenalRecommendationRow {
  const [min, max] = range.split('-').map(Number);
  if (min === undefined || max === undefined || Number.isNaN(min) || Number.isNaN(max)) {
    throw new Error(`Ogiltigt eGFR-intervall ${range}`);
  }
  return { gfrMin: min, gfrMax: max, code, text };
}

function doc(
  key: string,
  title: string,
  nephrotoxic: boolean,
  background: string,
  recommendations: RenalRecommendationRow[],
  extra: { alsoKeys?: string[]; productNumbers?: number[] } = {},
): RenalRow {
  return {
    key,
    title,
    nephrotoxic,
    background,
    recommendations,
    alsoKeys: extra.alsoKeys ?? [],
    productNumbers: extra.productNumbers ?? [],
  };
}

const NSAID_BACKGROUND =
  'NSAID minskar genomblödningen i njurarna genom att hämma prostaglandiner. Hos patienter med nedsatt njurfunktion, hjärtsvikt eller uttorkning, och vid samtidig behandling med ACE-hämmare, angiotensinreceptorblockerare eller diuretika, kan det utlösa akut njursvikt.';

function nsaid(key: string, title: string): RenalRow {
  return doc(key, title, true, NSAID_BACKGROUND, [
    r(
      '60-89',
      'B',
      'Kan användas kortvarigt i lägsta effektiva dos. Undvik vid uttorkning och var försiktig vid samtidig behandling med ACE-hämmare, angiotensinreceptorblockerare eller diuretika.',
    ),
    r(
      '30-59',
      'C',
      'Undvik regelbunden användning. Vid kortvarig behandling: lägsta dos och kontroll av kreatinin och kalium inom en vecka.',
    ),
    r('0-29', 'D', 'Undvik. Välj paracetamol eller annan smärtlindring.'),
  ]);
}

export const RENAL_DOCUMENTS: readonly RenalRow[] = [
  doc(
    'PARACETAMOL',
    'Paracetamol vid nedsatt njurfunktion',
    false,
    'Paracetamol bryts ned i levern. Vid kraftigt nedsatt njurfunktion kan metaboliter ansamlas, men vanliga doser tolereras väl.',
    [
      r('15-89', 'A', 'Normal dosering.'),
      r(
        '0-14',
        'B',
        'Överväg längre dosintervall, till exempel var sjätte timme, vid regelbunden användning.',
      ),
    ],
  ),
  nsaid('IBUPROFEN', 'Ibuprofen vid nedsatt njurfunktion'),
  nsaid('NAPROXEN', 'Naproxen vid nedsatt njurfunktion'),
  nsaid('DIKLOFENAK', 'Diklofenak vid nedsatt njurfunktion'),
  nsaid('CELEKOXIB', 'Celekoxib vid nedsatt njurfunktion'),
  doc(
    'ACETYLSALICYL',
    'Acetylsalicylsyra vid nedsatt njurfunktion',
    false,
    'Lågdos acetylsalicylsyra påverkar njurfunktionen obetydligt. Smärtstillande doser kan, liksom andra NSAID, minska genomblödningen i njurarna.',
    [
      r(
        '30-89',
        'A',
        'Lågdos kan användas som vanligt. Undvik smärtstillande doser vid regelbunden användning.',
      ),
      r('15-29', 'B', 'Lågdos kan användas. Undvik smärtstillande doser.'),
      r(
        '0-14',
        'C',
        'Lågdos endast efter särskild bedömning av blödningsrisken. Undvik smärtstillande doser.',
      ),
    ],
  ),
  doc(
    'METFORMIN',
    'Metformin vid nedsatt njurfunktion',
    false,
    'Metformin utsöndras oförändrat via njurarna. Vid nedsatt njurfunktion stiger koncentrationen, och risken för laktacidos ökar, särskilt vid akut sjukdom med uttorkning.',
    [
      r('60-89', 'A', 'Normal dosering. Kontrollera njurfunktionen minst en gång om året.'),
      r(
        '30-59',
        'C',
        'Sänk dosen: högst 2 000 mg per dygn vid eGFR 45–59 och högst 1 000 mg per dygn vid eGFR 30–44. Kontrollera njurfunktionen var tredje till var sjätte månad och gör uppehåll vid akut sjukdom med uttorkning.',
      ),
      r('0-29', 'D', 'Ska inte användas.'),
    ],
    { productNumbers: [52, 53, 54] },
  ),
  doc(
    'SITAGLIPTIN',
    'Sitagliptin vid nedsatt njurfunktion',
    false,
    'Sitagliptin utsöndras huvudsakligen oförändrat via njurarna, och dosen anpassas efter njurfunktionen. Risken för lågt blodsocker är liten.',
    [
      r('60-89', 'A', 'Normal dos, 100 mg en gång dagligen.'),
      r('30-59', 'C', '100 mg dagligen vid eGFR 45 eller mer, 50 mg dagligen vid eGFR 30–44.'),
      r('0-29', 'C', '25 mg en gång dagligen.'),
    ],
  ),
  doc(
    'EMPAGLIFLOZIN',
    'Empagliflozin vid nedsatt njurfunktion',
    false,
    'Den blodsockersänkande effekten av empagliflozin beror på att njurarna filtrerar glukos och avtar när njurfunktionen sjunker. Skyddet för hjärta och njurar finns kvar även vid lägre eGFR.',
    [
      r(
        '30-89',
        'A',
        'Normal dosering. Den blodsockersänkande effekten är mindre vid eGFR under 45.',
      ),
      r(
        '15-29',
        'B',
        'Kan fortsätta för att skydda hjärta och njurar ned till eGFR 20, men ger då knappt någon blodsockersänkning.',
      ),
      r('0-14', 'D', 'Ska inte sättas in.'),
    ],
  ),
  doc(
    'GLIMEPIRID',
    'Glimepirid vid nedsatt njurfunktion',
    false,
    'Aktiva metaboliter av glimepirid utsöndras via njurarna. Vid nedsatt njurfunktion ökar risken för långvarigt lågt blodsocker.',
    [
      r('60-89', 'A', 'Normal dosering.'),
      r('30-59', 'B', 'Starta med 1 mg och öka försiktigt. Var uppmärksam på lågt blodsocker.'),
      r('0-29', 'D', 'Undvik. Välj ett läkemedel med lägre risk för lågt blodsocker.'),
    ],
  ),
  doc(
    'INSULINGLARGIN',
    'Insulin glargin vid nedsatt njurfunktion',
    false,
    'Njurarna bryter ned en del av insulinet. Vid nedsatt njurfunktion minskar därför ofta insulinbehovet.',
    [
      r('30-89', 'A', 'Dosera efter blodsocker som vanligt.'),
      r(
        '0-29',
        'B',
        'Insulinbehovet kan minska. Följ blodsockret tätare och sänk dosen vid behov.',
      ),
    ],
  ),
  doc(
    'LITIUM',
    'Litium vid nedsatt njurfunktion',
    true,
    'Litium utsöndras nästan helt via njurarna och har ett smalt terapeutiskt intervall. Långtidsbehandling kan i sig försämra njurfunktionen.',
    [
      r(
        '60-89',
        'C',
        'Kan användas med tät kontroll av serum-litium, kreatinin och kalcium. Undvik läkemedel som höjer litiumhalten.',
      ),
      r(
        '30-59',
        'C',
        'Endast efter bedömning av specialist. Sänk dosen och kontrollera serum-litium och njurfunktion minst var tredje månad.',
      ),
      r('0-29', 'D', 'Undvik. Överväg annan stämningsstabiliserande behandling.'),
    ],
  ),
  doc(
    'DIGOXIN',
    'Digoxin vid nedsatt njurfunktion',
    false,
    'Digoxin utsöndras främst via njurarna. Vid nedsatt njurfunktion förlängs halveringstiden och risken för förgiftning ökar.',
    [
      r(
        '60-89',
        'B',
        'Normal till något lägre underhållsdos. Kontrollera S-digoxin vid misstanke om överdosering.',
      ),
      r(
        '30-59',
        'C',
        'Sänk underhållsdosen, till exempel till 0,13 mg dagligen, och kontrollera S-digoxin.',
      ),
      r(
        '15-29',
        'C',
        'Sänk dosen kraftigt, till exempel 0,13 mg varannan dag, och kontrollera S-digoxin.',
      ),
      r(
        '0-14',
        'D',
        'Undvik om möjligt. Om det ändå behövs: endast efter bedömning av specialist.',
      ),
    ],
  ),
  doc(
    'APIXABAN',
    'Apixaban vid nedsatt njurfunktion',
    false,
    'Ungefär en fjärdedel av apixaban utsöndras via njurarna. Vid förmaksflimmer gäller lägre dos om patienten har minst två av: ålder 80 år eller mer, vikt 60 kg eller mindre och kreatinin 133 µmol/l eller mer.',
    [
      r(
        '30-89',
        'A',
        'Normal dosering enligt indikation. Följ njurfunktionen minst en gång om året.',
      ),
      r(
        '15-29',
        'C',
        'Lägre dos: 2,5 mg två gånger dagligen vid förmaksflimmer. Använd med försiktighet.',
      ),
      r('0-14', 'D', 'Rekommenderas inte.'),
    ],
  ),
  doc(
    'RIVAROXABAN',
    'Rivaroxaban vid nedsatt njurfunktion',
    false,
    'Ungefär en tredjedel av rivaroxaban utsöndras oförändrat via njurarna.',
    [
      r('60-89', 'A', 'Normal dosering enligt indikation.'),
      r(
        '30-59',
        'C',
        'Vid förmaksflimmer: 15 mg en gång dagligen om eGFR är under 50. Följ njurfunktionen var sjätte månad.',
      ),
      r('15-29', 'C', 'Vid förmaksflimmer 15 mg en gång dagligen. Använd med försiktighet.'),
      r('0-14', 'D', 'Rekommenderas inte.'),
    ],
  ),
  doc(
    'DABIGATRAN',
    'Dabigatranetexilat vid nedsatt njurfunktion',
    false,
    'Dabigatran utsöndras till största delen via njurarna. Koncentrationen stiger tydligt när njurfunktionen sjunker.',
    [
      r('60-89', 'A', 'Normal dosering. Följ njurfunktionen minst en gång om året.'),
      r(
        '30-59',
        'C',
        'Överväg 110 mg två gånger dagligen vid hög blödningsrisk. Följ njurfunktionen minst var sjätte månad.',
      ),
      r('0-29', 'D', 'Ska inte användas. Välj ett annat antikoagulantium.'),
    ],
  ),
  doc(
    'ENOXAPARIN',
    'Enoxaparin vid nedsatt njurfunktion',
    false,
    'Enoxaparin utsöndras via njurarna och kan ansamlas vid nedsatt njurfunktion, med ökad risk för blödning.',
    [
      r('30-89', 'A', 'Normal dosering.'),
      r(
        '15-29',
        'C',
        'Sänk dosen: profylax 20 mg en gång dagligen, behandling 1 mg/kg en gång dagligen. Överväg mätning av anti-Xa-aktivitet.',
      ),
      r(
        '0-14',
        'D',
        'Rekommenderas inte, utom för att förhindra koagulation vid dialys. Överväg ofraktionerat heparin.',
      ),
    ],
  ),
  doc(
    'ENALAPRIL',
    'Enalapril vid nedsatt njurfunktion',
    false,
    'Den aktiva formen av enalapril utsöndras via njurarna. ACE-hämmare kan ge en övergående kreatininstegring och förhöjt kalium, men skyddar på sikt njurarna hos många patienter.',
    [
      r(
        '60-89',
        'A',
        'Normal dosering. Kontrollera kreatinin och kalium 1–2 veckor efter start och dosökning.',
      ),
      r('30-59', 'B', 'Starta med 2,5–5 mg och öka långsamt. Kontrollera kreatinin och kalium.'),
      r(
        '0-29',
        'C',
        'Starta med 2,5 mg. Dosera efter effekt med tät kontroll av kreatinin och kalium.',
      ),
    ],
  ),
  doc(
    'RAMIPRIL',
    'Ramipril vid nedsatt njurfunktion',
    false,
    'Den aktiva formen av ramipril utsöndras via njurarna. Kreatinin och kalium bör följas efter start och dosändring.',
    [
      r('60-89', 'A', 'Normal dosering.'),
      r(
        '30-59',
        'B',
        'Starta med 1,25–2,5 mg. Högst 5 mg per dygn. Kontrollera kreatinin och kalium.',
      ),
      r(
        '0-29',
        'C',
        'Starta med 1,25 mg och höj försiktigt. Tät kontroll av kreatinin och kalium.',
      ),
    ],
  ),
  doc(
    'LOSARTAN',
    'Losartan vid nedsatt njurfunktion',
    false,
    'Losartan elimineras främst via levern, men påverkar njurarnas genomblödning och kaliumutsöndring.',
    [
      r('30-89', 'A', 'Normal dosering. Kontrollera kreatinin och kalium efter start.'),
      r('0-29', 'B', 'Kan användas med tät kontroll av kreatinin och kalium.'),
    ],
  ),
  doc(
    'KANDESARTAN',
    'Kandesartan vid nedsatt njurfunktion',
    false,
    'Kandesartan utsöndras delvis via njurarna. Kreatinin och kalium bör följas vid nedsatt njurfunktion.',
    [
      r('30-89', 'A', 'Normal dosering. Kontrollera kreatinin och kalium efter start.'),
      r('15-29', 'B', 'Starta med 4 mg och öka försiktigt. Tät kontroll av kreatinin och kalium.'),
      r('0-14', 'C', 'Begränsad erfarenhet. Använd endast efter särskild bedömning.'),
    ],
  ),
  doc(
    'SPIRONOLAKTON',
    'Spironolakton vid nedsatt njurfunktion',
    false,
    'Spironolakton minskar kaliumutsöndringen. Risken för allvarlig hyperkalemi ökar kraftigt när njurfunktionen sjunker.',
    [
      r(
        '60-89',
        'B',
        'Normal dosering. Kontrollera kalium och kreatinin efter 1 vecka och därefter regelbundet.',
      ),
      r('30-59', 'C', 'Högst 25 mg dagligen eller varannan dag. Tät kontroll av kalium.'),
      r('0-29', 'D', 'Undvik.'),
    ],
  ),
  doc(
    'FUROSEMID',
    'Furosemid vid nedsatt njurfunktion',
    false,
    'Furosemid verkar inifrån njurens tubuli. Vid nedsatt njurfunktion når mindre furosemid verkningsstället, och högre doser behövs.',
    [
      r('30-89', 'A', 'Normal dosering efter effekt.'),
      r('0-29', 'B', 'Högre doser kan behövas för effekt. Följ vikt, elektrolyter och kreatinin.'),
    ],
  ),
  doc(
    'HYDROKLORTIAZID',
    'Hydroklortiazid vid nedsatt njurfunktion',
    false,
    'Tiazider får sämre urindrivande effekt när njurfunktionen sjunker och kan ge rubbningar i natrium och kalium.',
    [
      r('30-89', 'A', 'Normal dosering. Kontrollera natrium och kalium.'),
      r('0-29', 'C', 'Effekten är osäker. Överväg ett loopdiuretikum i stället.'),
    ],
  ),
  doc(
    'KALIUMKLORID',
    'Kaliumklorid vid nedsatt njurfunktion',
    false,
    'Kalium utsöndras via njurarna. Vid nedsatt njurfunktion ökar risken för hyperkalemi.',
    [
      r('60-89', 'A', 'Normal dosering efter kaliumvärde.'),
      r(
        '30-59',
        'B',
        'Kontrollera kalium tätare, särskilt vid samtidig behandling med ACE-hämmare eller spironolakton.',
      ),
      r('15-29', 'C', 'Endast vid påvisad brist och med tät kontroll av kalium.'),
      r('0-14', 'D', 'Undvik, utom vid påvisad brist och under noggrann kontroll.'),
    ],
  ),
  doc(
    'GABAPENTIN',
    'Gabapentin vid nedsatt njurfunktion',
    false,
    'Gabapentin utsöndras oförändrat via njurarna. Vid nedsatt njurfunktion ansamlas det, med risk för trötthet, yrsel och förvirring.',
    [
      r('60-89', 'B', 'Högst 1 800 mg per dygn vid eGFR under 80.'),
      r('30-59', 'C', 'Högst 900 mg per dygn, fördelat på flera doser.'),
      r('15-29', 'C', 'Högst 600 mg per dygn.'),
      r('0-14', 'C', 'Högst 300 mg per dygn; vid dialys dos efter varje behandling.'),
    ],
  ),
  doc(
    'PREGABALIN',
    'Pregabalin vid nedsatt njurfunktion',
    false,
    'Pregabalin utsöndras oförändrat via njurarna. Dosen anpassas efter njurfunktionen.',
    [
      r('60-89', 'A', 'Normal dosering.'),
      r('30-59', 'C', 'Halvera dygnsdosen, högst 300 mg per dygn.'),
      r('15-29', 'C', 'Högst 150 mg per dygn, en eller två gånger dagligen.'),
      r('0-14', 'C', 'Högst 75 mg per dygn, en gång dagligen.'),
    ],
  ),
  doc(
    'MORFIN',
    'Morfin vid nedsatt njurfunktion',
    false,
    'Morfin bryts ned till aktiva metaboliter som utsöndras via njurarna och ansamlas vid nedsatt njurfunktion, med risk för trötthet, förvirring och andningsdepression.',
    [
      r('60-89', 'A', 'Normal dosering.'),
      r('30-59', 'B', 'Starta med lägre dos och längre dosintervall. Följ trötthet och andning.'),
      r('15-29', 'C', 'Sänk dosen och förläng dosintervallet. Överväg oxikodon eller fentanyl.'),
      r('0-14', 'D', 'Undvik. Välj ett opioid som påverkas mindre av njurfunktionen.'),
    ],
  ),
  doc(
    'OXIKODON',
    'Oxikodon vid nedsatt njurfunktion',
    false,
    'Oxikodon och dess metaboliter utsöndras delvis via njurarna. Koncentrationen kan öka vid nedsatt njurfunktion.',
    [
      r('60-89', 'A', 'Normal dosering.'),
      r('30-59', 'B', 'Starta med lägre dos och öka försiktigt.'),
      r('0-29', 'C', 'Starta med ungefär halva dosen och förläng dosintervallet vid behov.'),
    ],
  ),
  doc(
    'TRAMADOL',
    'Tramadol vid nedsatt njurfunktion',
    false,
    'Tramadol och dess aktiva metabolit utsöndras via njurarna och ansamlas vid nedsatt njurfunktion, med ökad risk för kramper och trötthet.',
    [
      r('30-89', 'A', 'Normal dosering.'),
      r(
        '15-29',
        'C',
        'Förläng dosintervallet till 12 timmar, högst 200 mg per dygn. Undvik depottabletter.',
      ),
      r('0-14', 'D', 'Undvik.'),
    ],
  ),
  doc(
    'KODEIN',
    'Kodein vid nedsatt njurfunktion',
    false,
    'Kodein omvandlas till morfin, och metaboliterna utsöndras via njurarna. Vid nedsatt njurfunktion ansamlas de.',
    [
      r('60-89', 'A', 'Normal dosering.'),
      r('30-59', 'B', 'Använd lägre dos och följ trötthet och andning.'),
      r('15-29', 'C', 'Sänk dosen och förläng dosintervallet.'),
      r('0-14', 'D', 'Undvik.'),
    ],
  ),
  doc(
    'TRIMETOPRIM',
    'Trimetoprim vid nedsatt njurfunktion',
    false,
    'Trimetoprim utsöndras via njurarna. Det hämmar också njurarnas utsöndring av kreatinin och kalium, vilket kan höja båda värdena utan att njurfunktionen egentligen försämras.',
    [
      r('30-89', 'A', 'Normal dosering. Observera att kreatinin kan stiga något.'),
      r('15-29', 'C', 'Halvera dosen efter tre dagar. Kontrollera kalium.'),
      r('0-14', 'D', 'Undvik. Välj ett annat antibiotikum.'),
    ],
    { productNumbers: [163] },
  ),
  doc(
    'SULFAMETOXAZOL',
    'Trimetoprim–sulfametoxazol vid nedsatt njurfunktion',
    false,
    'Båda substanserna utsöndras via njurarna. Vid nedsatt njurfunktion ansamlas de, och risken för hyperkalemi och benmärgspåverkan ökar.',
    [
      r('30-89', 'A', 'Normal dosering.'),
      r('15-29', 'C', 'Halvera dosen. Kontrollera kalium och blodstatus.'),
      r('0-14', 'D', 'Undvik, utom vid särskild indikation och då med koncentrationsbestämning.'),
    ],
    { productNumbers: [164, 165] },
  ),
  doc(
    'CIPROFLOXACIN',
    'Ciprofloxacin vid nedsatt njurfunktion',
    false,
    'Ciprofloxacin utsöndras till stor del via njurarna. Ögondroppar påverkas inte av njurfunktionen.',
    [
      r('30-89', 'A', 'Normal dosering.'),
      r(
        '15-29',
        'C',
        'Ge högst 500 mg en gång dagligen, eller förläng dosintervallet till 24 timmar.',
      ),
      r('0-14', 'C', 'Ge högst 500 mg en gång dagligen.'),
    ],
  ),
  doc(
    'NITROFURANTOIN',
    'Nitrofurantoin vid nedsatt njurfunktion',
    false,
    'Nitrofurantoin verkar genom att koncentreras i urinen. Vid nedsatt njurfunktion blir effekten sämre och risken för biverkningar, som nervskador, större.',
    [
      r('60-89', 'A', 'Normal dosering.'),
      r('30-59', 'B', 'Kan användas vid kortvarig behandling av okomplicerad urinvägsinfektion.'),
      r('0-29', 'D', 'Undvik. Välj ett annat antibiotikum.'),
    ],
  ),
  doc(
    'AMOXICILLIN',
    'Amoxicillin vid nedsatt njurfunktion',
    false,
    'Amoxicillin utsöndras via njurarna men har ett brett säkerhetsintervall.',
    [
      r('30-89', 'A', 'Normal dosering.'),
      r('15-29', 'B', 'Förläng dosintervallet till 12 timmar vid höga doser.'),
      r('0-14', 'C', 'Ge dosen var 24:e timme.'),
    ],
  ),
  doc(
    'GENTAMICIN',
    'Gentamicin vid nedsatt njurfunktion',
    true,
    'Gentamicin utsöndras via njurarna och kan skada både njurar och innerör. Dosen styrs av koncentrationsbestämning.',
    [
      r(
        '60-89',
        'C',
        'Dosera efter vikt och mät dalkoncentrationen. Begränsa behandlingen till några dagar.',
      ),
      r('30-59', 'C', 'Förläng dosintervallet till 36–48 timmar och mät koncentrationen.'),
      r('0-29', 'D', 'Undvik, utom vid allvarlig infektion och då efter bedömning av specialist.'),
    ],
  ),
  doc(
    'METOTREXAT',
    'Metotrexat vid nedsatt njurfunktion',
    true,
    'Metotrexat utsöndras via njurarna. Nedsatt njurfunktion ökar risken för benmärgspåverkan och slemhinneskador, och höga doser kan själva skada njurarna.',
    [
      r(
        '60-89',
        'B',
        'Överväg en lägre startdos. Kontrollera blodstatus och njurfunktion regelbundet.',
      ),
      r('30-59', 'C', 'Halvera dosen och kontrollera blodstatus och njurfunktion tätare.'),
      r('0-29', 'D', 'Ska inte användas.'),
    ],
  ),
  doc(
    'ALLOPURINOL',
    'Allopurinol vid nedsatt njurfunktion',
    false,
    'Den aktiva metaboliten av allopurinol utsöndras via njurarna. En för hög startdos vid nedsatt njurfunktion ökar risken för allvarliga överkänslighetsreaktioner.',
    [
      r('60-89', 'A', 'Starta med 100 mg dagligen och öka efter urat.'),
      r('30-59', 'B', 'Starta med 50–100 mg dagligen och öka långsamt.'),
      r('0-29', 'C', 'Starta med 50 mg dagligen eller varannan dag och öka mycket försiktigt.'),
    ],
  ),
  doc(
    'BISOPROLOL',
    'Bisoprolol vid nedsatt njurfunktion',
    false,
    'Bisoprolol elimineras till hälften via njurarna och till hälften via levern.',
    [
      r('15-89', 'A', 'Normal dosering.'),
      r('0-14', 'B', 'Högst 10 mg dagligen. Öka dosen försiktigt.'),
    ],
  ),
  ...GROUPS.flatMap((group) =>
    group.renal.map((d) =>
      doc(
        d.key,
        d.title,
        d.nephrotoxic,
        d.background,
        d.recommendations.map(([range, code, text]) => r(range, code, text)),
      ),
    ),
  ),
];
