// Class rules of the demo knowledge base: sensitive CYP3A4 and CYP2D6 substrates with inhibitors
// and inducers, beyond the statins, calcium channel blockers, DOACs, calcineurin inhibitors and
// CYP2D6 prodrugs of interaction-rules-metabolism-cns.ts. What each substrate risks and the advice
// come from a small map keyed by substance; the rule fills in the names.
// Texts written by the Medkompass team from general pharmacological knowledge (demo data).

import { classMembers, type ClassRule, type PairException } from './class-rules.ts';
import type { DrugClass } from './classes.ts';
import { parseCode, t, topicalNote, type FormClassification, type Texts } from './interactions.ts';
import { substanceRow, svName, topKeyOf } from './substances.ts';
import { cap } from './text.ts';

const n = svName;
const N = (key: string): string => cap(svName(key));

// ---------------------------------------------------------------------------------------------
// Helpers: local drug forms, induction, and exceptions computed from the grades
// ---------------------------------------------------------------------------------------------

const MEMBERS = classMembers();
const isIn = (cls: DrugClass, key: string): boolean => (MEMBERS.get(cls) ?? []).includes(key);

/** Whether the substance has an ATC code starting with one of the prefixes. */
const hasAtc = (key: string, ...prefixes: string[]): boolean =>
  substanceRow(key).atc.some((code) => prefixes.some((prefix) => code.startsWith(prefix)));

/** Local products (eye drops, cream, gel) give negligible levels in the blood. */
const hasLocalForm = (key: string): boolean => topicalNote(key) !== '' && !hasAtc(key, 'A01');

/** A lower grade for the local forms of those of the keys that have them. */
function localForms(code: string, ...keys: string[]): FormClassification[] {
  return keys
    .filter(hasLocalForm)
    .map((on) => ({ on, administrations: ['topical'], ...parseCode(code) }));
}

/** The note on the local forms of the keys that have them (else nothing). */
function localNote(...keys: string[]): string {
  const names = keys.filter(hasLocalForm).map(n);
  if (names.length === 0) return '';
  return ` Utvärtes beredningar av ${names.join(' och ')} ger mycket låga halter i blodet, och för dem saknar interaktionen betydelse.`;
}

/** Induction builds up and wears off slowly; the same sentence ends every induction background. */
const inductionTime = (inducer: string): string =>
  ` Effekten byggs upp under 1–3 veckor och kvarstår flera veckor efter att ${n(inducer)} satts ut.`;

/** 'välj ett alternativ till karbamazepin', or for a herbal remedy 'avråd från johannesört'. */
const insteadOf = (key: string): string =>
  substanceRow(key).special ? `avråd från ${n(key)}` : `välj ett alternativ till ${n(key)}`;

/**
 * A rule of this file before its exceptions are computed: the grade of each pair comes from the
 * substrate map ('none' where the mechanism does not matter for the substrate), and pairs named
 * by hand (the hand-written pairs, and pairs an earlier rule has graded) win over it.
 */
interface Rule extends Omit<ClassRule, 'except'> {
  /** The grade of a pair, left key first ('none': the rule does not apply). */
  grade: (a: string, b: string) => string;
  /** Exceptions by 'KEY1|KEY2'; they win over the computed ones. */
  byHand?: Record<string, PairException>;
}

const unordered = (pair: string): string => pair.split('|').sort().join('|');

function finish(rule: Rule): ClassRule {
  const computed: Record<string, PairException> = {};
  const inRule = new Set<string>();
  for (const a of MEMBERS.get(rule.left) ?? []) {
    for (const b of MEMBERS.get(rule.right) ?? []) {
      if (topKeyOf(a) === topKeyOf(b) || inRule.has(unordered(`${a}|${b}`))) continue;
      inRule.add(unordered(`${a}|${b}`));
      const code = rule.grade(a, b);
      if (code === 'none') computed[`${a}|${b}`] = 'none';
      else if (code !== rule.code) computed[`${a}|${b}`] = { code };
    }
  }
  // Exceptions by hand replace the computed one of the same pair (in either order). A pair whose
  // substances are not in this build (DEMO_GROUPS) is left out.
  const byHand = Object.entries(rule.byHand ?? {}).filter(([pair]) => inRule.has(unordered(pair)));
  const named = new Set(byHand.map(([pair]) => unordered(pair)));
  const rest = Object.entries(computed).filter(([pair]) => !named.has(unordered(pair)));
  return {
    name: rule.name,
    left: rule.left,
    right: rule.right,
    code: rule.code,
    texts: rule.texts,
    ...(rule.forms === undefined ? {} : { forms: rule.forms }),
    except: Object.fromEntries([...rest, ...byHand]),
  };
}

// ---------------------------------------------------------------------------------------------
// CYP3A4 substrates: what a higher or lower level does, and what to do
// ---------------------------------------------------------------------------------------------

/** One direction of the interaction of a substrate: its grade and texts (`other` is the inhibitor or inducer). */
interface Effect {
  code: string;
  consequence: string;
  advice: (other: string) => string;
  background: string;
  /** Added to the mechanism. */
  note?: string;
}

interface Cyp3a4Substrate {
  /** With a strong inhibitor; absent: the rule does not apply. */
  strong?: Effect;
  /** With a moderate inhibitor; absent: the rise is too small to matter. */
  moderate?: Effect;
  /** With an inducer; absent: the fall is too small to matter. */
  induced?: Effect;
  /** On the substance's own elimination, added to the mechanism of an inhibitor. */
  note?: string;
  /** Only part of the elimination goes through CYP3A4. */
  partly?: boolean;
  /** Also carried out by P-glycoprotein, which some of the inhibitors also block. */
  pgp?: boolean;
  /** Lowers the blood pressure, as the calcium channel blockers among the inhibitors do. */
  lowersBloodPressure?: boolean;
}

const CYP3A4_SUBSTRATES: Record<string, Cyp3a4Substrate> = {
  SILDENAFIL: {
    lowersBloodPressure: true,
    strong: {
      code: 'C3',
      consequence:
        'Koncentrationen av sildenafil ökar kraftigt, med risk för huvudvärk, rodnad, yrsel och blodtrycksfall.',
      advice: (a) =>
        `Vid erektil dysfunktion: högst 25 mg sildenafil och högst en dos per 48 timmar så länge ${n(a)} används. Vid pulmonell arteriell hypertension ska kombinationen undvikas.`,
      background:
        'Visat i studier på friska försökspersoner, där starka CYP3A4-hämmare ökade exponeringen för sildenafil upp till omkring tio gånger.',
    },
    moderate: {
      code: 'C2',
      consequence:
        'Koncentrationen av sildenafil ökar, med risk för huvudvärk, rodnad, yrsel och blodtrycksfall.',
      advice: () =>
        'Vid erektil dysfunktion: börja med 25 mg sildenafil. Vid pulmonell arteriell hypertension: följ blodtryck och biverkningar och överväg en lägre dos.',
      background:
        'Visat i farmakokinetiska studier med måttliga CYP3A4-hämmare; erytromycin ungefär tredubblade exponeringen för sildenafil hos friska försökspersoner.',
    },
    induced: {
      code: 'C2',
      consequence: 'Effekten av sildenafil kan minska påtagligt.',
      advice: (a) =>
        `Följ effekten; en högre dos sildenafil kan behövas. Vid pulmonell arteriell hypertension: följ behandlingssvaret noga, och ${insteadOf(a)} om effekten sviktar.`,
      background:
        'Baserat på farmakokinetiska studier med inducerare, där exponeringen för PDE5-hämmare minskade med mer än hälften.',
    },
  },
  TADALAFIL: {
    lowersBloodPressure: true,
    strong: {
      code: 'C3',
      consequence:
        'Koncentrationen av tadalafil ökar kraftigt, med risk för huvudvärk, ryggsmärta, yrsel och blodtrycksfall.',
      advice: (a) =>
        `Vid behovsdosering: högst 10 mg tadalafil och inte oftare än var 72:a timme så länge ${n(a)} används. Undvik daglig behandling med tadalafil under tiden; vid pulmonell arteriell hypertension behövs en specialists bedömning.`,
      background:
        'Visat i studier på friska försökspersoner, där starka CYP3A4-hämmare ökade exponeringen för tadalafil ungefär två till fyra gånger.',
    },
    moderate: {
      code: 'C2',
      consequence:
        'Koncentrationen av tadalafil kan öka, med risk för huvudvärk, yrsel och blodtrycksfall.',
      advice: () =>
        'Börja med en låg dos tadalafil och var uppmärksam på huvudvärk, yrsel och blodtrycksfall.',
      background:
        'Baserat på farmakokinetiska studier med CYP3A4-hämmare; ökningen är mindre med måttliga än med starka hämmare.',
    },
    induced: {
      code: 'C2',
      consequence: 'Effekten av tadalafil kan minska påtagligt.',
      advice: (a) =>
        `Följ effekten; en högre dos tadalafil kan behövas. Vid pulmonell arteriell hypertension: följ behandlingssvaret noga, och ${insteadOf(a)} om effekten sviktar.`,
      background:
        'I en studie på friska försökspersoner minskade rifampicin exponeringen för tadalafil med nästan 90 procent.',
    },
  },
  SALMETEROL: {
    strong: {
      code: 'D3',
      consequence:
        'Koncentrationen av salmeterol ökar kraftigt, med risk för hjärtklappning, snabb puls, förlängt QT-intervall och lågt kalium.',
      advice: (a) =>
        `Undvik kombinationen. Byt så länge ${n(a)} används till en långverkande beta-2-stimulerare som inte är beroende av CYP3A4, till exempel formoterol.`,
      background:
        'Visat i en studie på friska försökspersoner, där en stark CYP3A4-hämmare ökade exponeringen för salmeterol ungefär femtonfaldigt; några fick hjärtklappning och förlängt QT-intervall.',
    },
  },
  SOLIFENACIN: {
    strong: {
      code: 'C3',
      consequence:
        'Koncentrationen av solifenacin ökar, med risk för fler antikolinerga biverkningar som muntorrhet, förstoppning och svårighet att tömma blåsan, och vid höga halter förlängt QT-intervall.',
      advice: (a) =>
        `Ge högst 5 mg solifenacin dagligen så länge ${n(a)} används. Undvik kombinationen vid kraftigt nedsatt njur- eller leverfunktion.`,
      background:
        'Visat i en studie på friska försökspersoner, där en stark CYP3A4-hämmare ökade exponeringen för solifenacin två till tre gånger.',
    },
  },
  BUDESONID: {
    note: ' Normalt bryts det mesta av budesonid ned redan vid första passagen genom tarmvägg och lever, vilket ger låga halter i blodet.',
    strong: {
      code: 'C3',
      consequence:
        'Koncentrationen av budesonid i blodet kan öka flerfaldigt, med risk för kortisonbiverkningar i hela kroppen som Cushings syndrom och hämning av binjurebarken.',
      advice: (a) =>
        `Undvik långvarig samtidig behandling, särskilt med budesonid i kapslar eller tabletter. Behövs kombinationen: använd lägsta effektiva dos budesonid och var uppmärksam på kortisonbiverkningar. Under en kort kur med ${n(a)} har kombinationen oftast liten betydelse.`,
      background:
        'Visat i en studie på friska försökspersoner, där en stark CYP3A4-hämmare ökade exponeringen för peroralt budesonid ungefär åttafaldigt, och i fallrapporter om Cushings syndrom vid inhalation.',
    },
  },
  FLUTIKASON: {
    note: ' Den flutikason som tas upp i kroppen elimineras normalt snabbt av CYP3A4 i levern.',
    strong: {
      code: 'C3',
      consequence:
        'Koncentrationen av flutikason i blodet kan öka mångfaldigt, med risk för Cushings syndrom och hämning av binjurebarken, även vid inhalation och användning i näsan.',
      advice: (a) =>
        `Undvik långvarig samtidig behandling och välj en inhalationssteroid som påverkas mindre, till exempel beklometason. Under en kort kur med ${n(a)} har kombinationen oftast liten betydelse. Har patienten redan fått kortisonbiverkningar: var uppmärksam på kortisolbrist vid bytet.`,
      background:
        'Visat i studier på friska försökspersoner, där exponeringen för flutikason ökade mångfaldigt och kortisolhalten sjönk, och i många fallrapporter om Cushings syndrom.',
    },
  },
  EPLERENON: {
    strong: {
      code: 'D3',
      consequence:
        'Koncentrationen av eplerenon ökar kraftigt, med risk för allvarlig hyperkalemi.',
      advice: (a) =>
        `Kombinera inte. Gör uppehåll med eplerenon så länge ${n(a)} används, eller ${insteadOf(a)}. Vid längre behandling kan spironolakton vara ett alternativ till eplerenon.`,
      background:
        'Visat i en studie på friska försökspersoner, där en stark CYP3A4-hämmare ökade exponeringen för eplerenon ungefär fem gånger.',
    },
    moderate: {
      code: 'C2',
      consequence: 'Koncentrationen av eplerenon ökar, med risk för hyperkalemi.',
      advice: (a) =>
        `Ge högst 25 mg eplerenon dagligen så länge ${n(a)} används. Kontrollera kalium och kreatinin efter start och efter dosändring.`,
      background:
        'Visat i farmakokinetiska studier med flera måttliga CYP3A4-hämmare, där exponeringen för eplerenon ökade två till tre gånger.',
    },
    induced: {
      code: 'D2',
      consequence:
        'Koncentrationen av eplerenon sjunker kraftigt, med risk för utebliven effekt vid hjärtsvikt eller högt blodtryck.',
      advice: (a) => `Undvik kombinationen; ${insteadOf(a)}, eller byt till spironolakton.`,
      background:
        'Visat i en studie på friska försökspersoner, där rifampicin minskade exponeringen för eplerenon med ungefär 90 procent.',
    },
  },
  DRONEDARON: {
    strong: {
      code: 'D3',
      consequence:
        'Koncentrationen av dronedaron ökar mångfaldigt, med risk för långsam puls, förlängt QT-intervall och allvarliga hjärtrytmrubbningar.',
      advice: (a) =>
        `Kombinera inte. ${cap(insteadOf(a))}, eller ett annat antiarytmikum efter samråd med kardiolog.`,
      background:
        'Visat i en studie på friska försökspersoner, där en stark CYP3A4-hämmare ökade exponeringen för dronedaron ungefär sjuttonfaldigt.',
    },
    moderate: {
      code: 'C2',
      consequence:
        'Koncentrationen av dronedaron ökar, med risk för långsam puls och förlängt QT-intervall.',
      advice: (a) =>
        `Börja med låg dos av ${n(a)} och följ puls och EKG, särskilt under de första veckorna.`,
      background:
        'Visat i farmakokinetiska studier med måttliga CYP3A4-hämmare, där exponeringen för dronedaron ökade ungefär en och en halv till två gånger.',
    },
    induced: {
      code: 'D3',
      consequence:
        'Koncentrationen av dronedaron sjunker kraftigt, med risk för utebliven effekt mot förmaksflimmer.',
      advice: (a) => `Undvik kombinationen. ${cap(insteadOf(a))} eller ett annat antiarytmikum.`,
      background:
        'I en studie på friska försökspersoner minskade rifampicin exponeringen för dronedaron med ungefär 80 procent.',
    },
  },
  KOLKICIN: {
    pgp: true,
    strong: {
      code: 'D3',
      consequence:
        'Koncentrationen av kolkicin ökar kraftigt, med risk för allvarlig och ibland dödlig förgiftning med diarré, muskelskada och benmärgspåverkan.',
      advice: (a) =>
        `Undvik kombinationen. Gör uppehåll med kolkicin så länge ${n(a)} används. Vid nedsatt njur- eller leverfunktion ska de inte kombineras.`,
      background:
        'Visat i farmakokinetiska studier, där starka hämmare ökade exponeringen för kolkicin tre till fyra gånger, och i fallrapporter om dödlig förgiftning.',
    },
    moderate: {
      code: 'C3',
      consequence:
        'Koncentrationen av kolkicin ökar, med risk för förgiftning med diarré, muskelsmärta, muskelsvaghet och benmärgspåverkan.',
      advice: (a) =>
        `Sänk dosen kolkicin, ungefär till hälften, så länge ${n(a)} används, och var uppmärksam på diarré, muskelsmärta och muskelsvaghet. Undvik kombinationen vid nedsatt njur- eller leverfunktion.`,
      background:
        'Visat i studier på friska försökspersoner, där verapamil och diltiazem ungefär fördubblade exponeringen för kolkicin, och i fallrapporter om förgiftning.',
    },
  },
  ALPRAZOLAM: {
    strong: {
      code: 'C3',
      consequence:
        'Koncentrationen av alprazolam ökar flerfaldigt, med förstärkt och förlängd trötthet, nedsatt reaktionsförmåga och risk för fall.',
      advice: (a) =>
        `Välj om möjligt ett alternativ till ${n(a)}, eller en bensodiazepin som inte bryts ned av CYP3A4, till exempel oxazepam. Behövs kombinationen: sänk dosen alprazolam och informera om risken vid bilkörning.`,
      background:
        'Visat i studier på friska försökspersoner, där starka CYP3A4-hämmare ökade exponeringen för alprazolam ungefär tre till fyra gånger.',
    },
    moderate: {
      code: 'C2',
      consequence:
        'Koncentrationen av alprazolam ökar, med förstärkt trötthet och nedsatt reaktionsförmåga.',
      advice: () =>
        'Överväg en lägre dos alprazolam, särskilt hos äldre, och informera om risken vid bilkörning.',
      background:
        'Visat i farmakokinetiska studier med måttliga CYP3A4-hämmare, där exponeringen för alprazolam ungefär fördubblades.',
    },
    induced: {
      code: 'C2',
      consequence:
        'Koncentrationen av alprazolam sjunker, med risk för sämre effekt och abstinensliknande symtom.',
      advice: (a) =>
        `Följ effekten; dosen alprazolam kan behöva höjas. Sänk den igen när ${n(a)} sätts ut.`,
      background:
        'Visat i farmakokinetiska studier, där exponeringen för alprazolam minskade med hälften eller mer.',
    },
  },
  ZOLPIDEM: {
    strong: {
      code: 'C2',
      consequence:
        'Koncentrationen av zolpidem ökar, med förstärkt och förlängd trötthet, nedsatt reaktionsförmåga dagen efter och risk för fall.',
      advice: () =>
        'Använd lägsta dos zolpidem, eller välj ett sömnmedel som påverkas mindre. Informera om risken vid bilkörning dagen efter.',
      background:
        'Visat i studier på friska försökspersoner, där starka CYP3A4-hämmare ökade exponeringen för zolpidem måttligt och förstärkte den sövande effekten.',
    },
    induced: {
      code: 'C2',
      consequence: 'Effekten av zolpidem kan minska påtagligt.',
      advice: () => 'Följ effekten och välj vid behov ett annat sömnmedel.',
      background:
        'I en studie på friska försökspersoner minskade rifampicin exponeringen för zolpidem med ungefär 70 procent.',
    },
  },
  BUSPIRON: {
    strong: {
      code: 'C3',
      consequence:
        'Koncentrationen av buspiron ökar mångfaldigt, med risk för yrsel, trötthet, illamående och huvudvärk.',
      advice: (a) =>
        `Välj om möjligt ett alternativ till ${n(a)}. Behövs kombinationen: sänk dosen buspiron kraftigt, till exempel till 2,5 mg två gånger dagligen, eller gör uppehåll.`,
      background:
        'Visat i studier på friska försökspersoner, där starka CYP3A4-hämmare ökade exponeringen för buspiron mer än tio gånger.',
    },
    moderate: {
      code: 'C3',
      consequence:
        'Koncentrationen av buspiron ökar flerfaldigt, med risk för yrsel, trötthet och illamående.',
      advice: (a) =>
        `Börja med en låg dos buspiron, till exempel 2,5 mg två gånger dagligen, och anpassa efter effekt och biverkningar så länge ${n(a)} används.`,
      background:
        'Visat i studier på friska försökspersoner, där verapamil, diltiazem och erytromycin ökade exponeringen för buspiron tre till sex gånger.',
    },
    induced: {
      code: 'C3',
      consequence: 'Effekten av buspiron kan minska kraftigt.',
      advice: (a) =>
        `Följ effekten; dosen buspiron kan behöva höjas. Sänk den igen när ${n(a)} sätts ut.`,
      background:
        'I en studie på friska försökspersoner minskade rifampicin exponeringen för buspiron med ungefär 90 procent.',
    },
  },
  KVETIAPIN: {
    strong: {
      code: 'D3',
      consequence:
        'Koncentrationen av kvetiapin ökar mångfaldigt, med risk för uttalad trötthet, blodtrycksfall, förvirring och förlängt QT-intervall.',
      advice: (a) =>
        `Kombinera inte. ${cap(insteadOf(a))}, eller gör uppehåll med kvetiapin så länge ${n(a)} används.`,
      background:
        'Visat i en studie på friska försökspersoner, där en stark CYP3A4-hämmare ökade exponeringen för kvetiapin ungefär sex gånger, och i fallrapporter om kraftig sedering och koma.',
    },
    moderate: {
      code: 'C2',
      consequence:
        'Koncentrationen av kvetiapin kan öka, med risk för trötthet, yrsel och blodtrycksfall.',
      advice: (a) =>
        `Var uppmärksam på trötthet och yrsel när ${n(a)} sätts in, särskilt hos äldre, och sänk dosen kvetiapin vid behov.`,
      background:
        'Visat i en studie på patienter, där erytromycin ungefär fördubblade exponeringen för kvetiapin, och beskrivet i fallrapporter.',
    },
    induced: {
      code: 'D2',
      consequence:
        'Koncentrationen av kvetiapin sjunker kraftigt, med risk för utebliven effekt mot psykos, bipolär sjukdom eller depression.',
      advice: (a) =>
        `Undvik kombinationen: ${insteadOf(a)}, eller byt till ett antipsykotiskt läkemedel som påverkas mindre. Går det inte: följ effekten och höj dosen kvetiapin efter behov.`,
      background:
        'Visat i farmakokinetiska studier, där fenytoin och karbamazepin ökade elimineringen av kvetiapin flera gånger.',
    },
  },
  OXIKODON: {
    strong: {
      code: 'C3',
      consequence:
        'Koncentrationen av oxikodon ökar, med risk för förstärkt och förlängd effekt: trötthet, förvirring och andningsdepression.',
      advice: () =>
        'Följ patienten noga, särskilt i början och hos äldre, och sänk dosen oxikodon vid behov. Överväg en opioid som inte bryts ned av CYP3A4, till exempel morfin.',
      background:
        'Visat i studier på friska försökspersoner, där starka CYP3A4-hämmare ökade exponeringen för oxikodon ungefär två till fyra gånger.',
    },
    induced: {
      code: 'C3',
      consequence:
        'Koncentrationen av oxikodon sjunker kraftigt, med risk för otillräcklig smärtlindring och abstinens.',
      advice: (a) =>
        `Följ smärtlindringen och anpassa dosen, eller välj en opioid som påverkas mindre, till exempel morfin. När ${n(a)} sätts ut stiger halten av oxikodon igen; se över dosen i tid.`,
      background:
        'Visat i studier på friska försökspersoner, där rifampicin minskade exponeringen för oxikodon med mer än 80 procent.',
    },
  },
  FENTANYL: {
    strong: {
      code: 'C3',
      consequence:
        'Koncentrationen av fentanyl ökar, med risk för förstärkt och förlängd effekt och livshotande andningsdepression.',
      advice: () =>
        'Undvik om möjligt kombinationen vid behandling med fentanylplåster. Behövs den: följ andning och vakenhet noga, sänk dosen vid behov och tänk på att halten sjunker långsamt även efter att plåstret tagits bort.',
      background:
        'Visat i studier på friska försökspersoner, där starka CYP3A4-hämmare minskade elimineringen av fentanyl påtagligt, och i fallrapporter om andningsdepression vid plåsterbehandling.',
    },
    moderate: {
      code: 'C2',
      consequence:
        'Koncentrationen av fentanyl kan öka, med risk för ökad trötthet och andningsdepression.',
      advice: () =>
        'Var uppmärksam på ökad trötthet och långsam andning, särskilt vid plåsterbehandling och hos äldre, och sänk dosen fentanyl vid behov.',
      background:
        'Beskrivet i farmakokinetiska studier med måttliga CYP3A4-hämmare och i fallrapporter; ökningen är mindre än med starka hämmare.',
    },
    induced: {
      code: 'C2',
      consequence:
        'Koncentrationen av fentanyl kan sjunka, med risk för otillräcklig smärtlindring.',
      advice: (a) =>
        `Följ smärtlindringen och höj dosen vid behov. När ${n(a)} sätts ut stiger halten av fentanyl igen; sänk dosen i tid för att undvika överdosering.`,
      background:
        'Visat i farmakokinetiska studier med inducerare, där exponeringen för fentanyl minskade med mer än hälften.',
    },
  },
  METADON: {
    partly: true,
    note: ' En stor del bryts ned av andra enzymer, främst CYP2B6, så ökningen blir måttlig.',
    strong: {
      code: 'C2',
      consequence:
        'Koncentrationen av metadon kan öka, med risk för trötthet, andningsdepression och förlängt QT-intervall.',
      advice: (a) =>
        `Följ vakenhet och andning när ${n(a)} sätts in, och ta EKG om patienten har fler riskfaktorer för QT-förlängning. Sänk dosen metadon vid behov och höj den igen när ${n(a)} sätts ut.`,
      background:
        'Visat i farmakokinetiska studier på patienter i underhållsbehandling, där starka CYP3A4-hämmare höjde halten av metadon måttligt.',
    },
    induced: {
      code: 'C3',
      consequence:
        'Koncentrationen av metadon sjunker kraftigt, med risk för abstinens och återfall i missbruk, eller otillräcklig smärtlindring.',
      advice: (a) =>
        `Följ patienten med avseende på abstinens de första veckorna och höj dosen metadon vid behov, i samråd med den enhet som ansvarar för behandlingen. När ${n(a)} sätts ut stiger halten igen; sänk dosen i tid.`,
      background:
        'Visat i studier på patienter i underhållsbehandling, där halten av metadon sjönk kraftigt och abstinens uppstod.',
    },
  },
  TIKAGRELOR: {
    strong: {
      code: 'D3',
      consequence:
        'Koncentrationen av tikagrelor ökar kraftigt, med risk för blödning och andfåddhet.',
      advice: (a) =>
        `Kombinera inte. ${cap(insteadOf(a))}, eller en annan trombocythämmare efter samråd med kardiolog.`,
      background:
        'Visat i en studie på friska försökspersoner, där en stark CYP3A4-hämmare ökade exponeringen för tikagrelor mer än sju gånger.',
    },
    induced: {
      code: 'D2',
      consequence:
        'Koncentrationen av tikagrelor sjunker kraftigt, med risk för otillräcklig trombocythämning och hjärt-kärlhändelser som stentpropp och hjärtinfarkt.',
      advice: (a) =>
        `Undvik kombinationen; ${insteadOf(a)}, eller diskutera en annan trombocythämmare med behandlande kardiolog.`,
      background:
        'I en studie på friska försökspersoner minskade rifampicin exponeringen för tikagrelor med ungefär 85 procent.',
    },
  },
  DOMPERIDON: {
    strong: {
      code: 'D3',
      consequence:
        'Koncentrationen av domperidon ökar flerfaldigt, med risk för förlängt QT-intervall och allvarliga hjärtrytmrubbningar.',
      advice: (a) =>
        `Kombinera inte. Välj ett annat medel mot illamående, eller gör uppehåll med domperidon så länge ${n(a)} används.`,
      background:
        'Visat i studier på friska försökspersoner, där starka CYP3A4-hämmare ökade exponeringen för domperidon flera gånger och förlängde QT-intervallet.',
    },
    moderate: {
      code: 'C1',
      consequence:
        'Koncentrationen av domperidon kan öka, med risk för förlängt QT-intervall och hjärtrytmrubbningar.',
      advice: () =>
        'Använd lägsta effektiva dos domperidon under kortast möjliga tid, och undvik kombinationen vid hjärtsjukdom, långsam puls eller andra riskfaktorer för QT-förlängning.',
      background:
        'Baserat på mekanismen och på studier med starka CYP3A4-hämmare; hur mycket måttliga hämmare höjer halten är inte väl undersökt.',
    },
  },
  ARIPIPRAZOL: {
    partly: true,
    note: ' Aripiprazol bryts ned av både CYP3A4 och CYP2D6.',
    strong: {
      code: 'C3',
      consequence:
        'Koncentrationen av aripiprazol ökar, med risk för fler biverkningar som rastlöshet (akatisi), yrsel, trötthet och ofrivilliga rörelser.',
      advice: (a) =>
        `Halvera dosen aripiprazol så länge ${n(a)} används och återgå till den tidigare dosen efter utsättningen. Även dosen av depotinjektion behöver sänkas.`,
      background:
        'Visat i studier på friska försökspersoner, där starka CYP3A4-hämmare ökade exponeringen för aripiprazol med ungefär hälften till två tredjedelar.',
    },
    induced: {
      code: 'C3',
      consequence:
        'Koncentrationen av aripiprazol sjunker kraftigt, med risk för sämre effekt och återfall.',
      advice: (a) =>
        `Räkna med att dosen aripiprazol i tabletter behöver fördubblas och följ effekten. Sänk dosen igen när ${n(a)} satts ut och induktionen klingat av. Undvik depotinjektion under tiden.`,
      background:
        'Visat i studier på patienter, där karbamazepin minskade exponeringen för aripiprazol med ungefär 70 procent.',
    },
  },
  ITRAKONAZOL: {
    induced: {
      code: 'D3',
      consequence:
        'Koncentrationen av itrakonazol sjunker kraftigt, ofta till nivåer som inte går att mäta, med risk för utebliven effekt mot svampinfektionen.',
      advice: (a) =>
        `Undvik kombinationen. Använd ett annat svampmedel i samråd med infektionsläkare, eller ${insteadOf(a)}.`,
      background:
        'Visat i farmakokinetiska studier, där rifampicin och fenytoin minskade exponeringen för itrakonazol med omkring 90 procent, och i fallrapporter om behandlingssvikt.',
    },
  },
  NIRMATRELVIR: {
    induced: {
      code: 'D2',
      note: ' Ritonavir ges tillsammans med nirmatrelvir för att hämma CYP3A4, men kan inte motverka en kraftig induktion.',
      consequence:
        'Koncentrationen av nirmatrelvir och ritonavir sjunker kraftigt, med risk för utebliven effekt mot covid-19 och för resistens.',
      advice: (a) =>
        `Kombinera inte, inte heller under de första två veckorna efter att ${n(a)} satts ut. Välj en annan behandling mot covid-19.`,
      background:
        'Visat i en studie på friska försökspersoner, där karbamazepin minskade exponeringen för nirmatrelvir med mer än hälften.',
    },
  },
};

const cyp3a4 = (key: string): Cyp3a4Substrate => {
  const substrate = CYP3A4_SUBSTRATES[key];
  if (substrate === undefined) throw new Error(`${key} saknas i CYP3A4_SUBSTRATES`);
  return substrate;
};

/** The mechanism of a CYP3A4 inhibitor with a substrate. */
function inhibitionMechanism(inhibitor: string, substrate: string, strongly: boolean): string {
  const s = cyp3a4(substrate);
  const pgp =
    s.pgp === true && isIn('PGP_INHIBITOR', inhibitor)
      ? ` ${N(inhibitor)} hämmar dessutom P-glykoprotein, som pumpar ut ${n(substrate)} i tarmen och njurarna.`
      : '';
  const pressure =
    s.lowersBloodPressure === true && isIn('CYP3A4_CALCIUM_BLOCKER', inhibitor)
      ? ` Båda sänker dessutom blodtrycket.`
      : '';
  return strongly
    ? `${N(inhibitor)} hämmar CYP3A4 kraftigt, ${s.partly === true ? 'ett av de enzym' : 'det enzym'} som ${s.partly === true ? '' : 'främst '}bryter ned ${n(substrate)}.${s.note ?? ''}${pgp}${pressure}`
    : `${N(inhibitor)} hämmar CYP3A4 måttligt och minskar därmed nedbrytningen av ${n(substrate)}.${s.note ?? ''}${pgp}${pressure}`;
}

function inhibitionTexts(inhibitor: string, substrate: string, strongly: boolean): Texts {
  const effect = strongly ? cyp3a4(substrate).strong : cyp3a4(substrate).moderate;
  if (effect === undefined) throw new Error(`${inhibitor} + ${substrate}: ingen bedömning`);
  return t(
    effect.consequence,
    `${effect.advice(inhibitor)}${localNote(inhibitor)}`,
    inhibitionMechanism(inhibitor, substrate, strongly),
    effect.background,
  );
}

const strongSubstrate: Rule = {
  name: 'Stark CYP3A4-hämmare × känsliga CYP3A4-substrat',
  left: 'STRONG_CYP3A4_INHIBITOR',
  right: 'CYP3A4_SUBSTRATE',
  code: 'C3',
  grade: (_a, b) => cyp3a4(b).strong?.code ?? 'none',
  texts: (a, b) => inhibitionTexts(a, b, true),
  forms: (a) => localForms('A0', a),
  byHand: {
    // Clarithromycin: written by hand from studies with other inhibitors, mostly a short course.
    'KLARITROMYCIN|SILDENAFIL': 'pair',
    'KLARITROMYCIN|TADALAFIL': 'pair',
    'KLARITROMYCIN|SALMETEROL': 'pair',
    'KLARITROMYCIN|SOLIFENACIN': 'pair',
    'KLARITROMYCIN|BUDESONID': 'pair',
    'KLARITROMYCIN|FLUTIKASON': 'pair',
    'KLARITROMYCIN|EPLERENON': 'pair',
    'KLARITROMYCIN|ALPRAZOLAM': 'pair',
    'KLARITROMYCIN|KVETIAPIN': 'pair',
    'KLARITROMYCIN|FENTANYL': 'pair',
    'KLARITROMYCIN|BUSPIRON': 'pair',
    'KLARITROMYCIN|TIKAGRELOR': 'pair',
    'KLARITROMYCIN|ARIPIPRAZOL': 'pair',
    // The azoles and ritonavir with ticagrelor, colchicine and domperidone, ritonavir with
    // fluticasone and quetiapine: written by hand.
    'ITRAKONAZOL|TIKAGRELOR': 'pair',
    'VORIKONAZOL|TIKAGRELOR': 'pair',
    'POSAKONAZOL|TIKAGRELOR': 'pair',
    'RITONAVIR|TIKAGRELOR': 'pair',
    'ITRAKONAZOL|KOLKICIN': 'pair',
    'VORIKONAZOL|KOLKICIN': 'pair',
    'POSAKONAZOL|KOLKICIN': 'pair',
    'ITRAKONAZOL|DOMPERIDON': 'pair',
    'VORIKONAZOL|DOMPERIDON': 'pair',
    'POSAKONAZOL|DOMPERIDON': 'pair',
    'RITONAVIR|DOMPERIDON': 'pair',
    'RITONAVIR|FLUTIKASON': 'pair',
    'RITONAVIR|KVETIAPIN': 'pair',
    // QT drugs that clarithromycin raises: graded D2 by the QT rule, whose text names the rise.
    'KLARITROMYCIN|DRONEDARON': { code: 'D2' },
    'KLARITROMYCIN|DOMPERIDON': { code: 'D2' },
    'KLARITROMYCIN|METADON': { code: 'D2' },
    // Ritonavir over weeks lowers methadone (it induces CYP2B6 among others); a short course
    // may raise it somewhat.
    'RITONAVIR|METADON': {
      code: 'C2',
      texts: t(
        'Halten av metadon kan både stiga och sjunka. Vid långvarig behandling med ritonavir sjunker den oftast, med risk för abstinens.',
        'Vid en kort kur, till exempel mot covid-19: var uppmärksam på trötthet och andning. Vid långvarig behandling: följ patienten med avseende på abstinens och anpassa dosen metadon, i samråd med den enhet som ansvarar för behandlingen.',
        'Ritonavir hämmar CYP3A4 men ökar vid längre behandling bildningen av andra enzymer som bryter ned metadon, bland annat CYP2B6.',
        'Visat i farmakokinetiska studier med ritonavirförstärkta proteashämmare, där halten av metadon sjönk, och beskrivet i fallrapporter om abstinens.',
      ),
    },
  },
};

const moderateSubstrate: Rule = {
  name: 'Måttlig CYP3A4-hämmare × känsliga CYP3A4-substrat',
  left: 'MODERATE_CYP3A4_INHIBITOR',
  right: 'CYP3A4_SUBSTRATE',
  code: 'C2',
  grade: (_a, b) => cyp3a4(b).moderate?.code ?? 'none',
  texts: (a, b) => inhibitionTexts(a, b, false),
  forms: (a) => localForms('A0', a),
  byHand: {
    // Written by hand: fluconazole with colchicine (C0) and domperidone (D2), dronedarone with
    // eplerenone (C1).
    'FLUKONAZOL|KOLKICIN': 'pair',
    'FLUKONAZOL|DOMPERIDON': 'pair',
    'DRONEDARON|EPLERENON': 'pair',
    // QT pairs graded by the QT rule (D2, the rise named in its text).
    'FLUKONAZOL|DRONEDARON': { code: 'D2' },
    'ERYTROMYCIN|DRONEDARON': { code: 'D2' },
    'ERYTROMYCIN|DOMPERIDON': { code: 'D2' },
    'DRONEDARON|DOMPERIDON': { code: 'D2' },
  },
};

// ---------------------------------------------------------------------------------------------
// CYP3A4 inducers
// ---------------------------------------------------------------------------------------------

const inducerSubstrate: Rule = {
  name: 'CYP3A4-inducerare × känsliga CYP3A4-substrat',
  left: 'CYP3A4_INDUCER',
  right: 'CYP3A4_SUBSTRATE',
  code: 'D2',
  grade: (_a, b) => cyp3a4(b).induced?.code ?? 'none',
  texts: (a, b) => {
    const effect = cyp3a4(b).induced;
    if (effect === undefined) throw new Error(`${a} + ${b}: ingen bedömning`);
    return t(
      effect.consequence,
      effect.advice(a),
      `${N(a)} ökar bildningen av CYP3A4 i tarmen och levern och påskyndar därmed nedbrytningen av ${n(b)}.${effect.note ?? ''}`,
      `${effect.background}${inductionTime(a)}`,
    );
  },
  byHand: {
    // Written by hand.
    'KARBAMAZEPIN|EPLERENON': 'pair',
    'FENYTOIN|EPLERENON': 'pair',
    'FENOBARBITAL|EPLERENON': 'pair',
    'KARBAMAZEPIN|DRONEDARON': 'pair',
    'JOHANNESORT|DRONEDARON': 'pair',
    'FENYTOIN|DRONEDARON': 'pair',
    'FENOBARBITAL|DRONEDARON': 'pair',
    'KARBAMAZEPIN|OXIKODON': 'pair',
    'FENYTOIN|OXIKODON': 'pair',
    'RIFAMPICIN|TIKAGRELOR': 'pair',
    'RIFAMPICIN|NIRMATRELVIR': 'pair',
    // Phenobarbital with fentanyl: graded C3 as an opioid with a sedative.
    'FENOBARBITAL|FENTANYL': { code: 'C3' },
    // St John's wort lowers eplerenone by about a third only.
    'JOHANNESORT|EPLERENON': {
      code: 'C2',
      texts: t(
        'Koncentrationen av eplerenon kan sjunka något, med risk för sämre effekt.',
        'Avråd från johannesört. Används det ändå: följ blodtrycket och, vid hjärtsvikt, symtomen.',
        'Johannesört ökar bildningen av CYP3A4 i tarmen och levern och påskyndar därmed nedbrytningen av eplerenon.',
        `Visat i en studie på friska försökspersoner, där exponeringen för eplerenon minskade med ungefär en tredjedel.${inductionTime('JOHANNESORT')}`,
      ),
    },
  },
};

// ---------------------------------------------------------------------------------------------
// CYP2D6 substrates with a narrow therapeutic window
// ---------------------------------------------------------------------------------------------

interface Cyp2d6Substrate {
  code: string;
  consequence: string;
  advice: (inhibitor: string) => string;
  /** On the substance's own elimination, added to the mechanism. */
  note: string;
  background: string;
}

/** Tricyclic antidepressants: the same texts with the (Swedish) name filled in. */
function tricyclic(name: string): Cyp2d6Substrate {
  return {
    code: 'C3',
    consequence: `Koncentrationen av ${name} kan öka flerfaldigt, med risk för muntorrhet, förstoppning, förvirring, kramper och hjärtrytmrubbningar.`,
    advice: (a) =>
      `Börja med en låg dos ${name}, eller sänk dosen, och mät koncentrationen av ${name} en till två veckor efter att ${n(a)} satts in. Ta EKG vid högre doser och vid hjärtsjukdom.`,
    note: ` ${cap(name)} har ett smalt terapeutiskt fönster.`,
    background:
      'Visat i studier på patienter och friska försökspersoner, där starka CYP2D6-hämmare ökade halten av tricykliska antidepressiva två till flera gånger, och i fallrapporter om förgiftning.',
  };
}

const CYP2D6_SUBSTRATES: Record<string, Cyp2d6Substrate> = {
  FLEKAINID: {
    code: 'C2',
    consequence:
      'Koncentrationen av flekainid kan öka, med risk för ledningsrubbningar och nya eller förvärrade hjärtrytmrubbningar.',
    advice: (a) =>
      `Ta EKG och följ, där det går, koncentrationen av flekainid när ${n(a)} sätts in eller sätts ut. Sänk dosen flekainid vid behov.`,
    note: ' Flekainid har ett smalt terapeutiskt fönster.',
    background:
      'Baserat på mekanismen och på studier med en annan stark CYP2D6-hämmare, kinidin, som minskade elimineringen av flekainid påtagligt.',
  },
  METOPROLOL: {
    code: 'C2',
    consequence:
      'Koncentrationen av metoprolol kan öka flerfaldigt, med risk för långsam puls, blodtrycksfall och yrsel.',
    advice: (a) =>
      `Följ puls och blodtryck när ${n(a)} sätts in och sänk dosen metoprolol vid behov, eller välj en betablockerare som inte bryts ned av CYP2D6, till exempel bisoprolol.`,
    note: '',
    background:
      'Visat i studier på friska försökspersoner och patienter, där starka CYP2D6-hämmare ökade exponeringen för metoprolol flera gånger och sänkte pulsen.',
  },
  AMITRIPTYLIN: tricyclic('amitriptylin'),
  NORTRIPTYLIN: tricyclic('nortriptylin'),
  KLOMIPRAMIN: tricyclic('klomipramin'),
  ARIPIPRAZOL: {
    code: 'C3',
    consequence:
      'Koncentrationen av aripiprazol ökar, med risk för fler biverkningar som rastlöshet (akatisi), yrsel, trötthet och ofrivilliga rörelser.',
    advice: (a) =>
      `Halvera dosen aripiprazol så länge ${n(a)} används och återgå till den tidigare dosen efter utsättningen. Även dosen av depotinjektion behöver sänkas.`,
    note: ' Aripiprazol bryts ned av både CYP2D6 och CYP3A4.',
    background:
      'Visat i studier på friska försökspersoner, där en stark CYP2D6-hämmare ungefär fördubblade exponeringen för aripiprazol.',
  },
  ATOMOXETIN: {
    code: 'C3',
    consequence:
      'Koncentrationen av atomoxetin ökar flerfaldigt, med risk för förhöjd puls och blodtryck, sömnsvårigheter, illamående och minskad aptit.',
    advice: () =>
      'Trappa upp atomoxetin långsammare och bedöm effekten vid en lägre dos innan den höjs. Följ puls och blodtryck.',
    note: '',
    background:
      'Visat i studier på friska försökspersoner, där en stark CYP2D6-hämmare ökade exponeringen för atomoxetin ungefär sex till åtta gånger.',
  },
};

const cyp2d6 = (key: string): Cyp2d6Substrate => {
  const substrate = CYP2D6_SUBSTRATES[key];
  if (substrate === undefined) throw new Error(`${key} saknas i CYP2D6_SUBSTRATES`);
  return substrate;
};

const isTerbinafine = (key: string): boolean => hasAtc(key, 'D01BA02');
const isFluoxetine = (key: string): boolean => hasAtc(key, 'N06AB03');

/** Terbinafine: its pairs are little studied (mostly case reports), so documentation at most 2. */
function cyp2d6Grade(inhibitor: string, substrate: string): string {
  const code = cyp2d6(substrate).code;
  return isTerbinafine(inhibitor) && Number(code.charAt(1)) > 2 ? `${code.charAt(0)}2` : code;
}

/** Inhibitors whose effect outlasts them. */
function lingering(inhibitor: string): string {
  if (isTerbinafine(inhibitor))
    return ` Hämningen kvarstår i flera månader efter att ${n(inhibitor)} satts ut.`;
  if (isFluoxetine(inhibitor))
    return ` Hämningen kvarstår flera veckor efter att ${n(inhibitor)} satts ut, eftersom ${n(inhibitor)} och dess verksamma metabolit elimineras långsamt.`;
  return '';
}

const cyp2d6Substrate: Rule = {
  name: 'CYP2D6-hämmare × CYP2D6-substrat med smalt terapeutiskt fönster',
  left: 'CYP2D6_INHIBITOR',
  right: 'CYP2D6_SUBSTRATE',
  code: 'C3',
  grade: cyp2d6Grade,
  texts: (a, b) => {
    const s = cyp2d6(b);
    return t(
      s.consequence,
      `${s.advice(a)}${lingering(a)}${localNote(a)}`,
      `${N(a)} hämmar CYP2D6 kraftigt, ett av de viktigaste enzymen för nedbrytningen av ${n(b)}.${s.note}`,
      isTerbinafine(a)
        ? `${s.background} Kombinationen med terbinafin är lite studerad; bedömningen bygger på hur kraftigt terbinafin hämmar CYP2D6 och på fallrapporter med andra läkemedel som bryts ned av enzymet.`
        : s.background,
    );
  },
  forms: (a) => localForms('A0', a),
  byHand: {
    // Written by hand.
    'PAROXETIN|METOPROLOL': 'pair',
    'TERBINAFIN|METOPROLOL': 'pair',
    'TERBINAFIN|AMITRIPTYLIN': 'pair',
    'BUPROPION|AMITRIPTYLIN': 'pair',
    'BUPROPION|NORTRIPTYLIN': 'pair',
    'BUPROPION|KLOMIPRAMIN': 'pair',
    'BUPROPION|ARIPIPRAZOL': 'pair',
    'BUPROPION|ATOMOXETIN': 'pair',
    // Fluoxetine and paroxetine with amitriptyline: graded C2 by the rule for serotonergic drugs
    // with an SSRI, whose text names the CYP2D6 effect.
    'FLUOXETIN|AMITRIPTYLIN': { code: 'C2' },
    'PAROXETIN|AMITRIPTYLIN': { code: 'C2' },
  },
};

// ---------------------------------------------------------------------------------------------
// The rules, in order.
// ---------------------------------------------------------------------------------------------

export const SUBSTRATE_RULES: readonly ClassRule[] = [
  strongSubstrate,
  moderateSubstrate,
  inducerSubstrate,
  cyp2d6Substrate,
].map(finish);
