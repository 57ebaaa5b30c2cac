// Class rules of the demo knowledge base: bleeding, kidneys, potassium, lithium, methotrexate and digoxin.
// Texts written by the Medkompass team from general pharmacological knowledge (demo data).

import { classMembers, type ClassRule, type PairException } from './class-rules.ts';
import type { DrugClass } from './classes.ts';
import { parseCode, t, topicalNote, type FormClassification, type Texts } from './interactions.ts';
import { FORM_ADMINISTRATION, PRODUCTS } from './products.ts';
import { substanceRow, svName, topKeyOf } from './substances.ts';
import { cap } from './text.ts';

const n = svName;
const N = (key: string): string => cap(svName(key));

// ---------------------------------------------------------------------------------------------
// Helpers: drug forms, sub-groups by ATC code, and exceptions computed from class membership
// ---------------------------------------------------------------------------------------------

/** Whether the substance has products for local use (gel, cream, eye drops). */
function hasTopical(key: string): boolean {
  return PRODUCTS.some(
    (p) =>
      FORM_ADMINISTRATION[p.form] === 'topical' &&
      p.substanceKeys.some((k) => topKeyOf(k) === topKeyOf(key)),
  );
}

/** A lower grade for the local forms (gel, cream, eye drops) of those of the keys that have them. */
function topicalForms(code: string, ...keys: string[]): FormClassification[] {
  return keys
    .filter(hasTopical)
    .map((on) => ({ on, administrations: ['topical'], ...parseCode(code) }));
}

/** The note on local forms of a substance other than an NSAID (else nothing). */
const localNote = (key: string): string =>
  hasTopical(key)
    ? ` För ${n(key)} i utvärtes beredningar, som kräm, salva eller ögondroppar, har interaktionen liten betydelse.`
    : '';

const hasAtc = (key: string, prefix: string): boolean =>
  substanceRow(key).atc.some((code) => code.startsWith(prefix));

/** Selective COX-2 inhibitors: hardly any effect on platelets, but still on mucosa and kidneys. */
const isCoxib = (key: string): boolean => hasAtc(key, 'M01AH');

/** Prasugrel and ticagrelor: stronger platelet inhibition than clopidogrel. */
const isPotentP2y12 = (key: string): boolean => hasAtc(key, 'B01AC22') || hasAtc(key, 'B01AC24');

/** What a direct oral anticoagulant inhibits (dabigatran thrombin, the xabans factor Xa). */
const doacTarget = (key: string): string => (hasAtc(key, 'B01AE') ? 'trombin' : 'faktor Xa');

const MEMBERS = classMembers();
const isIn = (cls: DrugClass, key: string): boolean => (MEMBERS.get(cls) ?? []).includes(key);

/** Exceptions for the pairs of two classes that `pick` picks out (by substance properties). */
function exceptionsWhere(
  left: DrugClass,
  right: DrugClass,
  pick: (a: string, b: string) => PairException | undefined,
): Record<string, PairException> {
  const out: Record<string, PairException> = {};
  for (const a of MEMBERS.get(left) ?? []) {
    for (const b of MEMBERS.get(right) ?? []) {
      if (topKeyOf(a) === topKeyOf(b)) continue;
      const exception = pick(a, b);
      if (exception !== undefined) out[`${a}|${b}`] = exception;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Text families
// ---------------------------------------------------------------------------------------------

/** How an NSAID adds to bleeding: platelets and mucosa, or (a coxib) mucosa only. */
function nsaidBleedingMechanism(nsaid: string): string {
  return isCoxib(nsaid)
    ? `${N(nsaid)} hämmar selektivt cyklooxygenas-2 och påverkar därför trombocyterna lite, men kan ändå ge sår i magtarmkanalens slemhinna.`
    : `${N(nsaid)} hämmar trombocyternas funktion och kan ge sår i magtarmkanalens slemhinna.`;
}

function vkaNsaid(vka: string, nsaid: string): Texts {
  return t(
    'Kraftigt ökad risk för blödning, framför allt från magtarmkanalen.',
    `Undvik kombinationen; paracetamol är förstahandsval vid smärta. Behövs ${n(nsaid)} ändå: kortast möjliga tid, magskydd med protonpumpshämmare, kontroll av PK(INR) inom en vecka och uppföljning av tecken på blödning.${topicalNote(nsaid)}`,
    `${nsaidBleedingMechanism(nsaid)} Det läggs till den hämning av koagulationen som ${n(vka)} ger, och en blödning från ett sår blir då svårare att stoppa.`,
    `Den ökade blödningsrisken när NSAID läggs till ${n(vka)} är väl belagd i stora observationsstudier.`,
  );
}

function vkaCoxib(vka: string, coxib: string): Texts {
  return t(
    'Risken för blödning från magtarmkanalen kan öka, och PK(INR) kan stiga.',
    `Undvik om möjligt. Används ${n(coxib)}: kontrollera PK(INR) inom en vecka efter start, överväg magskydd med protonpumpshämmare och var uppmärksam på tecken på blödning.`,
    `${nsaidBleedingMechanism(coxib)} Ett stigande PK(INR) finns också beskrivet, troligen genom påverkan på nedbrytningen av ${n(vka)}.`,
    'Beskrivet i fallrapporter och mindre studier; risken för blödning är lägre än med icke-selektiva NSAID men inte obetydlig.',
  );
}

function doacNsaid(doac: string, nsaid: string): Texts {
  return t(
    'Ökad risk för blödning, framför allt från magtarmkanalen.',
    `Undvik regelbunden användning av ${n(nsaid)}; paracetamol är förstahandsval vid smärta. Behövs ${n(nsaid)} ändå: kortast möjliga tid, magskydd med protonpumpshämmare och uppföljning av tecken på blödning och av njurfunktionen.${topicalNote(nsaid)}`,
    `${nsaidBleedingMechanism(nsaid)} Det läggs till den hämning av ${doacTarget(doac)} som ${n(doac)} ger. NSAID kan dessutom försämra njurfunktionen och därmed minska utsöndringen av ${n(doac)}.`,
    'Ökad blödningsrisk vid samtidig användning av NSAID är visad i analyser av stora kontrollerade studier av direktverkande antikoagulantia.',
  );
}

function heparinNsaid(heparin: string, nsaid: string): Texts {
  return t(
    'Ökad risk för blödning, från magtarmkanalen och vid injektionsstället. Vid spinal- eller epiduralbedövning ökar risken för blödning i ryggmärgskanalen.',
    `Välj hellre paracetamol vid smärta. Behövs ${n(nsaid)}: kortast möjliga tid och uppföljning av tecken på blödning. Var särskilt försiktig vid behandlingsdoser av ${n(heparin)} och kring spinal- eller epiduralbedövning.${topicalNote(nsaid)}`,
    `${nsaidBleedingMechanism(nsaid)} ${N(heparin)} hämmar koagulationen via antitrombin, och effekterna adderas.`,
    `Beskrivet i studier på patienter och i fallrapporter; risken är störst vid högre doser av ${n(heparin)}.`,
  );
}

function p2y12Nsaid(p2y12: string, nsaid: string): Texts {
  return t(
    'Ökad risk för blödning, framför allt från magtarmkanalen.',
    `Välj hellre paracetamol. Behövs ${n(nsaid)}: kortast möjliga tid och magskydd med protonpumpshämmare${hasAtc(p2y12, 'B01AC04') ? ' (pantoprazol snarare än omeprazol, som kan minska effekten av klopidogrel)' : ''}.${topicalNote(nsaid)}`,
    `${nsaidBleedingMechanism(nsaid)} Det läggs till den hämning av trombocyternas P2Y12-receptor som ${n(p2y12)} ger.`,
    'Ökad risk för blödning från magtarmkanalen vid kombinationen är visad i observationsstudier.',
  );
}

function nsaidNsaid(a: string, b: string): Texts {
  return t(
    'Ökad risk för magsår, blödning från magtarmkanalen och njurpåverkan, utan bättre smärtlindring.',
    `Undvik att kombinera ${n(a)} och ${n(b)}. Använd ett NSAID i taget, i lägsta effektiva dos, och komplettera vid behov med paracetamol.${topicalNote(a) || topicalNote(b)}`,
    `${N(a)} och ${n(b)} hämmar båda cyklooxygenas. Biverkningarna på magslemhinna, njurar och blodtryck adderas, medan den smärtlindrande effekten inte ökar nämnvärt.`,
    'Ökad risk för blödning från magtarmkanalen när flera NSAID används samtidigt är visad i observationsstudier.',
  );
}

function nsaidCorticosteroid(nsaid: string, steroid: string): Texts {
  return t(
    'Ökad risk för magsår och blödning från magtarmkanalen.',
    `Överväg paracetamol. Behövs kombinationen: ge protonpumpshämmare som magskydd, särskilt till äldre, vid högre doser av ${n(steroid)} och till patienter som haft magsår.${topicalNote(nsaid)}${localNote(steroid)}`,
    `${N(nsaid)} hämmar bildningen av de prostaglandiner som skyddar magslemhinnan, och ${n(steroid)} försämrar slemhinnans förmåga att läka. Effekterna förstärker varandra.`,
    'Sambandet är visat i observationsstudier; risken är störst vid längre samtidig behandling.',
  );
}

function vkaDoac(vka: string, doac: string): Texts {
  return t(
    'Kraftigt ökad risk för blödning när två antikoagulantia verkar samtidigt.',
    `Ge inte ${n(vka)} och ${n(doac)} samtidigt utom vid byte mellan dem, och följ då ett fastställt schema: vid byte från ${n(vka)} startas ${n(doac)} först när PK(INR) sjunkit tillräckligt, och vid byte till ${n(vka)} ges båda under en kort överlappning med PK(INR) taget strax före nästa dos av ${n(doac)}.`,
    `${N(vka)} minskar bildningen av de vitamin K-beroende koagulationsfaktorerna, och ${n(doac)} hämmar ${doacTarget(doac)} direkt. Effekterna på koagulationen adderas. ${N(doac)} kan också höja PK(INR)-värdet, vilket gör det svårare att tolka under överlappningen.`,
    'Den additiva effekten är visad i studier av byte mellan läkemedlen; samtidig behandling utanför ett byte ökar blödningsrisken utan någon vinst.',
  );
}

function doacDoac(a: string, b: string): Texts {
  const targets =
    doacTarget(a) === doacTarget(b)
      ? `båda ${doacTarget(a)}`
      : `${doacTarget(a)} respektive ${doacTarget(b)}`;
  return t(
    'Dubbel antikoagulation med kraftigt ökad risk för blödning.',
    `Ge inte ${n(a)} och ${n(b)} samtidigt. Vid byte: ge första dosen av det nya läkemedlet vid den tid då nästa dos av det tidigare skulle ha tagits, och kontrollera att det tidigare verkligen satts ut, också i dosett och läkemedelslista.`,
    `${N(a)} och ${n(b)} hämmar ${targets} direkt, och effekterna på koagulationen adderas.`,
    'Kombinationen är inte studerad; bedömningen bygger på substansernas kända effekter och på erfarenheter av andra kombinationer av antikoagulantia.',
  );
}

function doacHeparin(doac: string, heparin: string): Texts {
  return t(
    'Kraftigt ökad risk för blödning när två antikoagulantia verkar samtidigt.',
    `Ge inte ${n(doac)} och ${n(heparin)} samtidigt. Vid byte: ge första dosen av det nya läkemedlet vid den tid då nästa dos av det tidigare skulle ha getts. Ett undantag är små mängder heparin för att hålla en kateter öppen.`,
    `${N(heparin)} förstärker antitrombin, som hämmar framför allt faktor Xa och trombin, och ${n(doac)} hämmar ${doacTarget(doac)} direkt. Effekterna på koagulationen adderas.`,
    'Den additiva effekten på koagulationen är visad i studier på friska försökspersoner.',
  );
}

function vkaHeparin(vka: string, heparin: string): Texts {
  return t(
    `Ökad risk för blödning så länge båda verkar. Kombinationen är oftast avsiktlig: vid insättning av ${n(vka)} och vid bryggning kring ingrepp.`,
    `Kombinationen är avsedd vid insättning av ${n(vka)}, då ${n(heparin)} ges tills PK(INR) legat inom målområdet i minst ett dygn, och vid bryggning när ${n(vka)} gör uppehåll inför ett ingrepp. Sätt ut ${n(heparin)} enligt planen, följ PK(INR) och var uppmärksam på tecken på blödning. Bryggning behövs bara vid hög risk för blodpropp.`,
    `${N(vka)} minskar bildningen av vitamin K-beroende koagulationsfaktorer, och full effekt tar flera dagar. ${N(heparin)} hämmar koagulationen direkt via antitrombin, och under överlappningen adderas effekterna.`,
    'Ökad blödningsrisk vid bryggning med heparin är visad i studier på patienter; överlappning vid insättning av vitamin K-antagonister är etablerad behandling.',
  );
}

function doacAsa(doac: string, asa: string): Texts {
  return t(
    'Ökad risk för blödning, bland annat från magtarmkanalen.',
    `Kombinera bara vid särskild indikation, till exempel en begränsad tid efter kranskärlshändelse eller stentbehandling, och med en plan för när ${n(asa)} ska sättas ut. Använd låg dos ${n(asa)} och undvik smärtstillande doser, överväg magskydd med protonpumpshämmare och värdera blödningsrisken regelbundet.`,
    `${N(asa)} hämmar trombocyternas aggregation, vilket läggs till den hämning av ${doacTarget(doac)} som ${n(doac)} ger.`,
    'Den ökade blödningsrisken är visad i kontrollerade studier på patienter.',
  );
}

function anticoagulantP2y12(anticoagulant: string, p2y12: string, vka: boolean): Texts {
  const effect = vka
    ? `den hämning av koagulationen som ${n(anticoagulant)} ger`
    : `den hämning av ${doacTarget(anticoagulant)} som ${n(anticoagulant)} ger`;
  return isPotentP2y12(p2y12)
    ? t(
        'Kraftigt ökad risk för blödning.',
        `Undvik kombinationen. Behöver patienten både antikoagulation och en P2Y12-hämmare är klopidogrel förstahandsval. Används ${n(p2y12)} ändå: kortast möjliga tid, ingen samtidig acetylsalicylsyra efter den första tiden, magskydd med protonpumpshämmare och noggrann uppföljning av blödning.`,
        `${N(p2y12)} ger en kraftig hämning av trombocyternas P2Y12-receptor, vilket läggs till ${effect}.`,
        'Blödningsrisken är högre än med klopidogrel i studier av patienter som samtidigt behandlas med antikoagulantia; klopidogrel är bäst studerat i kombinationen.',
      )
    : t(
        'Ökad risk för blödning.',
        `Kombinera bara vid särskild indikation, till exempel efter kranskärlshändelse eller stentbehandling hos en patient som behöver antikoagulation, och då under en tid som bestäms i förväg. Ge magskydd med protonpumpshämmare (pantoprazol snarare än omeprazol vid klopidogrel) och följ tecken på blödning.${vka ? ' Håll PK(INR) i den nedre delen av målområdet.' : ''}`,
        `${N(p2y12)} hämmar trombocyternas P2Y12-receptor, vilket läggs till ${effect}.`,
        vka
          ? 'Den ökade blödningsrisken är visad i studier på patienter och i registerstudier.'
          : 'Kombinationen och dess blödningsrisk är studerade i kontrollerade studier av patienter med förmaksflimmer som genomgått kranskärlsingrepp.',
      );
}

function heparinAsa(heparin: string, asa: string): Texts {
  return t(
    'Ökad risk för blödning.',
    `Kombinationen är ofta befogad, till exempel vid akut kranskärlssjukdom eller som trombosprofylax hos en patient som redan tar låg dos ${n(asa)}. Var uppmärksam på blödningar, kontrollera blodstatus vid längre behandling och undvik smärtstillande doser av ${n(asa)}.`,
    `${N(asa)} hämmar trombocyternas aggregation, och ${n(heparin)} hämmar koagulationen via antitrombin. Effekterna adderas.`,
    'Visat i studier på patienter.',
  );
}

/** Fluvoxamine and fluoxetine also inhibit CYP2C9 and CYP2C19 (warfarin, clopidogrel). */
const isFluvoxamine = (key: string): boolean => hasAtc(key, 'N06AB08');
const isEnzymeInhibitingSsri = (key: string): boolean =>
  isFluvoxamine(key) || hasAtc(key, 'N06AB03');

function ssriAnticoagulant(ssri: string, anticoagulant: string, vka: boolean): Texts {
  const enzyme = vka && isEnzymeInhibitingSsri(ssri);
  return t(
    !vka
      ? 'Ökad risk för blödning.'
      : enzyme
        ? 'Ökad risk för blödning, och PK(INR) kan stiga.'
        : 'Ökad risk för blödning, även när PK(INR) är oförändrat.',
    `Var uppmärksam på tecken på blödning, särskilt under de första veckorna och hos äldre.${
      !vka
        ? ''
        : enzyme
          ? ` Kontrollera PK(INR) inom en vecka efter insättning, dosändring och utsättning av ${n(ssri)}, och anpassa dosen av ${n(anticoagulant)}.`
          : ` Kontrollera PK(INR) inom 1–2 veckor efter insättning av ${n(ssri)}.`
    } Överväg magskydd med protonpumpshämmare vid fler riskfaktorer för blödning från magtarmkanalen.`,
    `${N(ssri)} minskar trombocyternas upptag av serotonin, som de behöver för att klumpa ihop sig. Det läggs till den hämning av koagulationen som ${n(anticoagulant)} ger.${
      enzyme
        ? ` ${N(ssri)} hämmar dessutom ${isFluvoxamine(ssri) ? 'CYP2C9 och CYP1A2' : 'CYP2C9'}, som bryter ned ${n(anticoagulant)}.`
        : ''
    }`,
    enzyme
      ? isFluvoxamine(ssri)
        ? `Höjda halter av ${n(anticoagulant)} är visade i studier, och ökad blödningsrisk vid SSRI i observationsstudier.`
        : `Höjt PK(INR) finns beskrivet i fallrapporter, och ökad blödningsrisk vid SSRI i observationsstudier.`
      : 'En ökad blödningsrisk vid kombinationen är visad i observationsstudier.',
  );
}

function ssriNsaid(ssri: string, nsaid: string): Texts {
  return t(
    'Ökad risk för blödning, främst från övre magtarmkanalen.',
    `Välj hellre paracetamol vid smärta. Behövs ${n(nsaid)}: begränsa behandlingstiden och ge protonpumpshämmare som magskydd, särskilt till äldre och till patienter som haft magsår.${topicalNote(nsaid)}`,
    `${N(ssri)} minskar trombocyternas upptag av serotonin och försämrar därmed deras förmåga att klumpa ihop sig. ${nsaidBleedingMechanism(nsaid)}`,
    'Sambandet är visat i flera stora observationsstudier; risken är störst hos äldre och vid tidigare magsår.',
  );
}

function ssriPlateletInhibitor(ssri: string, inhibitor: string): Texts {
  // Clopidogrel is activated by CYP2C19, which fluvoxamine and fluoxetine inhibit.
  const activation = hasAtc(inhibitor, 'B01AC04') && isEnzymeInhibitingSsri(ssri);
  return t(
    activation
      ? `Ökad risk för blödning. Effekten av ${n(inhibitor)} kan samtidigt bli svagare.`
      : 'Ökad risk för blödning, främst från övre magtarmkanalen.',
    activation
      ? `Överväg ett antidepressivt läkemedel som inte hämmar CYP2C19. Används kombinationen: var uppmärksam på tecken på blödning och överväg magskydd med pantoprazol om patienten har fler riskfaktorer för magsår.`
      : 'Kombinationen är ofta befogad. Var uppmärksam på tecken på blödning och överväg magskydd med protonpumpshämmare om patienten har fler riskfaktorer för magsår.',
    `${N(ssri)} minskar trombocyternas upptag av serotonin och försämrar deras funktion, vilket läggs till den trombocythämmande effekten av ${n(inhibitor)}.${
      activation
        ? ` ${N(ssri)} hämmar också CYP2C19, som behövs för att ${n(inhibitor)} ska omvandlas till sin verksamma form.`
        : ''
    }`,
    activation
      ? 'Blödningsrisken är visad i observationsstudier; den minskade aktiveringen bygger på studier med andra CYP2C19-hämmare.'
      : 'En ökad blödningsrisk vid kombinationen är visad i observationsstudier.',
  );
}

function nsaidRaas(nsaid: string, raas: string): Texts {
  return t(
    'Den blodtryckssänkande effekten kan minska, och risken för akut njursvikt och hyperkalemi ökar, särskilt om patienten också tar ett diuretikum eller är uttorkad.',
    `Undvik om möjligt regelbunden användning av ${n(nsaid)}. Behövs kombinationen: kontrollera blodtryck, kreatinin och kalium inom en vecka, och råd patienten att göra uppehåll med ${n(nsaid)} vid kräkningar, diarré eller feber. Med ett diuretikum därtill (så kallad triple whammy) är risken för akut njursvikt störst.${topicalNote(nsaid)}`,
    `${N(nsaid)} hämmar bildningen av prostaglandiner som vidgar de tillförande blodkärlen i njuren, och ${n(raas)} minskar angiotensin II:s sammandragning av de bortförande. Tillsammans sjunker trycket i njurens filter, och filtrationen kan minska.`,
    'Visat i studier på patienter och i stora observationsstudier av akut njursvikt.',
  );
}

function nsaidDiuretic(nsaid: string, diuretic: string, kind: 'thiazide' | 'loop'): Texts {
  return t(
    kind === 'loop'
      ? 'Den urindrivande effekten kan minska, med risk för försämrad hjärtsvikt och ödem. Risken för njurpåverkan ökar, särskilt tillsammans med en ACE-hämmare eller angiotensin II-receptorblockerare.'
      : 'Den blodtryckssänkande och urindrivande effekten kan minska, och risken för njurpåverkan ökar, särskilt tillsammans med en ACE-hämmare eller angiotensin II-receptorblockerare.',
    `Undvik om möjligt regelbunden användning av ${n(nsaid)}${kind === 'loop' ? ', särskilt vid hjärtsvikt' : ''}. Behövs kombinationen: följ ${kind === 'loop' ? 'vikt, ödem' : 'blodtryck'}, kreatinin och elektrolyter. Med en ACE-hämmare eller angiotensin II-receptorblockerare därtill (så kallad triple whammy) är risken för akut njursvikt störst.${topicalNote(nsaid)}`,
    `${N(nsaid)} hämmar prostaglandiner som behövs för njurens genomblödning och för utsöndringen av salt och vatten. Det motverkar effekten av ${n(diuretic)}, och vätskeförlusten som ${n(diuretic)} ger gör samtidigt njuren mer beroende av prostaglandinerna.`,
    'Visat i studier på patienter och i observationsstudier av akut njursvikt vid kombinationer av NSAID och diuretika.',
  );
}

function nsaidPotassiumSparing(nsaid: string, diuretic: string): Texts {
  return t(
    'Risk för hyperkalemi och försämrad njurfunktion. Den urindrivande effekten kan också minska.',
    `Undvik om möjligt regelbunden användning av ${n(nsaid)}. Behövs kombinationen: kontrollera kalium och kreatinin inom en vecka, särskilt hos äldre, vid hjärtsvikt och om patienten också tar en ACE-hämmare eller angiotensin II-receptorblockerare (så kallad triple whammy).${topicalNote(nsaid)}`,
    `${N(nsaid)} minskar genomblödningen i njuren och frisättningen av renin, vilket försämrar utsöndringen av kalium. ${N(diuretic)} minskar också utsöndringen av kalium.`,
    'Beskrivet i fallrapporter och observationsstudier, främst hos äldre och vid nedsatt njurfunktion.',
  );
}

function raasPotassium(raas: string, potassium: string): Texts {
  return t(
    'Risk för hyperkalemi.',
    `Pröva om ${n(potassium)} fortfarande behövs. Behövs båda: kontrollera kalium och kreatinin inom 1–2 veckor och sedan regelbundet, oftare vid nedsatt njurfunktion och diabetes.`,
    `${N(raas)} minskar bildningen eller effekten av aldosteron och därmed njurarnas utsöndring av kalium, samtidigt som ${n(potassium)} tillför kalium.`,
    'Beskrivet i observationsstudier och fallrapporter.',
  );
}

function potassiumSparingPotassium(diuretic: string, potassium: string): Texts {
  return t(
    'Hög risk för hyperkalemi, som kan ge livshotande hjärtrytmrubbningar.',
    `Undvik kombinationen. ${N(potassium)} behövs sällan vid behandling med ${n(diuretic)}; sätt ut tillskottet och följ kalium och kreatinin.`,
    `${N(diuretic)} minskar njurarnas utsöndring av kalium samtidigt som ${n(potassium)} tillför kalium.`,
    'Allvarliga fall finns beskrivna i fallserier och observationsstudier.',
  );
}

function raasPotassiumSparing(raas: string, diuretic: string): Texts {
  return t(
    'Risk för hyperkalemi, som i svåra fall kan ge livshotande hjärtrytmrubbningar.',
    `Kombinationen används ofta vid hjärtsvikt och ska då följas noga: kontrollera kalium och kreatinin före start, efter 1–2 veckor och därefter regelbundet. Var extra försiktig vid nedsatt njurfunktion, diabetes, hög ålder och uttorkning, och gör uppehåll med ${n(diuretic)} vid kräkningar eller diarré.`,
    `${N(raas)} och ${n(diuretic)} minskar båda njurarnas utsöndring av kalium, ${n(raas)} genom att minska effekten av aldosteron och ${n(diuretic)} genom sin verkan i njurens samlingsrör.`,
    'Allvarlig hyperkalemi vid kombinationen är beskriven i fallserier och observationsstudier, främst hos äldre med nedsatt njurfunktion.',
  );
}

function aceArb(ace: string, arb: string): Texts {
  return t(
    'Dubbel blockad av renin–angiotensinsystemet ger mer njursvikt, hyperkalemi och lågt blodtryck utan vinst för hjärta eller njurar.',
    `Undvik att kombinera ${n(ace)} och ${n(arb)}. Vid byte mellan dem: sätt ut det ena när det andra sätts in.`,
    `${N(ace)} minskar bildningen av angiotensin II och ${n(arb)} blockerar dess receptor. Systemet hämmas på två ställen, och effekterna på njurar, kalium och blodtryck adderas.`,
    'Visat i stora kontrollerade studier.',
  );
}

function trimethoprimPotassium(trimethoprim: string, other: string, supplement: boolean): Texts {
  return t(
    'Risk för hyperkalemi, främst hos äldre och vid nedsatt njurfunktion.',
    supplement
      ? `Överväg uppehåll med ${n(other)} under kuren. Kontrollera kalium efter några dagars behandling hos äldre och vid nedsatt njurfunktion.`
      : `Välj om möjligt ett annat antibiotikum hos äldre och vid nedsatt njurfunktion. Annars: kontrollera kalium och kreatinin efter några dagars behandling.`,
    supplement
      ? `${N(trimethoprim)} minskar njurarnas utsöndring av kalium på samma sätt som ett kaliumsparande diuretikum, samtidigt som ${n(other)} tillför kalium.`
      : `${N(trimethoprim)} minskar njurarnas utsöndring av kalium på samma sätt som ett kaliumsparande diuretikum, och ${n(other)} minskar också kaliumutsöndringen.`,
    'Visat i observationsstudier, där kombinationen var förenad med ökad risk för sjukhusvård på grund av hyperkalemi.',
  );
}

function trimethoprimMethotrexate(trimethoprim: string, methotrexate: string): Texts {
  return t(
    `Risk för allvarlig benmärgspåverkan med brist på vita blodkroppar och blodplättar, även vid låga doser ${n(methotrexate)}.`,
    'Undvik kombinationen och välj ett annat antibiotikum, vid okomplicerad urinvägsinfektion till exempel nitrofurantoin.',
    `${N(trimethoprim)} och ${n(methotrexate)} hämmar båda omsättningen av folsyra. ${N(trimethoprim)} minskar också utsöndringen av ${n(methotrexate)} via njurarna.`,
    'Beskrivet i många fallrapporter, varav flera med dödlig utgång.',
  );
}

type LithiumKind = 'nsaid' | 'ace' | 'arb' | 'thiazide' | 'loop';

function lithiumTexts(lithium: string, drug: string, kind: LithiumKind): Texts {
  const recommendation: Record<LithiumKind, string> = {
    nsaid: `Undvik ${n(drug)}; paracetamol är ett bättre alternativ. Behövs ${n(drug)} ändå: kontrollera serum-litium 4–5 dagar efter start och efter dosändring, och informera om symtom på förgiftning.${topicalNote(drug)}`,
    ace: `Kontrollera serum-litium före start och 1–2 veckor efter insättning eller dosändring av ${n(drug)}. Dosen av ${n(lithium)} kan behöva sänkas.`,
    arb: `Kontrollera serum-litium före start och 1–2 veckor efter insättning eller dosändring av ${n(drug)}. Dosen av ${n(lithium)} kan behöva sänkas.`,
    thiazide: `Undvik kombinationen. Behövs ${n(drug)} ändå: sänk dosen av ${n(lithium)} och kontrollera serum-litium tätt under de första veckorna.`,
    loop: 'Kontrollera serum-litium efter insättning och dosändring, särskilt vid risk för uttorkning.',
  };
  const mechanism: Record<LithiumKind, string> = {
    nsaid: `${N(drug)} hämmar bildningen av prostaglandiner i njuren, vilket minskar genomblödningen och utsöndringen av ${n(lithium)}.`,
    ace: `${N(drug)} minskar bildningen av angiotensin II och ger en lätt förlust av natrium. Njuren återupptar då mer natrium och samtidigt mer ${n(lithium)}.`,
    arb: `${N(drug)} blockerar effekten av angiotensin II och ger en lätt förlust av natrium. Njuren återupptar då mer natrium och samtidigt mer ${n(lithium)}.`,
    thiazide: `${N(drug)} ökar utsöndringen av natrium. Njuren kompenserar genom att återuppta mer natrium i de proximala tubuli, och därmed också ${n(lithium)}.`,
    loop: `${N(drug)} kan ge förlust av natrium och vätska, vilket gör att njuren återupptar mer ${n(lithium)}. Effekten är mindre och mer varierande än med tiazider.`,
  };
  return t(
    'Serum-litium kan stiga, med risk för litiumförgiftning: skakningar, illamående, diarré, ostadighet och förvirring.',
    recommendation[kind],
    mechanism[kind],
    kind === 'loop'
      ? 'Beskrivet i fallrapporter och mindre studier; effekten varierar mellan patienter.'
      : 'Höjda litiumhalter vid kombinationen är visade i studier på patienter och i fallrapporter om förgiftning.',
  );
}

function methotrexateNsaid(methotrexate: string, nsaid: string): Texts {
  return t(
    `Utsöndringen av ${n(methotrexate)} kan minska, med risk för toxiska effekter på benmärg, slemhinnor och njurar. Risken är störst vid höga doser.`,
    `Vid låg dos en gång i veckan, som vid reumatisk sjukdom, kan kombinationen användas med regelbunden kontroll av blodstatus och njurfunktion; undvik ${n(nsaid)} dagarna kring dosen om njurfunktionen är nedsatt. Undvik NSAID vid högdosbehandling.${topicalNote(nsaid)}`,
    `${N(nsaid)} minskar genomblödningen i njuren och kan därmed minska utsöndringen av ${n(methotrexate)}.`,
    'Beskrivet i fallrapporter och farmakokinetiska studier; vid låga doser är effekten oftast liten.',
  );
}

const hearingNote = (a: string, b: string): string =>
  isIn('AMINOGLYCOSIDE', a) || isIn('AMINOGLYCOSIDE', b) ? ' och hörseln' : '';

function nephrotoxicPair(a: string, b: string): Texts {
  return t(
    `Ökad risk för njurskada${hearingNote(a, b) ? ' och, genom stigande halter av aminoglykosiden, för hörselskada' : ''}.`,
    `Undvik om möjligt samtidig behandling med ${n(a)} och ${n(b)}. Behövs båda: kontrollera kreatinin minst två gånger i veckan, följ läkemedelskoncentrationerna där det går, undvik uttorkning och anpassa doserna efter njurfunktionen.${localNote(a)}${localNote(b)}`,
    `${N(a)} och ${n(b)} kan båda skada njurarna, och skadorna adderas. Försämrad njurfunktion minskar också utsöndringen av läkemedlen, som då når högre halter.`,
    'Beskrivet i observationsstudier och fallserier, till exempel för aminoglykosider tillsammans med vankomycin.',
  );
}

/** Two aminoglycosides, or two calcineurin inhibitors: a double treatment, not a combination. */
function nephrotoxicDouble(a: string, b: string): PairException | undefined {
  if (isIn('AMINOGLYCOSIDE', a) && isIn('AMINOGLYCOSIDE', b))
    return {
      code: 'D0',
      texts: t(
        'Dubbel behandling med aminoglykosider: kraftigt ökad risk för njurskada och hörselskada utan vinst för effekten.',
        `Ge inte ${n(a)} och ${n(b)} samtidigt. Använd en aminoglykosid i taget, doserad efter njurfunktionen och styrd av koncentrationsmätningar.${localNote(a)}${localNote(b)}`,
        `${N(a)} och ${n(b)} verkar på samma sätt och kan båda skada njurarna och innerörat; skadorna adderas.`,
        'Kombinationen är inte studerad; bedömningen bygger på de kända effekterna av aminoglykosider.',
      ),
    };
  if (isIn('CALCINEURIN_INHIBITOR', a) && isIn('CALCINEURIN_INHIBITOR', b)) {
    const [ciclosporin, other] = hasAtc(a, 'L04AD01') ? [a, b] : [b, a];
    return {
      code: 'D2',
      texts: t(
        `Dubbel behandling med kalcineurinhämmare: ökad risk för njurskada, högt blodtryck och andra toxiska effekter. Koncentrationen av ${n(other)} kan också öka.`,
        `Ge inte ${n(ciclosporin)} och ${n(other)} samtidigt. Vid byte mellan dem: vänta med det nya läkemedlet tills koncentrationen av det tidigare har sjunkit, och styr dosen med koncentrationsmätningar.${localNote(ciclosporin)}${localNote(other)}`,
        `${N(ciclosporin)} och ${n(other)} hämmar båda kalcineurin och har samma skadliga effekter på njurarna, som adderas. ${N(ciclosporin)} hämmar dessutom nedbrytningen av ${n(other)}.`,
        'Beskrivet i farmakokinetiska studier och fallrapporter vid byte mellan läkemedlen; samtidig behandling ger ingen vinst.',
      ),
    };
  }
  return undefined;
}

function nephrotoxicLoop(nephrotoxic: string, loop: string): Texts {
  return t(
    `Ökad risk för skador på njurarna${hearingNote(nephrotoxic, loop)}.`,
    `Undvik höga doser av ${n(loop)} under behandling med ${n(nephrotoxic)}, och undvik uttorkning. Följ kreatinin och, där det går, koncentrationen av ${n(nephrotoxic)}.${localNote(nephrotoxic)}`,
    `Den vätskeförlust som ${n(loop)} kan ge ökar risken för att ${n(nephrotoxic)} skadar njurarna.${hearingNote(nephrotoxic, loop) ? ` Både ${n(loop)} och ${n(nephrotoxic)} kan dessutom skada innerörat.` : ''}`,
    'Beskrivet i studier på patienter och i djurstudier.',
  );
}

function nephrotoxicNsaid(nephrotoxic: string, nsaid: string): Texts {
  return t(
    'Ökad risk för njurskada.',
    `Välj hellre paracetamol under behandling med ${n(nephrotoxic)}. Behövs ${n(nsaid)}: kortast möjliga tid, undvik uttorkning och följ kreatinin och, där det går, koncentrationen av ${n(nephrotoxic)}.${topicalNote(nsaid)}${localNote(nephrotoxic)}`,
    `${N(nsaid)} minskar genomblödningen i njuren, vilket gör njuren känsligare för den skada som ${n(nephrotoxic)} kan ge och kan minska utsöndringen av ${n(nephrotoxic)}.`,
    'Beskrivet i observationsstudier och fallrapporter.',
  );
}

function calcineurinNsaid(inhibitor: string, nsaid: string): Texts {
  return t(
    'Ökad risk för försämrad njurfunktion och högt blodtryck.',
    `Välj hellre paracetamol. Behövs ${n(nsaid)}: lägsta dos och kortast möjliga tid, och kontrollera kreatinin och blodtryck inom en vecka och sedan regelbundet.${topicalNote(nsaid)}${localNote(inhibitor)}`,
    `${N(inhibitor)} drar ihop de tillförande blodkärlen i njuren, och ${n(nsaid)} hämmar de prostaglandiner som håller dem vidgade. Tillsammans minskar genomblödningen och filtrationen.`,
    'Visat i studier på patienter, bland annat efter organtransplantation, och i fallrapporter om akut njursvikt.',
  );
}

function calcineurinPotassiumSparing(inhibitor: string, diuretic: string): Texts {
  return t(
    'Risk för hyperkalemi.',
    `Välj om möjligt ett annat diuretikum. Behövs kombinationen: kontrollera kalium och kreatinin inom en vecka och sedan regelbundet.${localNote(inhibitor)}`,
    `${N(inhibitor)} minskar njurarnas utsöndring av kalium, och ${n(diuretic)} gör det också.`,
    'Beskrivet i fallrapporter och observationsstudier, främst efter organtransplantation.',
  );
}

function digoxinPgp(digoxin: string, inhibitor: string): Texts {
  return t(
    `Koncentrationen av ${n(digoxin)} ökar, med risk för förgiftning: illamående, synstörningar, långsam puls och hjärtrytmrubbningar.`,
    `Kontrollera S-digoxin 1–2 veckor efter insättning av ${n(inhibitor)} och följ symtom och puls. Sänk dosen av ${n(digoxin)} vid behov, och kontrollera S-digoxin igen om ${n(inhibitor)} sätts ut.`,
    `${N(inhibitor)} hämmar P-glykoprotein, som pumpar ut ${n(digoxin)} i tarmen och njurarna. Upptaget ökar och utsöndringen minskar.`,
    'Visat i farmakokinetiska studier och i fallrapporter om förgiftning; ökningen skiljer sig mellan olika hämmare.',
  );
}

function digoxinPotassiumLoss(digoxin: string, diuretic: string): Texts {
  return t(
    `Lågt kalium och magnesium ökar känsligheten för ${n(digoxin)} och risken för hjärtrytmrubbningar.`,
    'Kontrollera kalium och magnesium regelbundet och korrigera brister, särskilt i början och vid dosökning.',
    `${N(diuretic)} ökar utsöndringen av kalium och magnesium.`,
    'Välkänt samband beskrivet i studier och fallrapporter.',
  );
}

function digoxinCcb(digoxin: string, ccb: string): Texts {
  return t(
    `Risk för långsam puls och fördröjd impulsledning i hjärtat. Koncentrationen av ${n(digoxin)} kan också öka.`,
    `Följ puls och symtom, och kontrollera S-digoxin 1–2 veckor efter insättning eller dosändring av ${n(ccb)}. Sänk dosen av ${n(digoxin)} vid behov.`,
    `${N(digoxin)} och ${n(ccb)} bromsar båda impulsledningen genom AV-knutan. ${N(ccb)} hämmar också P-glykoprotein och kan därmed minska utsöndringen av ${n(digoxin)}.`,
    'Visat i farmakokinetiska studier och i studier på patienter.',
  );
}

// ---------------------------------------------------------------------------------------------
// The rules
// ---------------------------------------------------------------------------------------------

export const BLEEDING_RENAL_RULES: readonly ClassRule[] = [
  // NSAIDs and bleeding.
  {
    name: 'Vitamin K-antagonist × NSAID',
    left: 'VKA',
    right: 'NSAID',
    code: 'D3',
    texts: vkaNsaid,
    forms: (_a, b) => topicalForms('B1', b),
    except: {
      // Selective COX-2 inhibitors spare the platelets: lower grade, texts of their own.
      ...exceptionsWhere('VKA', 'NSAID', (a, b) =>
        isCoxib(b) ? { code: 'C3', texts: vkaCoxib(a, b) } : undefined,
      ),
      'WARFARIN|CELEKOXIB': 'pair',
    },
  },
  {
    name: 'Direktverkande antikoagulantia × NSAID',
    left: 'DOAC',
    right: 'NSAID',
    code: 'C3',
    texts: doacNsaid,
    forms: (_a, b) => topicalForms('B1', b),
  },
  {
    name: 'Hepariner × NSAID',
    left: 'HEPARIN',
    right: 'NSAID',
    code: 'C2',
    texts: heparinNsaid,
    forms: (_a, b) => topicalForms('B1', b),
  },
  {
    name: 'P2Y12-hämmare × NSAID',
    left: 'P2Y12',
    right: 'NSAID',
    code: 'C3',
    texts: p2y12Nsaid,
    forms: (_a, b) => topicalForms('A1', b),
  },
  {
    name: 'NSAID × NSAID',
    left: 'NSAID',
    right: 'NSAID',
    code: 'D2',
    texts: nsaidNsaid,
    forms: (a, b) => topicalForms('A1', a, b),
  },
  {
    name: 'NSAID × kortikosteroider',
    left: 'NSAID',
    right: 'CORTICOSTEROID',
    code: 'C2',
    texts: nsaidCorticosteroid,
    forms: (a, b) => topicalForms('A1', a, b),
  },

  // Anticoagulants and platelet inhibitors together.
  {
    name: 'Vitamin K-antagonist × direktverkande antikoagulantia',
    left: 'VKA',
    right: 'DOAC',
    code: 'D3',
    texts: vkaDoac,
  },
  {
    name: 'Direktverkande antikoagulantia × direktverkande antikoagulantia',
    left: 'DOAC',
    right: 'DOAC',
    code: 'D0',
    texts: doacDoac,
  },
  {
    name: 'Direktverkande antikoagulantia × hepariner',
    left: 'DOAC',
    right: 'HEPARIN',
    code: 'D3',
    texts: doacHeparin,
  },
  {
    name: 'Vitamin K-antagonist × hepariner (överlappning och bryggning)',
    left: 'VKA',
    right: 'HEPARIN',
    code: 'C3',
    texts: vkaHeparin,
  },
  {
    name: 'Direktverkande antikoagulantia × acetylsalicylsyra',
    left: 'DOAC',
    right: 'ASA',
    code: 'C4',
    texts: doacAsa,
  },
  {
    name: 'Direktverkande antikoagulantia × P2Y12-hämmare',
    left: 'DOAC',
    right: 'P2Y12',
    code: 'C4',
    texts: (a, b) => anticoagulantP2y12(a, b, false),
    // Prasugrel and ticagrelor give more bleeding than clopidogrel with an anticoagulant.
    except: exceptionsWhere('DOAC', 'P2Y12', (_a, b) =>
      isPotentP2y12(b) ? { code: 'D3' } : undefined,
    ),
  },
  {
    name: 'Vitamin K-antagonist × P2Y12-hämmare',
    left: 'VKA',
    right: 'P2Y12',
    code: 'D3',
    texts: (a, b) => anticoagulantP2y12(a, b, true),
  },
  {
    name: 'Hepariner × acetylsalicylsyra',
    left: 'HEPARIN',
    right: 'ASA',
    code: 'C3',
    texts: heparinAsa,
  },

  // SSRI/SNRI and bleeding.
  {
    name: 'SSRI/SNRI × vitamin K-antagonist',
    left: 'SSRI',
    right: 'VKA',
    code: 'C2',
    texts: (a, b) => ssriAnticoagulant(a, b, true),
    // Fluvoxamine also inhibits the breakdown of warfarin (CYP2C9, CYP1A2).
    except: exceptionsWhere('SSRI', 'VKA', (a) => (isFluvoxamine(a) ? { code: 'C3' } : undefined)),
  },
  {
    name: 'SSRI/SNRI × direktverkande antikoagulantia',
    left: 'SSRI',
    right: 'DOAC',
    code: 'C2',
    texts: (a, b) => ssriAnticoagulant(a, b, false),
  },
  {
    name: 'SSRI/SNRI × NSAID',
    left: 'SSRI',
    right: 'NSAID',
    code: 'C3',
    texts: ssriNsaid,
    forms: (_a, b) => topicalForms('A1', b),
  },
  {
    name: 'SSRI/SNRI × acetylsalicylsyra',
    left: 'SSRI',
    right: 'ASA',
    code: 'C3',
    texts: ssriPlateletInhibitor,
  },
  {
    name: 'SSRI/SNRI × P2Y12-hämmare',
    left: 'SSRI',
    right: 'P2Y12',
    code: 'C2',
    texts: ssriPlateletInhibitor,
  },

  // NSAIDs, the kidneys and blood pressure.
  {
    name: 'NSAID × ACE-hämmare',
    left: 'NSAID',
    right: 'ACE_INHIBITOR',
    code: 'C3',
    texts: nsaidRaas,
    forms: (a) => topicalForms('A1', a),
  },
  {
    name: 'NSAID × angiotensin II-receptorblockerare',
    left: 'NSAID',
    right: 'ARB',
    code: 'C3',
    texts: nsaidRaas,
    forms: (a) => topicalForms('A1', a),
  },
  {
    name: 'NSAID × tiazider',
    left: 'NSAID',
    right: 'THIAZIDE',
    code: 'C2',
    texts: (a, b) => nsaidDiuretic(a, b, 'thiazide'),
    forms: (a) => topicalForms('A1', a),
  },
  {
    name: 'NSAID × loopdiuretika',
    left: 'NSAID',
    right: 'LOOP_DIURETIC',
    code: 'C2',
    texts: (a, b) => nsaidDiuretic(a, b, 'loop'),
    forms: (a) => topicalForms('A1', a),
  },
  {
    name: 'NSAID × kaliumsparande diuretika',
    left: 'NSAID',
    right: 'POTASSIUM_SPARING',
    code: 'C2',
    texts: nsaidPotassiumSparing,
    forms: (a) => topicalForms('A1', a),
  },

  // Potassium and the renin–angiotensin system.
  {
    name: 'ACE-hämmare × kaliumtillskott',
    left: 'ACE_INHIBITOR',
    right: 'POTASSIUM',
    code: 'C2',
    texts: raasPotassium,
  },
  {
    name: 'Angiotensin II-receptorblockerare × kaliumtillskott',
    left: 'ARB',
    right: 'POTASSIUM',
    code: 'C2',
    texts: raasPotassium,
  },
  {
    name: 'Kaliumsparande diuretika × kaliumtillskott',
    left: 'POTASSIUM_SPARING',
    right: 'POTASSIUM',
    code: 'D3',
    texts: potassiumSparingPotassium,
  },
  {
    name: 'ACE-hämmare × kaliumsparande diuretika',
    left: 'ACE_INHIBITOR',
    right: 'POTASSIUM_SPARING',
    code: 'C3',
    texts: raasPotassiumSparing,
  },
  {
    name: 'Angiotensin II-receptorblockerare × kaliumsparande diuretika',
    left: 'ARB',
    right: 'POTASSIUM_SPARING',
    code: 'C3',
    texts: raasPotassiumSparing,
  },
  {
    name: 'ACE-hämmare × angiotensin II-receptorblockerare (dubbel RAAS-blockad)',
    left: 'ACE_INHIBITOR',
    right: 'ARB',
    code: 'D4',
    texts: aceArb,
  },

  // Trimethoprim.
  {
    name: 'Trimetoprim × ACE-hämmare',
    left: 'TRIMETHOPRIM',
    right: 'ACE_INHIBITOR',
    code: 'C2',
    texts: (a, b) => trimethoprimPotassium(a, b, false),
  },
  {
    name: 'Trimetoprim × angiotensin II-receptorblockerare',
    left: 'TRIMETHOPRIM',
    right: 'ARB',
    code: 'C2',
    texts: (a, b) => trimethoprimPotassium(a, b, false),
  },
  {
    name: 'Trimetoprim × kaliumsparande diuretika',
    left: 'TRIMETHOPRIM',
    right: 'POTASSIUM_SPARING',
    code: 'C2',
    texts: (a, b) => trimethoprimPotassium(a, b, false),
  },
  {
    name: 'Trimetoprim × kaliumtillskott',
    left: 'TRIMETHOPRIM',
    right: 'POTASSIUM',
    code: 'C2',
    texts: (a, b) => trimethoprimPotassium(a, b, true),
  },
  {
    name: 'Trimetoprim × metotrexat',
    left: 'TRIMETHOPRIM',
    right: 'METHOTREXATE',
    code: 'D2',
    texts: trimethoprimMethotrexate,
  },

  // Lithium.
  {
    name: 'Litium × NSAID',
    left: 'LITHIUM',
    right: 'NSAID',
    code: 'D3',
    texts: (a, b) => lithiumTexts(a, b, 'nsaid'),
    forms: (_a, b) => topicalForms('A1', b),
  },
  {
    name: 'Litium × ACE-hämmare',
    left: 'LITHIUM',
    right: 'ACE_INHIBITOR',
    code: 'C3',
    texts: (a, b) => lithiumTexts(a, b, 'ace'),
  },
  {
    name: 'Litium × angiotensin II-receptorblockerare',
    left: 'LITHIUM',
    right: 'ARB',
    code: 'C3',
    texts: (a, b) => lithiumTexts(a, b, 'arb'),
  },
  {
    name: 'Litium × tiazider',
    left: 'LITHIUM',
    right: 'THIAZIDE',
    code: 'D3',
    texts: (a, b) => lithiumTexts(a, b, 'thiazide'),
  },
  {
    name: 'Litium × loopdiuretika',
    left: 'LITHIUM',
    right: 'LOOP_DIURETIC',
    code: 'C2',
    texts: (a, b) => lithiumTexts(a, b, 'loop'),
  },

  // Methotrexate, nephrotoxic drugs and calcineurin inhibitors.
  {
    name: 'Metotrexat × NSAID',
    left: 'METHOTREXATE',
    right: 'NSAID',
    code: 'C2',
    texts: methotrexateNsaid,
    forms: (_a, b) => topicalForms('A1', b),
  },
  {
    name: 'Kalcineurinhämmare × NSAID',
    left: 'CALCINEURIN_INHIBITOR',
    right: 'NSAID',
    code: 'C3',
    texts: calcineurinNsaid,
    forms: (a, b) => topicalForms('A1', a, b),
  },
  {
    name: 'Kalcineurinhämmare × kaliumsparande diuretika',
    left: 'CALCINEURIN_INHIBITOR',
    right: 'POTASSIUM_SPARING',
    code: 'C2',
    texts: calcineurinPotassiumSparing,
    forms: (a) => topicalForms('A1', a),
  },
  {
    name: 'Njurtoxiska läkemedel × njurtoxiska läkemedel',
    left: 'NEPHROTOXIC',
    right: 'NEPHROTOXIC',
    code: 'C3',
    texts: nephrotoxicPair,
    forms: (a, b) => topicalForms('A1', a, b),
    // Two of the same kind are a double treatment: to be avoided.
    except: exceptionsWhere('NEPHROTOXIC', 'NEPHROTOXIC', nephrotoxicDouble),
  },
  {
    name: 'Njurtoxiska läkemedel × loopdiuretika',
    left: 'NEPHROTOXIC',
    right: 'LOOP_DIURETIC',
    code: 'C3',
    texts: nephrotoxicLoop,
    forms: (a) => topicalForms('A1', a),
  },
  {
    name: 'Njurtoxiska läkemedel × NSAID',
    left: 'NEPHROTOXIC',
    right: 'NSAID',
    code: 'C2',
    texts: nephrotoxicNsaid,
    forms: (a, b) => topicalForms('A1', a, b),
    // A calcineurin inhibitor that is also listed as nephrotoxic is graded by its own rule above.
    except: exceptionsWhere('NEPHROTOXIC', 'NSAID', (a) =>
      isIn('CALCINEURIN_INHIBITOR', a) ? { code: 'C3' } : undefined,
    ),
  },

  // Digoxin. The rate-limiting calcium blockers first: verapamil, also a P-glycoprotein inhibitor,
  // gets the texts that name its effect on the AV node.
  {
    name: 'Digoxin × frekvenssänkande kalciumantagonister',
    left: 'DIGOXIN',
    right: 'RATE_LIMITING_CCB',
    code: 'C3',
    texts: digoxinCcb,
  },
  {
    name: 'Digoxin × P-glykoproteinhämmare',
    left: 'DIGOXIN',
    right: 'PGP_INHIBITOR',
    code: 'C3',
    texts: digoxinPgp,
    // Amiodarone: a larger rise and an added effect on heart rate, graded C4 by hand.
    except: { 'DIGOXIN|AMIODARON': 'pair' },
  },
  {
    name: 'Digoxin × loopdiuretika',
    left: 'DIGOXIN',
    right: 'LOOP_DIURETIC',
    code: 'C2',
    texts: digoxinPotassiumLoss,
  },
  {
    name: 'Digoxin × tiazider',
    left: 'DIGOXIN',
    right: 'THIAZIDE',
    code: 'C2',
    texts: digoxinPotassiumLoss,
  },
];
