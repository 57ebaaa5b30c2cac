// Interaction pairs of the demo knowledge base, with their four Swedish texts each. All texts are
// written by the Medkompass team from general pharmacological knowledge; they are demo data, not
// clinical advice. Families of similar pairs share a text function with the names filled in, so
// that each pair still gets its own, complete texts.

import type { Administration } from '@medkompass/contracts/product.ts';
import { GROUPS } from './groups/index.ts';
import { FORM_ADMINISTRATION, PRODUCTS } from './products.ts';
import { svName, topKeyOf } from './substances.ts';
import { cap } from './text.ts';

export type Severity = 'A' | 'B' | 'C' | 'D';
export type Documentation = 0 | 1 | 2 | 3 | 4;

export interface Texts {
  consequence: string;
  recommendation: string;
  mechanism: string;
  background: string;
}

export interface FormClassification {
  /**
   * The key of the pair's substance whose drug form this is; when absent, the build takes the one
   * of the two that has products with these routes (and fails if both or neither have).
   */
  on?: string;
  administrations: Administration[];
  sev: Severity;
  doc: Documentation;
}

export interface InteractionRow {
  id: string;
  a: string;
  b: string;
  sev: Severity;
  doc: Documentation;
  forms: FormClassification[];
  texts: Texts;
}

export function parseCode(code: string): { sev: Severity; doc: Documentation } {
  const match = /^([ABCD])([0-4])$/.exec(code);
  if (!match) throw new Error(`Ogiltig interaktionsklass ${code}`);
  return { sev: match[1] as Severity, doc: Number(match[2]) as Documentation };
}

/** A drug-form classification: products with one of these routes get `code` instead. */
function form(code: string, ...administrations: Administration[]): FormClassification {
  return { administrations, ...parseCode(code) };
}
/** A drug-form classification of the substance `on` of the pair. */
function formOf(on: string, code: string, ...administrations: Administration[]) {
  return { on, ...form(code, ...administrations) };
}
const topical = (code: string) => form(code, 'topical');

export const t = (
  consequence: string,
  recommendation: string,
  mechanism: string,
  background: string,
): Texts => ({ consequence, recommendation, mechanism, background });

const rows: InteractionRow[] = [];

/** Adds a pair; the id is 'i-<a>-<b>' from the keys unless given (the original demo ids). */
function ix(
  a: string,
  b: string,
  code: string,
  texts: Texts,
  forms: FormClassification[] = [],
  id = `i-${a.toLowerCase()}-${b.toLowerCase()}`,
): void {
  rows.push({ id, a, b, ...parseCode(code), forms, texts });
}

const n = svName;
const N = (key: string): string => cap(svName(key));

const TOPICAL_NOTE =
  ' Utvärtes beredningar som gel ger låga halter i blodet och innebär betydligt mindre risk.';

/** The note on topical forms, for a substance that has topical products (else nothing). */
export function topicalNote(key: string): string {
  const hasTopical = PRODUCTS.some(
    (p) =>
      FORM_ADMINISTRATION[p.form] === 'topical' &&
      p.substanceKeys.some((k) => topKeyOf(k) === topKeyOf(key)),
  );
  return hasTopical ? TOPICAL_NOTE : '';
}

// ---------------------------------------------------------------------------------------------
// Text families
// ---------------------------------------------------------------------------------------------

function anticoagulantNsaid(anticoagulant: string, nsaid: string): Texts {
  return t(
    'Ökad risk för blödning, framför allt från magtarmkanalen.',
    `Undvik regelbunden användning av ${n(nsaid)}; paracetamol är förstahandsval vid smärta. Behövs ${n(nsaid)} ändå: kortast möjliga tid, magskydd med protonpumpshämmare och uppföljning av tecken på blödning.${topicalNote(nsaid)}`,
    `${N(nsaid)} hämmar trombocyternas funktion och kan skada slemhinnan i magtarmkanalen. Det läggs till den hämning av koagulationen som ${n(anticoagulant)} ger.`,
    'Blödningsrisken vid kombinationen av antikoagulantia och NSAID är väl belagd i stora observationsstudier.',
  );
}

function ssriTramadol(antidepressant: string): Texts {
  return t(
    'Risk för serotonergt syndrom och för kramper. Den smärtlindrande effekten av tramadol kan också bli svagare.',
    'Välj om möjligt ett annat smärtstillande medel. Används kombinationen: låg startdos av tramadol, långsam upptrappning och information om symtom som oro, svettningar, muskelryckningar och feber.',
    `Både ${n(antidepressant)} och tramadol ökar mängden serotonin i nervsynapserna. ${N(antidepressant)} kan också hämma CYP2D6, som behövs för att tramadol ska omvandlas till sin mest smärtlindrande metabolit.`,
    'Serotonergt syndrom och kramper vid kombinationen finns beskrivna i fallrapporter; risken ökar med dosen av tramadol.',
  );
}

function ssriPlatelet(antidepressant: string, other: string, kind: 'nsaid' | 'asa'): Texts {
  return t(
    'Ökad risk för blödning, främst från övre magtarmkanalen.',
    kind === 'nsaid'
      ? `Välj hellre paracetamol vid smärta. Om ${n(other)} behövs: begränsa behandlingstiden och ge protonpumpshämmare som magskydd, särskilt till äldre och till patienter som haft magsår.${topicalNote(other)}`
      : 'Kombinationen är ofta befogad. Var uppmärksam på tecken på blödning och överväg protonpumpshämmare om patienten har fler riskfaktorer för magsår.',
    `${N(antidepressant)} minskar trombocyternas upptag av serotonin, vilket försämrar deras förmåga att klumpa ihop sig. ${N(other)} hämmar också trombocyterna och kan skada magslemhinnan.`,
    'Sambandet är visat i flera stora observationsstudier; risken är störst när NSAID ingår.',
  );
}

function qt(a: string, b: string, avoid: boolean, extra = ''): Texts {
  return t(
    'Risk för förlängt QT-intervall och allvarlig hjärtrytmrubbning (torsade de pointes).',
    avoid
      ? 'Undvik kombinationen. Om den bedöms nödvändig: EKG före och under behandlingen, korrigera kalium och magnesium och undvik höga doser.'
      : 'Ta EKG före och under behandlingen om patienten har andra riskfaktorer, som hög ålder, hjärtsjukdom, lågt kalium eller lågt magnesium.',
    `Både ${n(a)} och ${n(b)} förlänger QT-intervallet, och effekterna kan adderas.${extra}`,
    'Bedömningen grundar sig på den kända QT-effekten hos var och en av substanserna och på fallrapporter om arytmier vid kombinationer av QT-förlängande läkemedel.',
  );
}

function opioidDepressant(opioid: string, other: string, extraMechanism = ''): Texts {
  return t(
    'Förstärkt dämpning av centrala nervsystemet med risk för andningsdepression, uttalad trötthet och fall.',
    'Kombinera bara när andra alternativ inte räcker. Använd lägsta effektiva doser, begränsa behandlingstiden och följ patienten noga, särskilt äldre och patienter med lungsjukdom eller sömnapné.',
    `${N(opioid)} och ${n(other)} dämpar andning och vakenhet via olika mekanismer, och effekterna förstärker varandra.${extraMechanism}`,
    'En ökad risk för överdos och dödsfall vid kombinationen är visad i stora registerstudier.',
  );
}

function alcoholDepressant(drug: string): Texts {
  return t(
    'Förstärkt trötthet och nedsatt reaktionsförmåga; vid större mängder risk för andningsdepression och fall.',
    'Avråd från alkohol under behandlingen och informera om risken vid bilkörning och arbete som kräver uppmärksamhet.',
    `Alkohol och ${n(drug)} förstärker varandras dämpande effekt på centrala nervsystemet.`,
    'Den additiva effekten är visad i studier på friska försökspersoner och är väl känd kliniskt.',
  );
}

function hyperkalaemia(a: string, b: string): Texts {
  return t(
    'Risk för hyperkalemi (förhöjt kalium i blodet), som i svåra fall kan ge livshotande hjärtrytmrubbningar.',
    'Kontrollera kalium och kreatinin före start, efter 1–2 veckor och därefter regelbundet. Var extra försiktig vid nedsatt njurfunktion, diabetes, hög ålder och vid uttorkning.',
    `${N(a)} och ${n(b)} minskar båda njurarnas utsöndring av kalium.`,
    'Allvarlig hyperkalemi vid kombinationen är beskriven i fallserier och observationsstudier, främst hos äldre med nedsatt njurfunktion.',
  );
}

function lithium(drug: string, kind: 'nsaid' | 'raas' | 'thiazide' | 'loop'): Texts {
  const recommendation = {
    nsaid: `Undvik ${n(drug)}; paracetamol är ett bättre alternativ. Behövs NSAID ändå: kontrollera serum-litium 4–5 dagar efter start och vid dosändring.${topicalNote(drug)}`,
    raas: `Kontrollera serum-litium före start och 1–2 veckor efter insättning eller dosändring av ${n(drug)}. Litiumdosen kan behöva sänkas.`,
    thiazide:
      'Undvik kombinationen. Behövs en tiazid ändå: sänk litiumdosen och kontrollera serum-litium tätt under de första veckorna.',
    loop: 'Kontrollera serum-litium efter insättning och dosändring, särskilt vid risk för uttorkning.',
  }[kind];
  const mechanism = {
    nsaid: `${N(drug)} hämmar bildningen av prostaglandiner i njuren, vilket minskar genomblödningen och utsöndringen av litium.`,
    raas: `${N(drug)} ger en lätt förlust av natrium. Njuren återupptar då mer natrium och samtidigt mer litium.`,
    thiazide:
      'Tiazider ökar utsöndringen av natrium. Njuren kompenserar genom att återuppta mer natrium, och därmed också litium, i de proximala tubuli.',
    loop: 'Furosemid kan ge förlust av natrium och vätska, vilket gör att njuren återupptar mer litium. Effekten är mindre och mer varierande än med tiazider.',
  }[kind];
  return t(
    'Serum-litium kan stiga, med risk för litiumförgiftning: skakningar, illamående, diarré, ostadighet och förvirring.',
    recommendation,
    mechanism,
    kind === 'loop'
      ? 'Beskrivet i fallrapporter och mindre studier; effekten varierar mellan patienter.'
      : 'Höjda litiumhalter vid kombinationen är visade i studier på patienter och i fallrapporter om förgiftning.',
  );
}

function johannesOrtInduction(drug: string, consequence: string, recommendation: string): Texts {
  return t(
    consequence,
    recommendation,
    `Johannesört ökar bildningen av enzymet CYP3A4 och transportproteinet P-glykoprotein i tarm och lever, vilket sänker koncentrationen av ${n(drug)}.`,
    'Effekten är visad i studier på friska försökspersoner. Den utvecklas under 1–2 veckor och kvarstår ungefär två veckor efter utsättning.',
  );
}

function carbamazepineInduction(drug: string, consequence: string, recommendation: string): Texts {
  return t(
    consequence,
    recommendation,
    `Karbamazepin ökar bildningen av läkemedelsnedbrytande enzymer (bland annat CYP3A4) och påskyndar därmed nedbrytningen av ${n(drug)}.`,
    'Effekten är visad i farmakokinetiska studier. Den kommer gradvis under 2–3 veckor och kvarstår några veckor efter att karbamazepin satts ut.',
  );
}

function chelation(drug: string, binder: string, ion: string, hours: string): Texts {
  return t(
    `${N(binder)} minskar upptaget av ${n(drug)} från tarmen, vilket kan ge sämre effekt.`,
    `Ta ${n(drug)} minst ${hours} före ${n(binder)}, eller flera timmar efter.`,
    `${N(drug)} binder till ${ion} i tarmen och bildar komplex som inte kan tas upp.`,
    'Det minskade upptaget är visat i studier på friska försökspersoner.',
  );
}

// ---------------------------------------------------------------------------------------------
// The original demo pairs (ids, classifications and texts unchanged)
// ---------------------------------------------------------------------------------------------

ix(
  'WARFARIN',
  'IBUPROFEN',
  'D3',
  t(
    'Kombinationen ger ökad risk för blödning, särskilt från magtarmkanalen.',
    'Undvik kombinationen. Välj paracetamol vid behov av smärtlindring.',
    'Ibuprofen hämmar trombocytfunktionen och kan skada magslemhinnan, vilket läggs till warfarins hämning av koagulationen.',
    'Sambandet mellan NSAID och blödning hos patienter som behandlas med warfarin är välkänt från observationsstudier.',
  ),
  [topical('B1')],
  'i-warfarin-ibuprofen',
);
ix(
  'WARFARIN',
  'PARACETAMOL',
  'C3',
  t(
    'Regelbundet intag av paracetamol i högre doser kan höja PK(INR).',
    'Tillfälliga doser går bra. Vid regelbunden användning under flera dagar: följ PK(INR) tätare.',
    'Mekanismen är inte helt klarlagd; paracetamol tros påverka den vitamin K-beroende bildningen av koagulationsfaktorer.',
    'Effekten har visats i studier på friska försökspersoner och patienter, men är oftast måttlig.',
  ),
  [],
  'i-warfarin-paracetamol',
);
ix(
  'WARFARIN',
  'ACETYLSALICYL',
  'D4',
  t(
    'Kombinationen ger tydligt ökad blödningsrisk.',
    'Kombinera endast när det finns en särskild indikation och då under noggrann uppföljning.',
    'Acetylsalicylsyra hämmar trombocyternas aggregation och förstärker därmed den antikoagulerande effekten.',
    'Den ökade blödningsrisken är visad i kontrollerade studier.',
  ),
  [],
  'i-warfarin-asa',
);
ix(
  'IBUPROFEN',
  'ACETYLSALICYL',
  'C2',
  t(
    'Ibuprofen kan minska den trombocythämmande effekten av lågdos acetylsalicylsyra.',
    'Ta acetylsalicylsyra minst en halvtimme före ibuprofen, eller välj ett annat smärtstillande medel.',
    'Ibuprofen konkurrerar om bindningsstället på cyklooxygenas-1 i trombocyterna.',
    'Effekten är visad i farmakodynamiska studier; den kliniska betydelsen är osäker.',
  ),
  [],
  'i-ibuprofen-asa',
);
ix(
  'LEVOTYROXIN',
  'JARNSULFAT',
  'C2',
  t(
    'Järn minskar upptaget av levotyroxin från tarmen.',
    'Ta preparaten med minst fyra timmars mellanrum.',
    'Järn bildar komplex med levotyroxin i tarmen.',
    'Beskrivet i fallrapporter och mindre studier.',
  ),
  [],
  'i-levotyroxin-jarn',
);

// ---------------------------------------------------------------------------------------------
// Warfarin
// ---------------------------------------------------------------------------------------------

ix('WARFARIN', 'NAPROXEN', 'D3', anticoagulantNsaid('WARFARIN', 'NAPROXEN'));
ix('WARFARIN', 'DIKLOFENAK', 'D3', anticoagulantNsaid('WARFARIN', 'DIKLOFENAK'), [topical('B1')]);
ix(
  'WARFARIN',
  'CELEKOXIB',
  'C3',
  t(
    'Risken för blödning kan öka, och PK(INR) kan stiga.',
    'Undvik om möjligt. Används kombinationen: kontrollera PK(INR) inom en vecka efter start och var uppmärksam på tecken på blödning från magtarmkanalen.',
    'Celekoxib påverkar trombocyterna mindre än andra NSAID men kan ändå skada magslemhinnan, och det konkurrerar med warfarin om nedbrytning via CYP2C9.',
    'Höjt PK(INR) och blödningar finns beskrivna i fallrapporter, främst hos äldre.',
  ),
);
ix(
  'WARFARIN',
  'AMIODARON',
  'C4',
  t(
    'Den antikoagulerande effekten förstärks kraftigt, med risk för blödning.',
    'Sänk warfarindosen med ungefär en tredjedel till hälften när amiodaron sätts in, och kontrollera PK(INR) varje vecka under de första två månaderna. Effekten kvarstår länge efter att amiodaron satts ut.',
    'Amiodaron och dess metabolit hämmar CYP2C9 och andra enzymer som bryter ned warfarin.',
    'Interaktionen är väl dokumenterad i studier på patienter. På grund av amiodarons mycket långa halveringstid kommer effekten gradvis under flera veckor.',
  ),
);
ix(
  'WARFARIN',
  'FLUKONAZOL',
  'D3',
  t(
    'PK(INR) stiger ofta kraftigt, med risk för allvarlig blödning.',
    'Välj om möjligt en annan behandling, till exempel lokal behandling vid svampinfektion i slemhinnor. Behövs flukonazol: kontrollera PK(INR) inom 3–5 dagar och sänk warfarindosen vid behov.',
    'Flukonazol hämmar CYP2C9, det enzym som främst bryter ned den mest verksamma formen av warfarin.',
    'Visat i studier på friska försökspersoner och i många fallrapporter. Även en engångsdos kan höja PK(INR) under några dagar.',
  ),
);
ix(
  'WARFARIN',
  'KLARITROMYCIN',
  'C3',
  t(
    'PK(INR) kan stiga och risken för blödning öka.',
    'Kontrollera PK(INR) inom en vecka efter att kuren startat. Överväg ett annat antibiotikum som inte hämmar CYP3A4.',
    'Klaritromycin hämmar CYP3A4, som bidrar till nedbrytningen av warfarin. Infektionen i sig kan också påverka PK(INR).',
    'Beskrivet i fallrapporter och i observationsstudier av patienter som behandlats med warfarin.',
  ),
);
ix(
  'WARFARIN',
  'TRIMETOPRIM',
  'C2',
  t(
    'PK(INR) kan stiga något.',
    'Kontrollera PK(INR) några dagar efter att behandlingen startat, särskilt vid längre kurer.',
    'Trimetoprim hämmar CYP2C8 och i viss mån CYP2C9, som deltar i nedbrytningen av warfarin.',
    'Effekten är betydligt mindre än med kombinationen trimetoprim–sulfametoxazol och bygger på fallrapporter.',
  ),
);
ix(
  'WARFARIN',
  'SULFAMETOXAZOL',
  'D3',
  t(
    'PK(INR) stiger ofta tydligt, med risk för allvarlig blödning.',
    'Välj ett annat antibiotikum. Om kombinationen ändå behövs: sänk warfarindosen och kontrollera PK(INR) var tredje dag under kuren.',
    'Sulfametoxazol hämmar CYP2C9 och tränger undan warfarin från bindningen till plasmaproteiner.',
    'Visat i studier på patienter och i registerstudier med ökad risk för sjukhusvård på grund av blödning.',
  ),
);
ix(
  'WARFARIN',
  'METRONIDAZOL',
  'D3',
  t(
    'PK(INR) stiger ofta kraftigt, med risk för allvarlig blödning.',
    'Välj ett annat medel om möjligt. Behövs metronidazol: sänk warfarindosen med ungefär en tredjedel och kontrollera PK(INR) två gånger i veckan. Kräm och vaginalgel ger låga halter i blodet.',
    'Metronidazol hämmar CYP2C9 och därmed nedbrytningen av den mest verksamma formen av warfarin.',
    'Interaktionen är visad i studier på friska försökspersoner och i många fallrapporter.',
  ),
  [topical('B1')],
);
ix(
  'WARFARIN',
  'CIPROFLOXACIN',
  'C2',
  t(
    'PK(INR) kan stiga under behandlingen.',
    'Kontrollera PK(INR) inom en vecka efter start. Ögondroppar påverkar inte warfarinbehandlingen.',
    'Ciprofloxacin hämmar CYP1A2, som bryter ned den mindre verksamma formen av warfarin. Infektion och minskat födointag bidrar ofta.',
    'Studierna ger motstridiga resultat; höjt PK(INR) finns beskrivet i fallrapporter.',
  ),
  [topical('A0')],
);
ix(
  'WARFARIN',
  'SIMVASTATIN',
  'B2',
  t(
    'PK(INR) kan stiga något när simvastatin sätts in eller dosen ändras.',
    'Kontrollera PK(INR) någon gång efter insättning eller dosändring.',
    'Mekanismen är oklar; konkurrens om nedbrytande enzymer har föreslagits.',
    'Beskrivet i fallrapporter; de flesta patienter påverkas inte i någon betydande grad.',
  ),
);
ix(
  'WARFARIN',
  'ROSUVASTATIN',
  'C2',
  t(
    'PK(INR) kan stiga när rosuvastatin sätts in eller dosen höjs.',
    'Kontrollera PK(INR) 1–2 veckor efter insättning eller dosändring.',
    'Mekanismen är inte klarlagd.',
    'Beskrivet i väldokumenterade fallrapporter och i en mindre studie på patienter.',
  ),
);
ix(
  'WARFARIN',
  'KARBAMAZEPIN',
  'C3',
  carbamazepineInduction(
    'WARFARIN',
    'Den antikoagulerande effekten av warfarin minskar, med risk för tromboembolism. När karbamazepin sätts ut kan PK(INR) i stället stiga.',
    'Kontrollera PK(INR) tätt under de första veckorna efter insättning och efter utsättning av karbamazepin. Warfarindosen behöver ofta höjas.',
  ),
);
ix(
  'WARFARIN',
  'JOHANNESORT',
  'D3',
  t(
    'Den antikoagulerande effekten minskar, med risk för tromboembolism.',
    'Avråd från johannesört. Om patienten redan använder det: sätt inte ut det på egen hand utan kontroll av PK(INR), eftersom värdet kan stiga efter utsättning.',
    'Johannesört ökar bildningen av CYP2C9 och CYP3A4, vilket påskyndar nedbrytningen av warfarin.',
    'Visat i studier på friska försökspersoner och i fallrapporter.',
  ),
);
ix(
  'WARFARIN',
  'LEVOTYROXIN',
  'C2',
  t(
    'Den antikoagulerande effekten kan öka när levotyroxin sätts in eller dosen höjs.',
    'Kontrollera PK(INR) tätare under de första veckorna efter start eller dosändring av levotyroxin.',
    'Ökad ämnesomsättning påskyndar nedbrytningen av koagulationsfaktorer, vilket förstärker effekten av warfarin.',
    'Beskrivet i fallrapporter och mindre studier hos patienter som normaliserat sin sköldkörtelfunktion.',
  ),
);
ix(
  'WARFARIN',
  'SERTRALIN',
  'C2',
  t(
    'Ökad risk för blödning, trots att PK(INR) ofta är oförändrat.',
    'Var uppmärksam på tecken på blödning. Kontrollera PK(INR) någon gång efter start.',
    'Sertralin minskar trombocyternas upptag av serotonin och försämrar därmed deras funktion.',
    'En ökad blödningsrisk är visad i observationsstudier av patienter med warfarin och SSRI.',
  ),
);
ix(
  'WARFARIN',
  'CITALOPRAM',
  'C2',
  t(
    'Ökad risk för blödning.',
    'Var uppmärksam på tecken på blödning, särskilt under de första veckorna.',
    'Citalopram minskar trombocyternas upptag av serotonin, vilket försämrar deras förmåga att klumpa ihop sig.',
    'En ökad blödningsrisk vid SSRI och warfarin är visad i observationsstudier.',
  ),
);
ix(
  'WARFARIN',
  'ESCITALOPRAM',
  'C2',
  t(
    'Ökad risk för blödning.',
    'Var uppmärksam på tecken på blödning, särskilt hos äldre.',
    'Escitalopram minskar trombocyternas upptag av serotonin, vilket försämrar deras förmåga att klumpa ihop sig.',
    'En ökad blödningsrisk vid SSRI och warfarin är visad i observationsstudier.',
  ),
);
ix(
  'WARFARIN',
  'VENLAFAXIN',
  'C2',
  t(
    'Ökad risk för blödning; enstaka fall av höjt PK(INR) finns beskrivna.',
    'Var uppmärksam på tecken på blödning och kontrollera PK(INR) efter start.',
    'Venlafaxin hämmar återupptaget av serotonin i trombocyterna och försämrar deras funktion.',
    'Baserat på fallrapporter och erfarenheter från SSRI med samma verkan på trombocyter.',
  ),
);
ix(
  'WARFARIN',
  'KLOPIDOGREL',
  'D3',
  t(
    'Tydligt ökad risk för blödning.',
    'Kombinera bara vid särskild indikation, till exempel en tidsbegränsad period efter stentbehandling, och då med protonpumpshämmare och noggrann uppföljning.',
    'Klopidogrel hämmar trombocyternas aggregation, vilket läggs till warfarins hämning av koagulationen.',
    'Den ökade blödningsrisken är visad i studier på patienter och i registerstudier.',
  ),
);
ix(
  'WARFARIN',
  'ALKOHOL',
  'B2',
  t(
    'Effekten varierar: en enstaka stor mängd alkohol kan höja PK(INR), medan regelbunden hög konsumtion kan sänka det. Leverskada ökar blödningsrisken.',
    'Måttligt alkoholintag går bra. Avråd från berusning och från stora förändringar i vanorna.',
    'Alkohol påverkar leverns nedbrytning av warfarin åt olika håll beroende på mängd och tid.',
    'Beskrivet i fallrapporter och mindre studier med varierande resultat.',
  ),
);
ix(
  'WARFARIN',
  'GRAPEFRUKTJUICE',
  'A1',
  t(
    'Ingen kliniskt betydelsefull påverkan på PK(INR) väntas av normala mängder.',
    'Ingen åtgärd behövs.',
    'Grapefruktjuice hämmar CYP3A4 i tarmväggen, som bara har en liten roll i nedbrytningen av warfarin.',
    'En mindre studie och enstaka fallrapporter; ingen tydlig effekt har visats.',
  ),
);
ix(
  'WARFARIN',
  'OMEPRAZOL',
  'A3',
  t(
    'Omeprazol ger ingen kliniskt betydelsefull ändring av PK(INR).',
    'Ingen åtgärd behövs. Protonpumpshämmare är ofta befogade som magskydd vid antikoagulantiabehandling.',
    'Omeprazol hämmar CYP2C19, som bara bryter ned den mindre verksamma formen av warfarin.',
    'Studier på friska försökspersoner visar en liten ändring av warfarinhalten utan effekt på PK(INR).',
  ),
);
ix(
  'WARFARIN',
  'PANTOPRAZOL',
  'A3',
  t(
    'Ingen kliniskt betydelsefull påverkan på PK(INR).',
    'Ingen åtgärd behövs.',
    'Pantoprazol påverkar inte de enzymer som bryter ned warfarin i någon betydande grad.',
    'Visat i studier på friska försökspersoner.',
  ),
);
ix(
  'WARFARIN',
  'PREDNISOLON',
  'C2',
  t(
    'PK(INR) kan stiga vid högre doser, och risken för blödning från magtarmkanalen ökar.',
    'Kontrollera PK(INR) inom en vecka vid start av högre doser och överväg magskydd.',
    'Mekanismen för PK(INR)-stegringen är oklar. Glukokortikoider kan också skada magslemhinnan.',
    'Beskrivet i fallrapporter och i en observationsstudie.',
  ),
);
ix(
  'WARFARIN',
  'ALLOPURINOL',
  'B1',
  t(
    'Enstaka patienter har fått höjt PK(INR).',
    'Kontrollera PK(INR) någon gång efter insättning av allopurinol.',
    'Allopurinol kan hämma leverns nedbrytning av warfarin, men effekten varierar mycket mellan individer.',
    'Enstaka fallrapporter; studier visar ingen effekt hos de flesta patienter.',
  ),
);
ix(
  'WARFARIN',
  'TRAMADOL',
  'C2',
  t(
    'PK(INR) kan stiga och risken för blödning öka.',
    'Kontrollera PK(INR) efter några dagars regelbunden användning.',
    'Mekanismen är inte klarlagd.',
    'Beskrivet i flera väldokumenterade fallrapporter.',
  ),
);
ix(
  'WARFARIN',
  'AMOXICILLIN',
  'B2',
  t(
    'PK(INR) kan stiga hos enstaka patienter.',
    'Kontrollera PK(INR) vid längre kurer eller om patienten är påverkad av sin infektion.',
    'Infektion, feber och minskat intag av vitamin K påverkar sannolikt mer än amoxicillin i sig.',
    'Fallrapporter och observationsstudier; kontrollerade studier visar ingen tydlig effekt.',
  ),
);
ix(
  'WARFARIN',
  'DOXYCYKLIN',
  'B1',
  t(
    'PK(INR) kan stiga hos enstaka patienter.',
    'Överväg en extra kontroll av PK(INR) under kuren.',
    'Mekanismen är oklar; påverkan på tarmfloran och vitamin K-bildningen har föreslagits.',
    'Enstaka fallrapporter.',
  ),
);

// ---------------------------------------------------------------------------------------------
// Direct oral anticoagulants and heparins
// ---------------------------------------------------------------------------------------------

ix('APIXABAN', 'IBUPROFEN', 'C3', anticoagulantNsaid('APIXABAN', 'IBUPROFEN'), [topical('B1')]);
ix('APIXABAN', 'NAPROXEN', 'C3', anticoagulantNsaid('APIXABAN', 'NAPROXEN'));
ix('RIVAROXABAN', 'IBUPROFEN', 'C3', anticoagulantNsaid('RIVAROXABAN', 'IBUPROFEN'), [
  topical('B1'),
]);
ix('RIVAROXABAN', 'DIKLOFENAK', 'C3', anticoagulantNsaid('RIVAROXABAN', 'DIKLOFENAK'), [
  topical('B1'),
]);
ix('DABIGATRAN', 'IBUPROFEN', 'C3', anticoagulantNsaid('DABIGATRAN', 'IBUPROFEN'), [topical('B1')]);
ix(
  'APIXABAN',
  'ACETYLSALICYL',
  'C4',
  t(
    'Ökad risk för blödning.',
    'Kombinera bara vid särskild indikation, till exempel efter kranskärlshändelse, och under begränsad tid. Värdera blödningsrisken regelbundet.',
    'Acetylsalicylsyra hämmar trombocyterna, vilket läggs till apixabans hämning av koagulationsfaktor Xa.',
    'Den ökade blödningsrisken är visad i kontrollerade studier på patienter.',
  ),
);
ix(
  'APIXABAN',
  'KLARITROMYCIN',
  'C2',
  t(
    'Koncentrationen av apixaban kan öka måttligt, med ökad risk för blödning.',
    'Välj hellre ett annat antibiotikum hos patienter med hög blödningsrisk. Annars: var uppmärksam på tecken på blödning under kuren.',
    'Klaritromycin hämmar CYP3A4 och P-glykoprotein, som båda medverkar i elimineringen av apixaban.',
    'Effekten är visad i en farmakokinetisk studie; den kliniska betydelsen är sannolikt måttlig.',
  ),
);
ix(
  'RIVAROXABAN',
  'KLARITROMYCIN',
  'C3',
  t(
    'Koncentrationen av rivaroxaban ökar, med ökad risk för blödning.',
    'Välj hellre ett annat antibiotikum, särskilt vid nedsatt njurfunktion. Annars: var uppmärksam på tecken på blödning under kuren.',
    'Klaritromycin hämmar CYP3A4 och P-glykoprotein, som båda medverkar i elimineringen av rivaroxaban.',
    'Visat i studier på friska försökspersoner; halten ökar ungefär med hälften.',
  ),
);
ix(
  'RIVAROXABAN',
  'FLUKONAZOL',
  'C2',
  t(
    'Koncentrationen av rivaroxaban kan öka något.',
    'Var uppmärksam på tecken på blödning vid längre behandling, särskilt vid nedsatt njurfunktion.',
    'Flukonazol hämmar CYP3A4 måttligt.',
    'Visat i en farmakokinetisk studie; effekten är mindre än med starka hämmare.',
  ),
);
ix(
  'DABIGATRAN',
  'AMIODARON',
  'C3',
  t(
    'Koncentrationen av dabigatran ökar, med ökad risk för blödning.',
    'Var uppmärksam på tecken på blödning och kontrollera njurfunktionen. Vid ytterligare riskfaktorer kan den lägre dosen av dabigatran behövas.',
    'Amiodaron hämmar P-glykoprotein, som pumpar ut dabigatran i tarmen och njurarna.',
    'Visat i studier på friska försökspersoner.',
  ),
);
ix(
  'DABIGATRAN',
  'KLARITROMYCIN',
  'C2',
  t(
    'Koncentrationen av dabigatran kan öka.',
    'Var uppmärksam på tecken på blödning under kuren, särskilt vid nedsatt njurfunktion.',
    'Klaritromycin hämmar P-glykoprotein, som medverkar i elimineringen av dabigatran.',
    'Visat i en farmakokinetisk studie.',
  ),
);
ix(
  'DABIGATRAN',
  'PANTOPRAZOL',
  'A3',
  t(
    'Upptaget av dabigatran minskar något, utan betydelse för effekten.',
    'Ingen åtgärd behövs. Protonpumpshämmare är ofta befogade som magskydd.',
    'Dabigatran tas bäst upp i sur miljö, och pantoprazol sänker magsyran.',
    'Visat i farmakokinetiska studier; kliniska studier visar ingen minskad effekt.',
  ),
);
ix(
  'APIXABAN',
  'KARBAMAZEPIN',
  'D2',
  carbamazepineInduction(
    'APIXABAN',
    'Koncentrationen av apixaban sjunker, med risk för utebliven effekt och tromboembolism.',
    'Undvik kombinationen. Välj ett annat antikoagulantium, till exempel warfarin med tät kontroll av PK(INR), eller ett annat antiepileptikum.',
  ),
);
ix(
  'RIVAROXABAN',
  'KARBAMAZEPIN',
  'D2',
  carbamazepineInduction(
    'RIVAROXABAN',
    'Koncentrationen av rivaroxaban sjunker, med risk för utebliven effekt och tromboembolism.',
    'Undvik kombinationen. Välj ett annat antikoagulantium eller ett annat antiepileptikum.',
  ),
);
ix(
  'DABIGATRAN',
  'KARBAMAZEPIN',
  'D0',
  t(
    'Koncentrationen av dabigatran sjunker, med risk för utebliven effekt och tromboembolism.',
    'Undvik kombinationen. Välj ett annat antikoagulantium eller ett annat antiepileptikum.',
    'Karbamazepin ökar bildningen av P-glykoprotein, som pumpar ut dabigatran från kroppen.',
    'Baserat på studier med andra substanser som ökar P-glykoprotein och på fallrapporter.',
  ),
);
ix(
  'APIXABAN',
  'JOHANNESORT',
  'D2',
  johannesOrtInduction(
    'APIXABAN',
    'Koncentrationen av apixaban sjunker, med risk för utebliven effekt.',
    'Avråd från johannesört under behandling med apixaban.',
  ),
);
ix(
  'RIVAROXABAN',
  'JOHANNESORT',
  'D2',
  johannesOrtInduction(
    'RIVAROXABAN',
    'Koncentrationen av rivaroxaban sjunker, med risk för utebliven effekt.',
    'Avråd från johannesört under behandling med rivaroxaban.',
  ),
);
ix('ENOXAPARIN', 'IBUPROFEN', 'C2', anticoagulantNsaid('ENOXAPARIN', 'IBUPROFEN'), [topical('B1')]);
ix(
  'ENOXAPARIN',
  'ACETYLSALICYL',
  'C3',
  t(
    'Ökad risk för blödning.',
    'Kombinationen är ofta befogad, till exempel vid akut kranskärlssjukdom. Var uppmärksam på blödningar och kontrollera blodstatus vid längre behandling.',
    'Acetylsalicylsyra hämmar trombocyterna, och enoxaparin hämmar koagulationen; effekterna adderas.',
    'Visat i studier på patienter.',
  ),
);

// ---------------------------------------------------------------------------------------------
// Platelet inhibitors
// ---------------------------------------------------------------------------------------------

ix(
  'KLOPIDOGREL',
  'OMEPRAZOL',
  'C3',
  t(
    'Den trombocythämmande effekten av klopidogrel kan minska.',
    'Välj pantoprazol om magskydd behövs.',
    'Klopidogrel måste omvandlas av CYP2C19 för att verka, och omeprazol hämmar detta enzym.',
    'Den minskade effekten på trombocyterna är visad i studier på friska försökspersoner; betydelsen för risken för hjärthändelser är omdiskuterad.',
  ),
);
ix(
  'KLOPIDOGREL',
  'PANTOPRAZOL',
  'A3',
  t(
    'Ingen kliniskt betydelsefull påverkan på klopidogrels effekt.',
    'Ingen åtgärd behövs. Pantoprazol är ett lämpligt val när klopidogrel behöver kombineras med magskydd.',
    'Pantoprazol hämmar CYP2C19 betydligt mindre än omeprazol.',
    'Visat i studier på friska försökspersoner.',
  ),
);
ix(
  'KLOPIDOGREL',
  'ACETYLSALICYL',
  'C4',
  t(
    'Ökad risk för blödning.',
    'Kombinationen är ofta avsedd, till exempel efter kranskärlshändelse eller stentbehandling. Följ den planerade behandlingstiden och överväg magskydd med protonpumpshämmare.',
    'Substanserna hämmar trombocyterna via olika mekanismer, och effekterna adderas.',
    'Den ökade blödningsrisken är visad i stora kontrollerade studier.',
  ),
);
ix(
  'KLOPIDOGREL',
  'IBUPROFEN',
  'C3',
  t(
    'Ökad risk för blödning, framför allt från magtarmkanalen.',
    `Välj hellre paracetamol. Behövs NSAID: kortast möjliga tid och magskydd med pantoprazol.${TOPICAL_NOTE}`,
    'Ibuprofen hämmar trombocyterna och kan skada magslemhinnan, vilket läggs till klopidogrels effekt.',
    'Visat i observationsstudier.',
  ),
  [topical('A1')],
);
ix(
  'KLOPIDOGREL',
  'SERTRALIN',
  'C2',
  t(
    'Ökad risk för blödning.',
    'Var uppmärksam på tecken på blödning och överväg magskydd vid fler riskfaktorer.',
    'Sertralin minskar trombocyternas upptag av serotonin och förstärker därmed den trombocythämmande effekten.',
    'Visat i observationsstudier.',
  ),
);
ix(
  'TIKAGRELOR',
  'KLARITROMYCIN',
  'D0',
  t(
    'Koncentrationen av tikagrelor ökar kraftigt, med risk för blödning och andra biverkningar.',
    'Undvik kombinationen. Välj ett antibiotikum som inte hämmar CYP3A4.',
    'Klaritromycin hämmar CYP3A4, som bryter ned tikagrelor.',
    'Baserat på studier med en annan stark CYP3A4-hämmare, där halten av tikagrelor ökade flerfaldigt.',
  ),
);
ix(
  'TIKAGRELOR',
  'ACETYLSALICYL',
  'C3',
  t(
    'Högre doser acetylsalicylsyra kan minska nyttan av tikagrelor. Risken för blödning ökar.',
    'Kombinera bara med låg dos acetylsalicylsyra (75–100 mg/dygn). Undvik smärtstillande doser.',
    'Substanserna hämmar trombocyterna via olika mekanismer. Varför höga doser acetylsalicylsyra minskar nyttan är inte klarlagt.',
    'Baserat på analyser av en stor kontrollerad studie.',
  ),
);
ix(
  'TIKAGRELOR',
  'SIMVASTATIN',
  'C3',
  t(
    'Koncentrationen av simvastatin ökar, med risk för muskelbiverkningar.',
    'Ge högst 40 mg simvastatin per dygn, eller välj en statin som inte bryts ned av CYP3A4.',
    'Tikagrelor hämmar CYP3A4 måttligt och minskar därmed nedbrytningen av simvastatin.',
    'Visat i studier på friska försökspersoner.',
  ),
);
ix(
  'TIKAGRELOR',
  'KARBAMAZEPIN',
  'D2',
  carbamazepineInduction(
    'TIKAGRELOR',
    'Koncentrationen av tikagrelor sjunker, med risk för utebliven effekt.',
    'Undvik kombinationen. Välj en annan trombocythämmare.',
  ),
);

// ---------------------------------------------------------------------------------------------
// Statins
// ---------------------------------------------------------------------------------------------

ix(
  'SIMVASTATIN',
  'KLARITROMYCIN',
  'D3',
  t(
    'Koncentrationen av simvastatin ökar kraftigt, med risk för muskelskada (myopati och rabdomyolys).',
    'Undvik kombinationen. Gör ett uppehåll med simvastatin under antibiotikakuren, eller välj ett annat antibiotikum.',
    'Klaritromycin hämmar CYP3A4 kraftigt, det enzym som bryter ned simvastatin.',
    'Visat i studier på friska försökspersoner och i fallrapporter om rabdomyolys.',
  ),
);
ix(
  'SIMVASTATIN',
  'AMIODARON',
  'C3',
  t(
    'Koncentrationen av simvastatin ökar, med risk för muskelbiverkningar.',
    'Ge högst 20 mg simvastatin per dygn, eller välj en statin som inte påverkas, till exempel rosuvastatin.',
    'Amiodaron hämmar CYP3A4 och minskar därmed nedbrytningen av simvastatin.',
    'Visat i studier och i fallrapporter om myopati; risken ökar med dosen.',
  ),
);
ix(
  'SIMVASTATIN',
  'AMLODIPIN',
  'C3',
  t(
    'Koncentrationen av simvastatin ökar måttligt, med viss risk för muskelbiverkningar.',
    'Ge högst 20 mg simvastatin per dygn, eller välj en annan statin.',
    'Amlodipin hämmar CYP3A4 svagt.',
    'Visat i farmakokinetiska studier.',
  ),
);
ix(
  'SIMVASTATIN',
  'GRAPEFRUKTJUICE',
  'C3',
  t(
    'Större mängder grapefruktjuice höjer koncentrationen av simvastatin, med risk för muskelbiverkningar.',
    'Avråd från grapefruktjuice och grapefrukt under behandlingen. Enstaka små mängder har liten betydelse.',
    'Ämnen i grapefrukt hämmar CYP3A4 i tarmväggen, vilket gör att mer simvastatin tas upp.',
    'Visat i studier på friska försökspersoner; effekten är störst vid stora mängder juice.',
  ),
);
ix(
  'SIMVASTATIN',
  'KARBAMAZEPIN',
  'C3',
  carbamazepineInduction(
    'SIMVASTATIN',
    'Den kolesterolsänkande effekten av simvastatin minskar.',
    'Kontrollera blodfetterna efter några veckor. Överväg en statin som inte bryts ned av CYP3A4, till exempel rosuvastatin.',
  ),
);
ix(
  'SIMVASTATIN',
  'FLUKONAZOL',
  'C2',
  t(
    'Koncentrationen av simvastatin kan öka, med risk för muskelbiverkningar.',
    'Gör ett uppehåll med simvastatin vid längre behandling med flukonazol, eller var uppmärksam på muskelvärk.',
    'Flukonazol hämmar CYP3A4 måttligt.',
    'Beskrivet i fallrapporter om rabdomyolys.',
  ),
);
ix(
  'SIMVASTATIN',
  'JOHANNESORT',
  'C3',
  johannesOrtInduction(
    'SIMVASTATIN',
    'Den kolesterolsänkande effekten av simvastatin minskar.',
    'Avråd från johannesört, eller kontrollera blodfetterna efter några veckor.',
  ),
);
ix(
  'ATORVASTATIN',
  'KLARITROMYCIN',
  'C3',
  t(
    'Koncentrationen av atorvastatin ökar, med risk för muskelbiverkningar.',
    'Gör ett uppehåll med atorvastatin under antibiotikakuren, eller ge högst 20 mg per dygn.',
    'Klaritromycin hämmar CYP3A4, som bryter ned atorvastatin.',
    'Visat i studier på friska försökspersoner.',
  ),
);
ix(
  'ATORVASTATIN',
  'GRAPEFRUKTJUICE',
  'B3',
  t(
    'Stora mängder grapefruktjuice kan höja koncentrationen av atorvastatin något.',
    'Ett glas om dagen har liten betydelse. Avråd från stora mängder.',
    'Ämnen i grapefrukt hämmar CYP3A4 i tarmväggen.',
    'Visat i studier på friska försökspersoner; den kliniska betydelsen är osäker.',
  ),
);
ix(
  'ATORVASTATIN',
  'AMIODARON',
  'B2',
  t(
    'Koncentrationen av atorvastatin kan öka något.',
    'Var uppmärksam på muskelvärk och svaghet.',
    'Amiodaron hämmar CYP3A4 svagt till måttligt.',
    'Enstaka fallrapporter om myopati.',
  ),
);
ix(
  'ROSUVASTATIN',
  'FLUKONAZOL',
  'A3',
  t(
    'Ingen kliniskt betydelsefull ändring av rosuvastatins koncentration.',
    'Ingen åtgärd behövs.',
    'Rosuvastatin bryts bara i liten utsträckning ned av de enzymer som flukonazol hämmar.',
    'Visat i en studie på friska försökspersoner.',
  ),
);

// ---------------------------------------------------------------------------------------------
// Lithium
// ---------------------------------------------------------------------------------------------

ix('LITIUM', 'IBUPROFEN', 'D3', lithium('IBUPROFEN', 'nsaid'), [topical('A1')]);
ix('LITIUM', 'NAPROXEN', 'D3', lithium('NAPROXEN', 'nsaid'));
ix('LITIUM', 'DIKLOFENAK', 'D3', lithium('DIKLOFENAK', 'nsaid'), [topical('A1')]);
ix('LITIUM', 'ENALAPRIL', 'C3', lithium('ENALAPRIL', 'raas'));
ix('LITIUM', 'RAMIPRIL', 'C3', lithium('RAMIPRIL', 'raas'));
ix('LITIUM', 'LOSARTAN', 'C3', lithium('LOSARTAN', 'raas'));
ix('LITIUM', 'KANDESARTAN', 'C3', lithium('KANDESARTAN', 'raas'));
ix('LITIUM', 'HYDROKLORTIAZID', 'D3', lithium('HYDROKLORTIAZID', 'thiazide'));
ix('LITIUM', 'FUROSEMID', 'C2', lithium('FUROSEMID', 'loop'));
ix(
  'LITIUM',
  'HALOPERIDOL',
  'B1',
  t(
    'Enstaka fall av förvirring, stelhet och andra neurologiska symtom har beskrivits, även vid normala litiumhalter.',
    'Kombinationen används ofta. Var uppmärksam på neurologiska symtom, särskilt vid höga doser.',
    'Mekanismen är okänd.',
    'Baserat på enstaka fallrapporter; de flesta patienter påverkas inte.',
  ),
);
ix(
  'LITIUM',
  'METRONIDAZOL',
  'C1',
  t(
    'Serum-litium kan stiga, med risk för litiumförgiftning.',
    'Kontrollera serum-litium några dagar efter att metronidazol satts in, eller välj ett annat antibiotikum.',
    'Metronidazol tros minska njurarnas utsöndring av litium.',
    'Beskrivet i enstaka fallrapporter.',
  ),
);

// ---------------------------------------------------------------------------------------------
// Digoxin
// ---------------------------------------------------------------------------------------------

ix(
  'DIGOXIN',
  'AMIODARON',
  'C4',
  t(
    'Koncentrationen av digoxin ökar, ofta till det dubbla, med risk för digoxinförgiftning (illamående, synstörningar, hjärtrytmrubbningar).',
    'Halvera digoxindosen när amiodaron sätts in och kontrollera S-digoxin efter 1–2 veckor.',
    'Amiodaron hämmar P-glykoprotein, som utsöndrar digoxin via njurar och tarm. Båda substanserna sänker dessutom hjärtfrekvensen.',
    'Väl dokumenterat i studier på patienter.',
  ),
);
ix(
  'DIGOXIN',
  'KLARITROMYCIN',
  'C3',
  t(
    'Koncentrationen av digoxin ökar, med risk för digoxinförgiftning.',
    'Välj ett annat antibiotikum, eller kontrollera S-digoxin och var uppmärksam på symtom som illamående och synstörningar.',
    'Klaritromycin hämmar P-glykoprotein, som utsöndrar digoxin.',
    'Visat i studier och i många fallrapporter, bland annat om sjukhusvård för förgiftning hos äldre.',
  ),
);
ix(
  'DIGOXIN',
  'SPIRONOLAKTON',
  'B2',
  t(
    'Koncentrationen av digoxin kan öka något. Vissa analysmetoder kan också ge falskt höga digoxinvärden.',
    'Tolka S-digoxin med försiktighet och följ kliniska tecken på över- eller underbehandling.',
    'Spironolakton kan minska utsöndringen av digoxin och störa vissa laboratoriemetoder.',
    'Beskrivet i mindre studier och fallrapporter med varierande resultat.',
  ),
);
ix(
  'DIGOXIN',
  'FUROSEMID',
  'C2',
  t(
    'Lågt kalium och magnesium ökar känsligheten för digoxin och risken för hjärtrytmrubbningar.',
    'Kontrollera kalium och magnesium regelbundet och korrigera brister.',
    'Furosemid ökar utsöndringen av kalium och magnesium.',
    'Välkänt samband beskrivet i studier och fallrapporter.',
  ),
);
ix(
  'DIGOXIN',
  'HYDROKLORTIAZID',
  'C2',
  t(
    'Lågt kalium och magnesium ökar känsligheten för digoxin och risken för hjärtrytmrubbningar.',
    'Kontrollera kalium och magnesium regelbundet och korrigera brister.',
    'Hydroklortiazid ökar utsöndringen av kalium och magnesium.',
    'Välkänt samband beskrivet i studier och fallrapporter.',
  ),
);
ix(
  'DIGOXIN',
  'JOHANNESORT',
  'C3',
  johannesOrtInduction(
    'DIGOXIN',
    'Koncentrationen av digoxin sjunker, med risk för sämre effekt.',
    'Avråd från johannesört. Om det ändå används: kontrollera S-digoxin, också efter utsättning.',
  ),
);

// ---------------------------------------------------------------------------------------------
// Methotrexate
// ---------------------------------------------------------------------------------------------

ix(
  'METOTREXAT',
  'TRIMETOPRIM',
  'D2',
  t(
    'Risk för allvarlig benmärgspåverkan med brist på vita blodkroppar och blodplättar, även vid låga doser metotrexat.',
    'Undvik kombinationen. Välj ett annat antibiotikum vid urinvägsinfektion.',
    'Båda substanserna hämmar omsättningen av folsyra. Trimetoprim minskar också utsöndringen av metotrexat via njurarna.',
    'Beskrivet i många fallrapporter, varav flera med dödlig utgång.',
  ),
);
ix(
  'METOTREXAT',
  'SULFAMETOXAZOL',
  'D2',
  t(
    'Risk för allvarlig benmärgspåverkan.',
    'Undvik kombinationen; välj ett annat antibiotikum.',
    'Sulfametoxazol tränger undan metotrexat från bindningen till plasmaproteiner och minskar dess utsöndring via njurarna.',
    'Beskrivet i fallrapporter, framför allt vid kombinationen trimetoprim–sulfametoxazol.',
  ),
);
ix(
  'METOTREXAT',
  'IBUPROFEN',
  'C2',
  t(
    'Utsöndringen av metotrexat kan minska, med risk för toxiska effekter. Risken är störst vid höga doser metotrexat.',
    `Vid låg dos en gång i veckan, som vid reumatisk sjukdom, kan kombinationen användas med regelbunden kontroll av blodstatus och njurfunktion. Undvik NSAID vid högdosbehandling.${TOPICAL_NOTE}`,
    'Ibuprofen minskar genomblödningen i njuren och kan därmed minska utsöndringen av metotrexat.',
    'Beskrivet i fallrapporter och farmakokinetiska studier; vid låga doser är effekten oftast liten.',
  ),
  [topical('A1')],
);
ix(
  'METOTREXAT',
  'NAPROXEN',
  'C2',
  t(
    'Utsöndringen av metotrexat kan minska, med risk för toxiska effekter.',
    'Vid låg dos en gång i veckan kan kombinationen användas med regelbunden kontroll av blodstatus och njurfunktion. Undvik NSAID vid högdosbehandling.',
    'Naproxen minskar genomblödningen i njuren och kan därmed minska utsöndringen av metotrexat.',
    'Beskrivet i fallrapporter och farmakokinetiska studier.',
  ),
);
ix(
  'METOTREXAT',
  'ACETYLSALICYL',
  'C2',
  t(
    'Smärtstillande doser acetylsalicylsyra kan minska utsöndringen av metotrexat.',
    'Lågdos acetylsalicylsyra för hjärt-kärlprofylax kan användas. Undvik smärtstillande doser.',
    'Salicylat minskar utsöndringen av metotrexat i njurarna och tränger undan det från plasmaproteiner.',
    'Visat i farmakokinetiska studier.',
  ),
);
ix(
  'METOTREXAT',
  'OMEPRAZOL',
  'B2',
  t(
    'Vid högdosbehandling kan utsöndringen av metotrexat fördröjas.',
    'Vid högdosbehandling: överväg uppehåll med protonpumpshämmaren. Vid låg dos en gång i veckan behövs ingen åtgärd.',
    'Protonpumpshämmare tros hämma utsöndringen av metotrexat i njurarna.',
    'Beskrivet i fallrapporter och en observationsstudie vid högdosbehandling.',
  ),
);
ix(
  'METOTREXAT',
  'AMOXICILLIN',
  'B1',
  t(
    'Utsöndringen av metotrexat kan minska.',
    'Var uppmärksam på tecken på toxicitet, till exempel munsår och infektioner, särskilt vid högre doser metotrexat.',
    'Penicilliner konkurrerar med metotrexat om utsöndringen i njurarna.',
    'Enstaka fallrapporter.',
  ),
);
ix(
  'METOTREXAT',
  'CIPROFLOXACIN',
  'B1',
  t(
    'Koncentrationen av metotrexat kan öka.',
    'Var uppmärksam på tecken på toxicitet vid högre doser metotrexat.',
    'Ciprofloxacin tros minska utsöndringen av metotrexat i njurarna.',
    'Enstaka fallrapporter.',
  ),
);

// ---------------------------------------------------------------------------------------------
// Potassium, the renin-angiotensin system and diuretics
// ---------------------------------------------------------------------------------------------

ix('SPIRONOLAKTON', 'ENALAPRIL', 'C3', hyperkalaemia('SPIRONOLAKTON', 'ENALAPRIL'));
ix('SPIRONOLAKTON', 'RAMIPRIL', 'C3', hyperkalaemia('SPIRONOLAKTON', 'RAMIPRIL'));
ix('SPIRONOLAKTON', 'LOSARTAN', 'C3', hyperkalaemia('SPIRONOLAKTON', 'LOSARTAN'));
ix('SPIRONOLAKTON', 'KANDESARTAN', 'C3', hyperkalaemia('SPIRONOLAKTON', 'KANDESARTAN'));
ix('TRIMETOPRIM', 'SPIRONOLAKTON', 'C2', hyperkalaemia('TRIMETOPRIM', 'SPIRONOLAKTON'));
ix('TRIMETOPRIM', 'ENALAPRIL', 'C2', hyperkalaemia('TRIMETOPRIM', 'ENALAPRIL'));
ix(
  'SPIRONOLAKTON',
  'KALIUMKLORID',
  'D3',
  t(
    'Hög risk för hyperkalemi, som kan ge livshotande hjärtrytmrubbningar.',
    'Undvik kombinationen. Kaliumtillskott behövs sällan vid behandling med spironolakton; följ kalium regelbundet.',
    'Spironolakton minskar njurarnas utsöndring av kalium samtidigt som kaliumklorid tillför kalium.',
    'Allvarliga fall finns beskrivna i fallserier och observationsstudier.',
  ),
);
ix(
  'ENALAPRIL',
  'KALIUMKLORID',
  'C2',
  t(
    'Risk för hyperkalemi.',
    'Kontrollera om kaliumtillskottet fortfarande behövs. Följ kalium och kreatinin regelbundet.',
    'Enalapril minskar utsöndringen av kalium samtidigt som kaliumklorid tillför kalium.',
    'Beskrivet i observationsstudier och fallrapporter.',
  ),
);
ix(
  'LOSARTAN',
  'KALIUMKLORID',
  'C2',
  t(
    'Risk för hyperkalemi.',
    'Kontrollera om kaliumtillskottet fortfarande behövs. Följ kalium och kreatinin regelbundet.',
    'Losartan minskar utsöndringen av kalium samtidigt som kaliumklorid tillför kalium.',
    'Beskrivet i observationsstudier och fallrapporter.',
  ),
);
ix(
  'ENALAPRIL',
  'LOSARTAN',
  'D4',
  t(
    'Dubbel blockad av renin–angiotensinsystemet ger mer njursvikt, hyperkalemi och lågt blodtryck utan vinst för hjärta eller njurar.',
    'Undvik kombinationen.',
    'Substanserna hämmar samma hormonsystem på två ställen, och effekterna på njurar och kalium adderas.',
    'Visat i stora kontrollerade studier.',
  ),
);
ix(
  'RAMIPRIL',
  'KANDESARTAN',
  'D4',
  t(
    'Dubbel blockad av renin–angiotensinsystemet ger mer njursvikt, hyperkalemi och lågt blodtryck utan vinst för hjärta eller njurar.',
    'Undvik kombinationen.',
    'Substanserna hämmar samma hormonsystem på två ställen, och effekterna på njurar och kalium adderas.',
    'Visat i stora kontrollerade studier.',
  ),
);
ix(
  'ENALAPRIL',
  'IBUPROFEN',
  'C3',
  t(
    'Den blodtryckssänkande effekten kan minska, och risken för akut njursvikt ökar, särskilt om patienten också tar diuretika eller är uttorkad.',
    `Undvik om möjligt regelbunden användning av NSAID. Behövs kombinationen: kontrollera blodtryck, kreatinin och kalium inom en vecka.${TOPICAL_NOTE}`,
    'Ibuprofen hämmar bildningen av prostaglandiner som vidgar blodkärlen i njuren, medan enalapril minskar trycket i njurens filter. Tillsammans kan genomblödningen av njuren försämras.',
    'Visat i studier på patienter och i stora observationsstudier av akut njursvikt.',
  ),
  [topical('A1')],
);
ix(
  'LOSARTAN',
  'IBUPROFEN',
  'C3',
  t(
    'Den blodtryckssänkande effekten kan minska, och risken för akut njursvikt ökar.',
    `Undvik om möjligt regelbunden användning av NSAID. Behövs kombinationen: kontrollera blodtryck, kreatinin och kalium inom en vecka.${TOPICAL_NOTE}`,
    'Ibuprofen hämmar bildningen av prostaglandiner som vidgar blodkärlen i njuren, medan losartan minskar trycket i njurens filter.',
    'Visat i studier på patienter och i stora observationsstudier av akut njursvikt.',
  ),
  [topical('A1')],
);
ix(
  'FUROSEMID',
  'IBUPROFEN',
  'C2',
  t(
    'Den urindrivande effekten kan minska, med risk för försämrad hjärtsvikt. Risken för njurpåverkan ökar.',
    'Undvik regelbunden användning av NSAID vid hjärtsvikt. Följ vikt, ödem och kreatinin om kombinationen behövs.',
    'Ibuprofen hämmar prostaglandiner som behövs för att furosemid ska verka fullt ut i njuren.',
    'Visat i studier på patienter och friska försökspersoner.',
  ),
);
ix(
  'FUROSEMID',
  'GENTAMICIN',
  'C3',
  t(
    'Ökad risk för skador på njurar och hörsel.',
    'Undvik höga doser furosemid under behandling med gentamicin. Följ kreatinin och koncentrationen av gentamicin noga.',
    'Båda substanserna kan skada innerörat, och uttorkning av furosemid ökar risken för njurskada av gentamicin.',
    'Beskrivet i studier på patienter och i djurstudier.',
  ),
);
ix(
  'FUROSEMID',
  'PREDNISOLON',
  'B2',
  t(
    'Ökad risk för lågt kalium i blodet.',
    'Kontrollera kalium vid längre behandling med högre doser.',
    'Båda substanserna ökar utsöndringen av kalium i njurarna.',
    'Välkänd effekt beskriven i studier.',
  ),
);
ix(
  'EMPAGLIFLOZIN',
  'FUROSEMID',
  'B1',
  t(
    'Ökad risk för vätskebrist och lågt blodtryck, särskilt hos äldre.',
    'Överväg att sänka dosen furosemid när empagliflozin sätts in hos patienter utan tecken på vätskeöverskott.',
    'Empagliflozin ökar utsöndringen av glukos och natrium i urinen, vilket förstärker den urindrivande effekten.',
    'Baserat på den kända verkningsmekanismen och data från kliniska studier.',
  ),
);

// ---------------------------------------------------------------------------------------------
// Serotonergic combinations and bleeding with antidepressants
// ---------------------------------------------------------------------------------------------

ix('SERTRALIN', 'TRAMADOL', 'C3', ssriTramadol('SERTRALIN'));
ix('CITALOPRAM', 'TRAMADOL', 'C3', ssriTramadol('CITALOPRAM'));
ix('ESCITALOPRAM', 'TRAMADOL', 'C3', ssriTramadol('ESCITALOPRAM'));
ix('VENLAFAXIN', 'TRAMADOL', 'C3', ssriTramadol('VENLAFAXIN'));
ix(
  'AMITRIPTYLIN',
  'TRAMADOL',
  'C2',
  t(
    'Ökad risk för kramper och serotonergt syndrom.',
    'Använd låga doser och undvik kombinationen hos patienter med epilepsi.',
    'Både amitriptylin och tramadol sänker kramptröskeln och ökar den serotonerga aktiviteten.',
    'Beskrivet i fallrapporter.',
  ),
);
ix(
  'MIRTAZAPIN',
  'TRAMADOL',
  'B1',
  t(
    'Serotonergt syndrom är beskrivet i enstaka fall.',
    'Var uppmärksam på symtom som oro, svettningar och muskelryckningar.',
    'Båda substanserna påverkar det serotonerga systemet, mirtazapin dock på ett annat sätt än SSRI.',
    'Enstaka fallrapporter.',
  ),
);
ix(
  'ONDANSETRON',
  'TRAMADOL',
  'C1',
  t(
    'Den smärtlindrande effekten av tramadol kan minska, och risken för serotonergt syndrom kan öka.',
    'Var uppmärksam på otillräcklig smärtlindring. Tramadolbehovet kan öka.',
    'Ondansetron blockerar serotoninreceptorer som bidrar till tramadols smärtlindring.',
    'Baserat på mindre studier efter operation.',
  ),
);
ix('SERTRALIN', 'IBUPROFEN', 'C3', ssriPlatelet('SERTRALIN', 'IBUPROFEN', 'nsaid'), [
  topical('A1'),
]);
ix('SERTRALIN', 'NAPROXEN', 'C3', ssriPlatelet('SERTRALIN', 'NAPROXEN', 'nsaid'));
ix('CITALOPRAM', 'IBUPROFEN', 'C3', ssriPlatelet('CITALOPRAM', 'IBUPROFEN', 'nsaid'), [
  topical('A1'),
]);
ix('SERTRALIN', 'ACETYLSALICYL', 'C3', ssriPlatelet('SERTRALIN', 'ACETYLSALICYL', 'asa'));
ix('CITALOPRAM', 'ACETYLSALICYL', 'C3', ssriPlatelet('CITALOPRAM', 'ACETYLSALICYL', 'asa'));
ix(
  'SERTRALIN',
  'JOHANNESORT',
  'D2',
  t(
    'Risk för serotonergt syndrom.',
    'Undvik kombinationen. Avråd från johannesört vid behandling med antidepressiva läkemedel.',
    'Johannesört hämmar återupptaget av serotonin och förstärker effekten av sertralin.',
    'Beskrivet i fallrapporter.',
  ),
);
ix(
  'CITALOPRAM',
  'JOHANNESORT',
  'D2',
  t(
    'Risk för serotonergt syndrom.',
    'Undvik kombinationen. Avråd från johannesört vid behandling med antidepressiva läkemedel.',
    'Johannesört hämmar återupptaget av serotonin och förstärker effekten av citalopram.',
    'Beskrivet i fallrapporter om SSRI och johannesört.',
  ),
);
ix(
  'CITALOPRAM',
  'OMEPRAZOL',
  'C3',
  t(
    'Koncentrationen av citalopram ökar, vilket ökar risken för biverkningar och QT-förlängning.',
    'Överväg en lägre dos citalopram, särskilt hos äldre (högst 20 mg per dygn), eller välj pantoprazol.',
    'Omeprazol hämmar CYP2C19, som bryter ned citalopram.',
    'Visat i studier på friska försökspersoner.',
  ),
);
ix(
  'ESCITALOPRAM',
  'OMEPRAZOL',
  'C3',
  t(
    'Koncentrationen av escitalopram ökar, vilket ökar risken för biverkningar och QT-förlängning.',
    'Överväg en lägre dos escitalopram, särskilt hos äldre, eller välj pantoprazol.',
    'Omeprazol hämmar CYP2C19, som bryter ned escitalopram.',
    'Visat i studier på friska försökspersoner; koncentrationen ökar med ungefär hälften.',
  ),
);
ix(
  'ESCITALOPRAM',
  'METOPROLOL',
  'B2',
  t(
    'Koncentrationen av metoprolol kan öka, med viss risk för låg puls.',
    'Var uppmärksam på låg puls och yrsel vid insättning.',
    'Escitalopram hämmar CYP2D6 måttligt, som bryter ned metoprolol.',
    'Visat i en farmakokinetisk studie; den kliniska betydelsen är oftast liten.',
  ),
);

// ---------------------------------------------------------------------------------------------
// QT prolongation
// ---------------------------------------------------------------------------------------------

ix('CITALOPRAM', 'HALOPERIDOL', 'D2', qt('CITALOPRAM', 'HALOPERIDOL', true));
ix('ESCITALOPRAM', 'HALOPERIDOL', 'D2', qt('ESCITALOPRAM', 'HALOPERIDOL', true));
ix(
  'CITALOPRAM',
  'AMIODARON',
  'D2',
  qt('CITALOPRAM', 'AMIODARON', true, ' Amiodaron ger också långsam puls, vilket ökar risken.'),
);
ix(
  'HALOPERIDOL',
  'AMIODARON',
  'D2',
  qt('HALOPERIDOL', 'AMIODARON', true, ' Amiodaron ger också långsam puls, vilket ökar risken.'),
);
ix(
  'AMIODARON',
  'KLARITROMYCIN',
  'D2',
  qt(
    'AMIODARON',
    'KLARITROMYCIN',
    true,
    ' Klaritromycin hämmar dessutom CYP3A4 och kan höja koncentrationen av amiodaron.',
  ),
);
ix(
  'HALOPERIDOL',
  'KLARITROMYCIN',
  'C2',
  qt(
    'HALOPERIDOL',
    'KLARITROMYCIN',
    false,
    ' Klaritromycin kan också höja koncentrationen av haloperidol genom att hämma CYP3A4.',
  ),
);
ix('CITALOPRAM', 'ONDANSETRON', 'C2', qt('CITALOPRAM', 'ONDANSETRON', false));
ix('HALOPERIDOL', 'ONDANSETRON', 'C2', qt('HALOPERIDOL', 'ONDANSETRON', false));
ix('AMIODARON', 'CIPROFLOXACIN', 'C1', qt('AMIODARON', 'CIPROFLOXACIN', false), [topical('A0')]);
ix('CITALOPRAM', 'KVETIAPIN', 'C1', qt('CITALOPRAM', 'KVETIAPIN', false));
ix('AMIODARON', 'FLUKONAZOL', 'C1', qt('AMIODARON', 'FLUKONAZOL', false));
ix(
  'AMIODARON',
  'METOPROLOL',
  'C2',
  t(
    'Risk för uttalat långsam puls och fördröjd impulsledning i hjärtat.',
    'Kombinationen används ofta. Börja med låga doser och följ puls och EKG.',
    'Båda substanserna sänker hjärtfrekvensen och bromsar impulsledningen. Amiodaron hämmar också CYP2D6, som bryter ned metoprolol.',
    'Beskrivet i fallrapporter och observationsstudier.',
  ),
);

// ---------------------------------------------------------------------------------------------
// Opioids, benzodiazepines, hypnotics and gabapentinoids
// ---------------------------------------------------------------------------------------------

ix('MORFIN', 'DIAZEPAM', 'C3', opioidDepressant('MORFIN', 'DIAZEPAM'));
ix('MORFIN', 'OXAZEPAM', 'C3', opioidDepressant('MORFIN', 'OXAZEPAM'));
ix('OXIKODON', 'DIAZEPAM', 'C3', opioidDepressant('OXIKODON', 'DIAZEPAM'));
ix('OXIKODON', 'OXAZEPAM', 'C3', opioidDepressant('OXIKODON', 'OXAZEPAM'));
ix('FENTANYL', 'DIAZEPAM', 'C3', opioidDepressant('FENTANYL', 'DIAZEPAM'));
ix('BUPRENORFIN', 'DIAZEPAM', 'C3', opioidDepressant('BUPRENORFIN', 'DIAZEPAM'));
ix('TRAMADOL', 'DIAZEPAM', 'C2', opioidDepressant('TRAMADOL', 'DIAZEPAM'));
ix('KODEIN', 'DIAZEPAM', 'C2', opioidDepressant('KODEIN', 'DIAZEPAM'));
ix('MORFIN', 'ZOPIKLON', 'C2', opioidDepressant('MORFIN', 'ZOPIKLON'));
ix('OXIKODON', 'ZOPIKLON', 'C2', opioidDepressant('OXIKODON', 'ZOPIKLON'));
ix(
  'MORFIN',
  'GABAPENTIN',
  'C3',
  opioidDepressant(
    'MORFIN',
    'GABAPENTIN',
    ' Morfin kan dessutom öka upptaget av gabapentin från tarmen.',
  ),
);
ix('OXIKODON', 'PREGABALIN', 'C3', opioidDepressant('OXIKODON', 'PREGABALIN'));
ix(
  'OLANZAPIN',
  'DIAZEPAM',
  'C2',
  t(
    'Förstärkt trötthet och risk för lågt blodtryck. Vid injektion av båda finns risk för allvarlig andnings- och cirkulationspåverkan.',
    'Peroral kombination: följ trötthet och blodtryck. Ge inte olanzapin och diazepam som injektion samtidigt; låt minst en timme gå mellan injektionerna och övervaka andning och blodtryck.',
    'Båda substanserna dämpar centrala nervsystemet och kan sänka blodtrycket.',
    'Allvarliga händelser efter injektion av båda är beskrivna i fallrapporter.',
  ),
  // Only an olanzapine injection raises the grade; olanzapine tablets with a diazepam injection
  // keep the default.
  [formOf('OLANZAPIN', 'D2', 'parenteral')],
);

// ---------------------------------------------------------------------------------------------
// Clarithromycin, fluconazole and other enzyme inhibitors
// ---------------------------------------------------------------------------------------------

ix(
  'KLARITROMYCIN',
  'KARBAMAZEPIN',
  'C3',
  t(
    'Koncentrationen av karbamazepin kan öka till toxiska nivåer, med yrsel, dubbelseende och ostadighet.',
    'Välj ett annat antibiotikum. Behövs klaritromycin: kontrollera S-karbamazepin och var uppmärksam på biverkningar.',
    'Klaritromycin hämmar CYP3A4, som bryter ned karbamazepin.',
    'Beskrivet i studier och fallrapporter.',
  ),
);
ix(
  'KLARITROMYCIN',
  'KVETIAPIN',
  'D1',
  t(
    'Koncentrationen av kvetiapin kan öka kraftigt, med risk för sedering, lågt blodtryck och QT-förlängning.',
    'Undvik kombinationen. Välj ett annat antibiotikum, eller gör ett uppehåll med kvetiapin.',
    'Klaritromycin hämmar CYP3A4 kraftigt, det enzym som bryter ned kvetiapin.',
    'Baserat på fallrapporter och på studier med andra starka CYP3A4-hämmare.',
  ),
);
ix(
  'KLARITROMYCIN',
  'OXIKODON',
  'C3',
  t(
    'Koncentrationen av oxikodon ökar, med risk för förstärkt trötthet och andningsdepression.',
    'Välj ett annat antibiotikum, eller sänk dosen oxikodon och följ patienten noga.',
    'Klaritromycin hämmar CYP3A4, som bryter ned oxikodon.',
    'Visat i studier på friska försökspersoner; koncentrationen ökade ungefär två gånger.',
  ),
);
ix(
  'KLARITROMYCIN',
  'FENTANYL',
  'C2',
  t(
    'Koncentrationen av fentanyl kan öka, med risk för andningsdepression.',
    'Var uppmärksam på ökad trötthet och långsam andning, särskilt vid plåster som verkar länge.',
    'Klaritromycin hämmar CYP3A4, som bryter ned fentanyl.',
    'Baserat på studier med andra CYP3A4-hämmare och på fallrapporter.',
  ),
);
ix(
  'KLARITROMYCIN',
  'AMLODIPIN',
  'C2',
  t(
    'Risk för lågt blodtryck och akut njurpåverkan, särskilt hos äldre.',
    'Välj om möjligt ett annat antibiotikum hos äldre patienter. Annars: följ blodtrycket.',
    'Klaritromycin hämmar CYP3A4, som bryter ned amlodipin.',
    'Visat i stora observationsstudier av äldre patienter.',
  ),
);
ix(
  'FLUKONAZOL',
  'GLIMEPIRID',
  'C0',
  t(
    'Risk för lågt blodsocker (hypoglykemi).',
    'Följ blodsockret under behandlingen och överväg tillfälligt lägre dos glimepirid.',
    'Flukonazol hämmar CYP2C9, som bryter ned glimepirid.',
    'Baserat på studier med närbesläktade sulfonylureider och på fallrapporter.',
  ),
);
ix(
  'FLUKONAZOL',
  'KARBAMAZEPIN',
  'C1',
  t(
    'Koncentrationen av karbamazepin kan öka.',
    'Kontrollera S-karbamazepin vid längre behandling med flukonazol.',
    'Flukonazol hämmar CYP3A4, som bryter ned karbamazepin.',
    'Enstaka fallrapporter.',
  ),
);

// ---------------------------------------------------------------------------------------------
// Carbamazepine and other enzyme inducers
// ---------------------------------------------------------------------------------------------

ix(
  'KARBAMAZEPIN',
  'ETINYLESTRADIOL',
  'D3',
  carbamazepineInduction(
    'ETINYLESTRADIOL',
    'Den preventiva effekten av kombinerade p-piller minskar, med risk för oönskad graviditet.',
    'Välj en preventivmetod som inte påverkas, till exempel kopparspiral eller hormonspiral. Skyddet kan vara nedsatt upp till fyra veckor efter att karbamazepin satts ut.',
  ),
);
ix(
  'KARBAMAZEPIN',
  'LEVONORGESTREL',
  'C3',
  carbamazepineInduction(
    'LEVONORGESTREL',
    'Effekten av levonorgestrel, till exempel som akut-p-piller, minskar.',
    'Som akutpreventivmedel: rekommendera kopparspiral, eller dubbel dos levonorgestrel. Som regelbundet preventivmedel: välj en metod som inte påverkas.',
  ),
);
ix(
  'KARBAMAZEPIN',
  'LAMOTRIGIN',
  'C3',
  carbamazepineInduction(
    'LAMOTRIGIN',
    'Koncentrationen av lamotrigin sjunker. Yrsel, dubbelseende och ostadighet är också vanligare vid kombinationen.',
    'Lamotrigindosen behöver ofta höjas. Följ effekten och anpassa dosen igen om karbamazepin sätts ut.',
  ),
);
ix(
  'KARBAMAZEPIN',
  'VALPROINSYRA',
  'C2',
  t(
    'Koncentrationen av valproat kan sjunka, och halten av en aktiv metabolit till karbamazepin kan öka.',
    'Följ effekten och koncentrationerna av båda läkemedlen vid in- och utsättning.',
    'Karbamazepin påskyndar nedbrytningen av valproat, och valproat hämmar nedbrytningen av en metabolit till karbamazepin.',
    'Beskrivet i studier på patienter.',
  ),
);
ix(
  'KARBAMAZEPIN',
  'KVETIAPIN',
  'D2',
  carbamazepineInduction(
    'KVETIAPIN',
    'Koncentrationen av kvetiapin sjunker kraftigt, med risk för utebliven effekt.',
    'Undvik kombinationen. Välj ett annat antipsykotiskt läkemedel eller ett annat antiepileptikum.',
  ),
);
ix(
  'KARBAMAZEPIN',
  'HALOPERIDOL',
  'C2',
  carbamazepineInduction(
    'HALOPERIDOL',
    'Koncentrationen av haloperidol sjunker, vilket kan ge sämre effekt.',
    'Följ effekten och höj dosen haloperidol vid behov. Sänk den igen om karbamazepin sätts ut.',
  ),
);
ix(
  'KARBAMAZEPIN',
  'OXIKODON',
  'C2',
  carbamazepineInduction(
    'OXIKODON',
    'Den smärtlindrande effekten av oxikodon kan minska.',
    'Följ smärtlindringen och anpassa dosen. Sänk dosen oxikodon om karbamazepin sätts ut.',
  ),
);
ix(
  'KARBAMAZEPIN',
  'TRAMADOL',
  'C2',
  t(
    'Den smärtlindrande effekten av tramadol kan minska. Tramadol kan också sänka kramptröskeln.',
    'Välj om möjligt ett annat smärtstillande medel hos patienter med epilepsi.',
    'Karbamazepin påskyndar nedbrytningen av tramadol, och tramadol sänker kramptröskeln.',
    'Visat i farmakokinetiska studier.',
  ),
);
ix(
  'LAMOTRIGIN',
  'VALPROINSYRA',
  'C4',
  t(
    'Koncentrationen av lamotrigin ungefär fördubblas, med ökad risk för allvarliga hudreaktioner och andra biverkningar.',
    'Använd den lägre upptrappningstakten och de lägre måldoserna av lamotrigin som gäller vid samtidig behandling med valproat.',
    'Valproat hämmar glukuronideringen, som är det huvudsakliga sättet som lamotrigin bryts ned.',
    'Väl dokumenterat i studier på patienter.',
  ),
);
ix(
  'LAMOTRIGIN',
  'ETINYLESTRADIOL',
  'C3',
  t(
    'Koncentrationen av lamotrigin kan halveras, med risk för fler anfall. Under den hormonfria veckan kan halten i stället stiga.',
    'Följ effekten och överväg att höja dosen lamotrigin. Överväg en preventivmetod utan östrogen.',
    'Etinylestradiol påskyndar glukuronideringen av lamotrigin.',
    'Visat i studier på patienter.',
  ),
);
ix(
  'JOHANNESORT',
  'ETINYLESTRADIOL',
  'D3',
  johannesOrtInduction(
    'ETINYLESTRADIOL',
    'Den preventiva effekten av kombinerade p-piller kan minska, med risk för mellanblödningar och oönskad graviditet.',
    'Avråd från johannesört, eller rekommendera en preventivmetod som inte påverkas, till exempel spiral.',
  ),
);
ix(
  'JOHANNESORT',
  'OXIKODON',
  'C3',
  johannesOrtInduction(
    'OXIKODON',
    'Den smärtlindrande effekten av oxikodon kan minska.',
    'Avråd från johannesört, eller följ smärtlindringen och anpassa dosen.',
  ),
);
ix(
  'JOHANNESORT',
  'OMEPRAZOL',
  'B3',
  johannesOrtInduction(
    'OMEPRAZOL',
    'Koncentrationen av omeprazol sjunker, vilket kan ge sämre effekt.',
    'Följ symtomen. Överväg att avråda från johannesört vid behandling av magsår.',
  ),
);

// ---------------------------------------------------------------------------------------------
// Absorption: iron, calcium and antacids
// ---------------------------------------------------------------------------------------------

ix(
  'LEVOTYROXIN',
  'KALCIUMKARBONAT',
  'C2',
  chelation('LEVOTYROXIN', 'KALCIUMKARBONAT', 'kalcium', 'fyra timmar'),
);
ix(
  'LEVOTYROXIN',
  'OMEPRAZOL',
  'B2',
  t(
    'Upptaget av levotyroxin kan minska något.',
    'Kontrollera TSH några månader efter att en protonpumpshämmare satts in eller satts ut.',
    'Minskad magsyra kan göra att levotyroxintabletten löses upp sämre.',
    'Beskrivet i mindre studier med varierande resultat.',
  ),
);
ix(
  'CIPROFLOXACIN',
  'KALCIUMKARBONAT',
  'C3',
  chelation('CIPROFLOXACIN', 'KALCIUMKARBONAT', 'kalcium', 'två timmar'),
  [topical('A0')],
);
ix(
  'CIPROFLOXACIN',
  'JARNSULFAT',
  'C3',
  chelation('CIPROFLOXACIN', 'JARNSULFAT', 'järn', 'två timmar'),
  [topical('A0')],
);
ix('DOXYCYKLIN', 'JARNSULFAT', 'C3', chelation('DOXYCYKLIN', 'JARNSULFAT', 'järn', 'tre timmar'));
ix(
  'DOXYCYKLIN',
  'KALCIUMKARBONAT',
  'B2',
  t(
    'Upptaget av doxycyklin kan minska något.',
    'Ta gärna doxycyklin ett par timmar före kalciumtillskottet.',
    'Doxycyklin kan binda till kalcium i tarmen, men i mindre grad än äldre tetracykliner.',
    'Visat i mindre studier på friska försökspersoner.',
  ),
);
ix(
  'CIPROFLOXACIN',
  'PREDNISOLON',
  'C2',
  t(
    'Ökad risk för inflammation i senor och senruptur, särskilt i hälsenan.',
    'Undvik kombinationen hos äldre om möjligt. Informera patienten om att avbryta behandlingen och höra av sig vid smärta i en sena.',
    'Både fluorokinoloner och glukokortikoider påverkar senvävnaden; effekterna förstärker varandra.',
    'Visat i observationsstudier.',
  ),
  [topical('A0')],
);
ix(
  'CIPROFLOXACIN',
  'GLIMEPIRID',
  'C1',
  t(
    'Risk för både för lågt och för högt blodsocker.',
    'Följ blodsockret noga under kuren.',
    'Fluorokinoloner påverkar insulinfrisättningen från bukspottkörteln.',
    'Beskrivet i fallrapporter.',
  ),
);

// ---------------------------------------------------------------------------------------------
// Alcohol and other special substances
// ---------------------------------------------------------------------------------------------

ix('ALKOHOL', 'DIAZEPAM', 'C3', alcoholDepressant('DIAZEPAM'));
ix('ALKOHOL', 'OXAZEPAM', 'C3', alcoholDepressant('OXAZEPAM'));
ix('ALKOHOL', 'ZOPIKLON', 'C3', alcoholDepressant('ZOPIKLON'));
ix('ALKOHOL', 'OXIKODON', 'C3', alcoholDepressant('OXIKODON'));
ix('ALKOHOL', 'MORFIN', 'C3', alcoholDepressant('MORFIN'));
ix('ALKOHOL', 'PREGABALIN', 'C2', alcoholDepressant('PREGABALIN'));
ix('ALKOHOL', 'MIRTAZAPIN', 'C2', alcoholDepressant('MIRTAZAPIN'));
ix('ALKOHOL', 'AMITRIPTYLIN', 'C2', alcoholDepressant('AMITRIPTYLIN'));
ix(
  'ALKOHOL',
  'METRONIDAZOL',
  'C1',
  t(
    'En obehaglig reaktion med rodnad, illamående, hjärtklappning och huvudvärk har beskrivits.',
    'Avråd från alkohol under behandlingen och ett dygn efter. Kräm och vaginalgel ger låga halter i blodet.',
    'En hämning av nedbrytningen av acetaldehyd har föreslagits, men mekanismen är omdiskuterad.',
    'Beskrivet i äldre fallrapporter; kontrollerade studier har inte kunnat visa reaktionen.',
  ),
  [topical('A1')],
);
ix(
  'ALKOHOL',
  'METFORMIN',
  'C2',
  t(
    'Berusning ökar risken för laktacidos, särskilt vid svält eller leverskada.',
    'Avråd från stora mängder alkohol. Måttligt intag till mat går bra.',
    'Alkohol minskar leverns förmåga att ta hand om mjölksyra, som metformin också kan öka.',
    'Beskrivet i fallrapporter.',
  ),
);
ix(
  'GRAPEFRUKTJUICE',
  'FELODIPIN',
  'C3',
  t(
    'Koncentrationen av felodipin ökar kraftigt, med risk för lågt blodtryck, hjärtklappning, huvudvärk och ödem.',
    'Avråd från grapefrukt och grapefruktjuice under behandlingen.',
    'Ämnen i grapefrukt hämmar CYP3A4 i tarmväggen, vilket gör att mycket mer felodipin når blodet. Effekten varar mer än ett dygn.',
    'Visat i studier på friska försökspersoner.',
  ),
);
ix(
  'GRAPEFRUKTJUICE',
  'AMLODIPIN',
  'A3',
  t(
    'Ingen kliniskt betydelsefull ändring av blodtrycket.',
    'Ingen åtgärd behövs.',
    'Amlodipin tas upp väl även utan grapefrukt, så hämningen av CYP3A4 i tarmväggen spelar liten roll.',
    'Visat i studier på friska försökspersoner.',
  ),
);

// ---------------------------------------------------------------------------------------------
// Other pairs
// ---------------------------------------------------------------------------------------------

ix(
  'PREDNISOLON',
  'IBUPROFEN',
  'C2',
  t(
    'Ökad risk för magsår och blödning från magtarmkanalen.',
    `Överväg paracetamol. Behövs kombinationen: ge protonpumpshämmare som magskydd.${TOPICAL_NOTE}`,
    'Båda substanserna påverkar slemhinnan i magtarmkanalen negativt.',
    'Visat i observationsstudier.',
  ),
  [topical('A1')],
);
ix(
  'ETINYLESTRADIOL',
  'PREDNISOLON',
  'B2',
  t(
    'Koncentrationen av prednisolon kan öka.',
    'Var uppmärksam på ökade biverkningar vid längre behandling med högre doser.',
    'Östrogen ökar mängden av det protein som binder kortison i blodet och minskar nedbrytningen av prednisolon.',
    'Visat i farmakokinetiska studier; den kliniska betydelsen är oklar.',
  ),
);
ix(
  'AMOXICILLIN',
  'ETINYLESTRADIOL',
  'A2',
  t(
    'Amoxicillin påverkar inte skyddet av kombinerade p-piller.',
    'Ingen åtgärd behövs. Vid kräkningar eller kraftig diarré gäller de vanliga råden om missade tabletter.',
    'Amoxicillin påverkar inte nedbrytningen av etinylestradiol.',
    'Farmakokinetiska studier visar ingen betydande påverkan.',
  ),
);
ix(
  'ALLOPURINOL',
  'AMOXICILLIN',
  'B2',
  t(
    'Ökad förekomst av hudutslag.',
    'Informera om risken. Utslagen är oftast ofarliga men bör bedömas.',
    'Mekanismen är okänd.',
    'Visat i observationsstudier.',
  ),
);
ix(
  'OMEPRAZOL',
  'DIAZEPAM',
  'B3',
  t(
    'Koncentrationen av diazepam kan öka något.',
    'Ingen åtgärd behövs hos de flesta. Var uppmärksam på ökad trötthet hos äldre.',
    'Omeprazol hämmar CYP2C19, som deltar i nedbrytningen av diazepam.',
    'Visat i studier på friska försökspersoner.',
  ),
);
ix(
  'INSULINGLARGIN',
  'METOPROLOL',
  'B1',
  t(
    'Varningssymtom på lågt blodsocker, som hjärtklappning och darrningar, kan bli mindre tydliga.',
    'Informera patienten om att svettningar ofta finns kvar som varningssignal.',
    'Betablockad dämpar kroppens reaktion på adrenalin vid lågt blodsocker.',
    'Beskrivet i mindre studier; betydelsen är liten med selektiva betablockerare som metoprolol.',
  ),
);

for (const group of GROUPS) {
  for (const { a, b, code, texts } of group.interactions) ix(a, b, code, t(...texts));
}

/** Every interaction pair written pair by pair, in bundle order (the original demo pairs first). */
export const PAIR_INTERACTIONS: readonly InteractionRow[] = rows;
