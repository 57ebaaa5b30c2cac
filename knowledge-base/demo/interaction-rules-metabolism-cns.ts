// Class rules of the demo knowledge base: drug metabolism (CYP, P-gp), QT, serotonergic and CNS effects, absorption and other mechanisms.
// Texts written by the Medkompass team from general pharmacological knowledge (demo data).

import { classMembers, type ClassRule, type PairException } from './class-rules.ts';
import type { DrugClass } from './classes.ts';
import { parseCode, t, topicalNote, type FormClassification, type Texts } from './interactions.ts';
import { substanceRow, svName, topKeyOf } from './substances.ts';
import { cap } from './text.ts';

const n = svName;
const N = (key: string): string => cap(svName(key));

// ---------------------------------------------------------------------------------------------
// Helpers: sub-groups by ATC code, local drug forms, and exceptions computed from membership
// ---------------------------------------------------------------------------------------------

/** Whether the substance has an ATC code starting with one of the prefixes. */
const hasAtc = (key: string, ...prefixes: string[]): boolean =>
  substanceRow(key).atc.some((code) => prefixes.some((prefix) => code.startsWith(prefix)));

const MEMBERS = classMembers();
const isIn = (cls: DrugClass, key: string): boolean => (MEMBERS.get(cls) ?? []).includes(key);

/**
 * Whether the substance has local products (eye drops, cream, gel) that give negligible levels
 * in the blood. Preparations for the mouth (ATC A01) are partly swallowed and do not count.
 */
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

/**
 * A rule of this file before its exceptions are computed: a class rule whose grade may depend on
 * the pair (by sub-group, from the ATC codes), with the exceptions named by hand.
 */
interface Rule extends Omit<ClassRule, 'except'> {
  /** The grade of a pair, left key first ('none': the mechanism does not hold); else `code`. */
  grade?: (a: string, b: string) => string;
  /** Exceptions by 'KEY1|KEY2'; they win over the computed ones. */
  byHand?: Record<string, PairException>;
}

/** Severity first, then documentation: 'D2' is more severe than 'C3', 'C3' than 'C2'. */
const severity = (code: string): number =>
  'ABCD'.indexOf(code.charAt(0)) * 10 + Number(code.charAt(1));

/**
 * The class rules made from the rules of this file. Where two of them meet on a pair (a substance in
 * several classes, e.g. methadone both serotonergic and QT-prolonging), the most severe grade
 * applies in both, with the texts of the rule that gives it (the first of equals), so that the
 * rules agree with each other whatever the group files add to the classes.
 */
function finish(rules: readonly Rule[]): ClassRule[] {
  const oriented = (rule: Rule, a: string, b: string): [string, string] | undefined => {
    if (isIn(rule.left, a) && isIn(rule.right, b)) return [a, b];
    if (isIn(rule.left, b) && isIn(rule.right, a)) return [b, a];
    return undefined;
  };
  const gradeOf = (rule: Rule, [a, b]: [string, string]): string => rule.grade?.(a, b) ?? rule.code;
  function decisive(a: string, b: string): { rule: Rule; pair: [string, string]; code: string } {
    let best: { rule: Rule; pair: [string, string]; code: string } | undefined;
    for (const rule of rules) {
      const pair = oriented(rule, a, b);
      if (pair === undefined) continue;
      const code = gradeOf(rule, pair);
      if (code !== 'none' && (best === undefined || severity(code) > severity(best.code)))
        best = { rule, pair, code };
    }
    if (best === undefined) throw new Error(`Ingen regel bedömer ${a} + ${b}`);
    return best;
  }
  return rules.map((own): ClassRule => {
    const byHand = own.byHand ?? {};
    const computed: Record<string, PairException> = {};
    for (const a of MEMBERS.get(own.left) ?? []) {
      for (const b of MEMBERS.get(own.right) ?? []) {
        if (topKeyOf(a) === topKeyOf(b) || `${b}|${a}` in computed) continue;
        if (gradeOf(own, [a, b]) === 'none') {
          computed[`${a}|${b}`] = 'none';
          continue;
        }
        const { code } = decisive(a, b);
        if (code !== own.code) computed[`${a}|${b}`] = { code };
      }
    }
    const unordered = (pair: string): string => pair.split('|').sort().join('|');
    const named = new Set(Object.keys(byHand).map(unordered));
    const rest = Object.entries(computed).filter(([pair]) => !named.has(unordered(pair)));
    const winner = (a: string, b: string): { rule: Rule; pair: [string, string] } => {
      const d = gradeOf(own, [a, b]) === 'none' ? undefined : decisive(a, b);
      return d === undefined || d.rule === own ? { rule: own, pair: [a, b] } : d;
    };
    return {
      name: own.name,
      left: own.left,
      right: own.right,
      code: own.code,
      texts: (a, b) => {
        const w = winner(a, b);
        return w.rule.texts(...w.pair);
      },
      forms: (a, b) => {
        const w = winner(a, b);
        return w.rule.forms?.(...w.pair) ?? [];
      },
      except: { ...Object.fromEntries(rest), ...byHand },
    };
  });
}

/** Induction builds up and wears off slowly; the same sentence ends every induction background. */
const inductionTime = (inducer: string): string =>
  ` Effekten byggs upp under 1–3 veckor och kvarstår flera veckor efter att ${n(inducer)} satts ut.`;

// Sub-groups used by the grades and texts below.
const isDabigatran = (key: string): boolean => hasAtc(key, 'B01AE07');
const isEdoxaban = (key: string): boolean => hasAtc(key, 'B01AF03');
/** Simvastatin and lovastatin: the dose ceilings with moderate CYP3A4 inhibitors. */
const hasStatinCeiling = (key: string): boolean => hasAtc(key, 'C10AA01', 'C10AA02');
const isErythromycin = (key: string): boolean => hasAtc(key, 'J01FA01');
const isCiclosporin = (key: string): boolean => hasAtc(key, 'L04AD01');
const isTizanidine = (key: string): boolean => hasAtc(key, 'M03BX02');
const isAgomelatine = (key: string): boolean => hasAtc(key, 'N06AX22');
const isDuloxetine = (key: string): boolean => hasAtc(key, 'N06AX21');
const isDronedarone = (key: string): boolean => hasAtc(key, 'C01BD07');
const isAmiodarone = (key: string): boolean => hasAtc(key, 'C01BD01');
const isLercanidipine = (key: string): boolean => hasAtc(key, 'C08CA13');
const isLinezolidLike = (key: string): boolean => hasAtc(key, 'J01XX08', 'V03AB17', 'V04CG05');
const isTamoxifen = (key: string): boolean => hasAtc(key, 'L02BA01');
const isCodeine = (key: string): boolean => hasAtc(key, 'R05DA04', 'N02AA59', 'N02AJ06');
const isTramadol = (key: string): boolean => hasAtc(key, 'N02AX02');
const isBuprenorphine = (key: string): boolean => hasAtc(key, 'N02AE01', 'N07BC01');
const isOndansetronLike = (key: string): boolean => hasAtc(key, 'A04AA');
const isMaoB = (key: string): boolean => hasAtc(key, 'N04BD');
const isBenzodiazepine = (key: string): boolean => hasAtc(key, 'N05BA', 'N05CD', 'N03AE');
const isBarbiturate = (key: string): boolean => hasAtc(key, 'N03AA', 'N05CA');
const isZDrug = (key: string): boolean => hasAtc(key, 'N05CF');
const isGabapentinoid = (key: string): boolean => hasAtc(key, 'N03AX12', 'N03AX16');
const isTricyclic = (key: string): boolean => hasAtc(key, 'N06AA');
/** Quetiapine and clozapine: the antipsychotics that affect movement least. */
const isParkinsonFriendlyAntipsychotic = (key: string): boolean =>
  hasAtc(key, 'N05AH02', 'N05AH04');
const isDomperidone = (key: string): boolean => hasAtc(key, 'A03FA03');
const isVerapamil = (key: string): boolean => hasAtc(key, 'C08DA01');
/** A beta blocker that the demo only has as eye drops (e.g. timolol). */
const isEyeDropBetaBlocker = (key: string): boolean => {
  const codes = substanceRow(key).atc;
  return codes.length > 0 && codes.every((code) => code.startsWith('S01ED'));
};
const isMeglitinide = (key: string): boolean => hasAtc(key, 'A10BX');
const isAzathioprine = (key: string): boolean => hasAtc(key, 'L04AX01');

// ---------------------------------------------------------------------------------------------
// CYP3A4 and P-glycoprotein inhibitors
// ---------------------------------------------------------------------------------------------

function statinStrongInhibitor(inhibitor: string, statin: string, strongly: boolean): Texts {
  return t(
    `Koncentrationen av ${n(statin)} ökar kraftigt, med risk för muskelskada (myopati och rabdomyolys).`,
    `Undvik kombinationen. Gör ett uppehåll med ${n(statin)} så länge ${n(inhibitor)} används och några dagar efter. Vid längre behandling: byt till en statin som inte bryts ned av CYP3A4, till exempel rosuvastatin eller pravastatin.${localNote(inhibitor)}`,
    `${N(inhibitor)} hämmar CYP3A4${strongly ? ' kraftigt' : ''}. ${N(statin)} bryts nästan helt ned av CYP3A4 redan vid första passagen genom tarm och lever, så hämningen ger en mångdubbling av halten.`,
    `Visat i studier på friska försökspersoner, där halten av ${n(statin)} eller närbesläktade statiner ökade flera gånger, och i fallrapporter om rabdomyolys.`,
  );
}

function statinCiclosporin(ciclosporin: string, statin: string): Texts {
  return t(
    `Koncentrationen av ${n(statin)} ökar kraftigt, med risk för muskelskada (myopati och rabdomyolys).`,
    `Undvik kombinationen. Välj en statin som påverkas mindre, i låg dos och efter samråd med den som ansvarar för behandlingen med ${n(ciclosporin)}.`,
    `${N(ciclosporin)} hämmar CYP3A4 och dessutom transportproteinet OATP1B1, som för in ${n(statin)} i levern där den bryts ned.`,
    'Visat i farmakokinetiska studier på transplanterade patienter och i fallrapporter om rabdomyolys.',
  );
}

const strongStatin: Rule = {
  name: 'Stark CYP3A4-hämmare × statin (CYP3A4)',
  left: 'STRONG_CYP3A4_INHIBITOR',
  right: 'CYP3A4_STATIN',
  code: 'D3',
  texts: (a, b) => statinStrongInhibitor(a, b, true),
  forms: (a) => localForms('A0', a),
};

function moderateStatinGrade(inhibitor: string): string {
  return isErythromycin(inhibitor) || isCiclosporin(inhibitor) ? 'D3' : 'C3';
}

const moderateStatin: Rule = {
  name: 'Måttlig CYP3A4-hämmare × statin (CYP3A4)',
  left: 'MODERATE_CYP3A4_INHIBITOR',
  right: 'CYP3A4_STATIN',
  code: 'C3',
  texts: (a, b) => {
    if (isCiclosporin(a)) return statinCiclosporin(a, b);
    if (isErythromycin(a)) return statinStrongInhibitor(a, b, false);
    return t(
      `Koncentrationen av ${n(b)} ökar, med risk för muskelbiverkningar som muskelvärk, svaghet och i sällsynta fall rabdomyolys.`,
      `Ge en låg dos ${n(b)}${hasStatinCeiling(b) ? ` (högst ${isDronedarone(a) ? 10 : 20} mg per dygn)` : ''}, eller byt till en statin som inte bryts ned av CYP3A4, till exempel rosuvastatin. Be patienten höra av sig vid oförklarlig muskelvärk eller svaghet.${localNote(a)}`,
      `${N(a)} hämmar CYP3A4 måttligt och minskar därmed nedbrytningen av ${n(b)} i tarm och lever.`,
      `Visat i farmakokinetiska studier med flera måttliga CYP3A4-hämmare, där halten av statinen ökade ungefär två till fem gånger, och i fallrapporter om myopati.`,
    );
  },
  forms: (a) => localForms('A0', a),
  // Fluconazole with simvastatin: the hand-written pair (case reports only) stands.
  grade: moderateStatinGrade,
  byHand: { 'FLUKONAZOL|SIMVASTATIN': 'pair' },
};

const strongCalciumBlocker: Rule = {
  name: 'Stark CYP3A4-hämmare × kalciumantagonist (CYP3A4)',
  left: 'STRONG_CYP3A4_INHIBITOR',
  right: 'CYP3A4_CALCIUM_BLOCKER',
  code: 'C3',
  // Lercanidipine rises so much that it should not be combined with a strong inhibitor.
  grade: (_a, b) => (isLercanidipine(b) ? 'D2' : 'C3'),
  texts: (a, b) =>
    isLercanidipine(b)
      ? t(
          `Koncentrationen av ${n(b)} ökar mångfaldigt, med risk för kraftigt blodtrycksfall, hjärtklappning och svullna ben.`,
          `Undvik kombinationen. Gör uppehåll med ${n(b)} så länge ${n(a)} används, eller välj ett blodtrycksläkemedel som inte bryts ned av CYP3A4.${localNote(a)}`,
          `${N(a)} hämmar CYP3A4 kraftigt, och ${n(b)} bryts nästan helt ned av CYP3A4 redan vid första passagen genom tarm och lever.`,
          'Visat i farmakokinetiska studier med starka CYP3A4-hämmare, där halten ökade många gånger.',
        )
      : t(
          isIn('RATE_LIMITING_CCB', b)
            ? `Koncentrationen av ${n(b)} kan öka flera gånger, med risk för lågt blodtryck, yrsel, långsam puls och AV-block.`
            : `Koncentrationen av ${n(b)} kan öka flera gånger, med risk för lågt blodtryck, yrsel, hjärtklappning och svullna ben.`,
          `${isIn('RATE_LIMITING_CCB', b) ? 'Följ blodtryck och puls och var uppmärksam på yrsel och trötthet' : 'Följ blodtrycket och var uppmärksam på yrsel och svullnad'}, särskilt hos äldre. Överväg en lägre dos ${n(b)} eller ett uppehåll så länge ${n(a)} används.${localNote(a)}`,
          `${N(a)} hämmar CYP3A4 kraftigt, det enzym som bryter ned ${n(b)} i tarmväggen och levern.`,
          'Visat i studier på friska försökspersoner och i fallrapporter. Effekten är störst för kalciumantagonister som till stor del bryts ned redan vid första passagen genom tarm och lever, som felodipin.',
        ),
  forms: (a) => localForms('A0', a),
  // Clarithromycin with amlodipine: hand-written from large studies of the elderly (C2).
  byHand: { 'KLARITROMYCIN|AMLODIPIN': 'pair' },
};

/** Verapamil with diltiazem: two rate-limiting calcium blockers, whose effects on the heart add. */
const bothRateLimiting = (a: string, b: string): boolean =>
  isIn('RATE_LIMITING_CCB', a) && isIn('RATE_LIMITING_CCB', b);

const moderateCalciumBlocker: Rule = {
  name: 'Måttlig CYP3A4-hämmare × kalciumantagonist (CYP3A4)',
  left: 'MODERATE_CYP3A4_INHIBITOR',
  right: 'CYP3A4_CALCIUM_BLOCKER',
  code: 'C2',
  grade: (a, b) => (bothRateLimiting(a, b) ? 'D2' : 'C2'),
  texts: (a, b) =>
    bothRateLimiting(a, b)
      ? t(
          'Risk för uttalat långsam puls, AV-block, blodtrycksfall och försämrad hjärtsvikt.',
          `Kombinera inte ${n(a)} och ${n(b)}. Vid byte mellan dem: sätt ut det ena innan det andra sätts in och följ puls och blodtryck.`,
          `Både ${n(a)} och ${n(b)} sänker hjärtfrekvensen och bromsar impulsledningen i hjärtat, och den ena hämmar dessutom nedbrytningen av den andra via CYP3A4.`,
          'Följer av verkningsmekanismerna; beskrivet i fallrapporter.',
        )
      : t(
          `Koncentrationen av ${n(b)} kan öka, med risk för förstärkt blodtryckssänkning, yrsel och ${isIn('RATE_LIMITING_CCB', b) ? 'långsam puls' : 'svullna ben'}.`,
          `Följ ${isIn('RATE_LIMITING_CCB', b) ? 'blodtryck och puls' : 'blodtrycket'} efter att ${n(a)} satts in och sänk dosen ${n(b)} vid behov. Tänk på att dosen kan behöva höjas igen när ${n(a)} sätts ut.${localNote(a)}`,
          `${N(a)} hämmar CYP3A4 måttligt och minskar därmed nedbrytningen av ${n(b)}.`,
          'Beskrivet i farmakokinetiska studier med måttliga CYP3A4-hämmare och i fallrapporter; effekten varierar mellan olika kalciumantagonister.',
        ),
  forms: (a) => localForms('A0', a),
};

/**
 * A strong CYP3A4 inhibitor with a DOAC. Dabigatran and edoxaban are hardly broken down by
 * CYP3A4: only inhibitors that also block P-glycoprotein raise them (graded here, with the same
 * grade as in the P-glycoprotein rule); for the others the mechanism does not hold.
 */
function strongDoacGrade(inhibitor: string, doac: string): string {
  if (isDabigatran(doac)) return isIn('PGP_INHIBITOR', inhibitor) ? 'D3' : 'none';
  if (isEdoxaban(doac)) return isIn('PGP_INHIBITOR', inhibitor) ? 'C3' : 'none';
  return 'D3';
}

/** The texts of a DOAC with a CYP3A4 or P-glycoprotein inhibitor, by the pair's grade. */
function doacInhibitorTexts(inhibitor: string, doac: string, grade: string): Texts {
  const mechanism =
    isDabigatran(doac) || isEdoxaban(doac)
      ? `${N(inhibitor)} hämmar P-glykoprotein, som pumpar ut ${n(doac)} i tarmen och njurarna. Mer ${n(doac)} tas därför upp och mindre utsöndras.`
      : isIn('STRONG_CYP3A4_INHIBITOR', inhibitor)
        ? `${N(inhibitor)} hämmar både CYP3A4, som bryter ned ${n(doac)}, och P-glykoprotein, som pumpar ut ${n(doac)} i tarmen och njurarna.`
        : `${N(inhibitor)} hämmar P-glykoprotein, som pumpar ut ${n(doac)} i tarmen och njurarna. Eftersom ${n(doac)} också bryts ned av CYP3A4 blir effekten oftast måttlig.`;
  if (grade === 'D3')
    return t(
      `Koncentrationen av ${n(doac)} ökar kraftigt, med tydligt ökad risk för blödning.`,
      `Undvik kombinationen. Välj ett alternativ till ${n(inhibitor)}, eller byt under behandlingstiden till ett annat antikoagulantium, till exempel ett lågmolekylärt heparin.${localNote(inhibitor)}`,
      mechanism,
      `Visat i farmakokinetiska studier med starka hämmare, där halten av ${n(doac)} eller närbesläktade medel ökade ungefär två gånger eller mer.`,
    );
  if (isEdoxaban(doac) && grade === 'C3')
    return t(
      `Koncentrationen av ${n(doac)} ökar, med ökad risk för blödning.`,
      `Använd den lägre dosen av ${n(doac)} så länge ${n(inhibitor)} används, och var uppmärksam på tecken på blödning.${localNote(inhibitor)}`,
      mechanism,
      'Visat i farmakokinetiska studier med flera P-glykoproteinhämmare, där halten ökade upp till det dubbla; den lägre dosen gav en halt i nivå med den vanliga.',
    );
  if (isDabigatran(doac))
    return t(
      `Koncentrationen av ${n(doac)} ökar, med ökad risk för blödning.`,
      `Överväg den lägre dosen av ${n(doac)}, särskilt vid nedsatt njurfunktion, hög ålder eller låg kroppsvikt. Kontrollera njurfunktionen och var uppmärksam på tecken på blödning.${localNote(inhibitor)}`,
      mechanism,
      'Visat i farmakokinetiska studier med flera P-glykoproteinhämmare, där halten ökade upp till det dubbla.',
    );
  return t(
    `Koncentrationen av ${n(doac)} kan öka måttligt, med något ökad risk för blödning.`,
    `Var uppmärksam på tecken på blödning, särskilt vid nedsatt njurfunktion, hög ålder eller om patienten har fler riskfaktorer för blödning.${localNote(inhibitor)}`,
    mechanism,
    'Baserat på farmakokinetiska studier med några P-glykoproteinhämmare; betydelsen för blödningsrisken är inte väl undersökt.',
  );
}

const strongDoac: Rule = {
  name: 'Stark CYP3A4-hämmare × direktverkande antikoagulantia',
  left: 'STRONG_CYP3A4_INHIBITOR',
  right: 'DOAC',
  code: 'D3',
  texts: (a, b) => doacInhibitorTexts(a, b, strongDoacGrade(a, b)),
  forms: (a) => localForms('A0', a),
  // Clarithromycin raises the DOACs less than the azoles and HIV drugs: its hand-written pairs
  // (C2–C3, pharmacokinetic studies) stand.
  grade: strongDoacGrade,
  byHand: {
    'KLARITROMYCIN|APIXABAN': 'pair',
    'KLARITROMYCIN|RIVAROXABAN': 'pair',
    'KLARITROMYCIN|DABIGATRAN': 'pair',
  },
};

/** A P-glycoprotein inhibitor with a DOAC; one that is also a strong CYP3A4 inhibitor as above. */
function pgpDoacGrade(inhibitor: string, doac: string): string {
  if (isIn('STRONG_CYP3A4_INHIBITOR', inhibitor)) {
    const strong = strongDoacGrade(inhibitor, doac);
    if (strong !== 'none') return strong;
  }
  if ((isCiclosporin(inhibitor) || isDronedarone(inhibitor)) && isDabigatran(doac)) return 'D3';
  // Amiodarone raises edoxaban modestly, and the dose is not lowered: as with the xabans.
  if (isAmiodarone(inhibitor) && isEdoxaban(doac)) return 'C2';
  return isDabigatran(doac) || isEdoxaban(doac) ? 'C3' : 'C2';
}

const pgpDoac: Rule = {
  name: 'P-glykoproteinhämmare × direktverkande antikoagulantia',
  left: 'PGP_INHIBITOR',
  right: 'DOAC',
  code: 'C2',
  texts: (a, b) => {
    if ((isCiclosporin(a) || isDronedarone(a)) && isDabigatran(b))
      return t(
        `Koncentrationen av ${n(b)} ökar kraftigt, med tydligt ökad risk för blödning.`,
        `Undvik kombinationen. Välj ett antikoagulantium som påverkas mindre, efter samråd med den som ansvarar för behandlingen med ${n(a)}.`,
        `${N(a)} hämmar P-glykoprotein kraftigt, och både upptaget och utsöndringen av ${n(b)} går via P-glykoprotein.`,
        'Visat i farmakokinetiska studier med starka P-glykoproteinhämmare, där halten ökade mer än två gånger.',
      );
    return doacInhibitorTexts(a, b, pgpDoacGrade(a, b));
  },
  forms: (a) => localForms('A0', a),
  grade: pgpDoacGrade,
  byHand: {
    // Clarithromycin (a strong CYP3A4 inhibitor, graded D3 as such): its hand-written pairs
    // from pharmacokinetic studies stand, as in the rule above.
    'KLARITROMYCIN|APIXABAN': 'pair',
    'KLARITROMYCIN|RIVAROXABAN': 'pair',
    'KLARITROMYCIN|DABIGATRAN': 'pair',
  },
};

const strongCalcineurin: Rule = {
  name: 'Stark CYP3A4-hämmare × kalcineurinhämmare',
  left: 'STRONG_CYP3A4_INHIBITOR',
  right: 'CALCINEURIN_INHIBITOR',
  code: 'C3',
  texts: (a, b) =>
    t(
      `Koncentrationen av ${n(b)} kan öka flera gånger, med risk för njurskada, högt blodtryck, skakningar och andra toxiska effekter.`,
      `Välj om möjligt ett alternativ till ${n(a)} som inte hämmar CYP3A4. Behövs kombinationen: sänk dosen ${n(b)} redan vid start, mät koncentrationen av ${n(b)} i blodet tätt och anpassa dosen igen när ${n(a)} sätts ut.${localNote(a, b)}`,
      `${N(a)} hämmar CYP3A4 kraftigt i tarmväggen och levern, och ${n(b)} bryts främst ned av CYP3A4.`,
      'Visat i farmakokinetiska studier och i många fallrapporter om förhöjda halter hos transplanterade patienter.',
    ),
  forms: (a, b) => localForms('A0', a, b),
};

// ---------------------------------------------------------------------------------------------
// CYP3A4 inducers
// ---------------------------------------------------------------------------------------------

const inducerCalciumBlocker: Rule = {
  name: 'CYP3A4-inducerare × kalciumantagonist (CYP3A4)',
  left: 'CYP3A4_INDUCER',
  right: 'CYP3A4_CALCIUM_BLOCKER',
  code: 'C3',
  texts: (a, b) =>
    t(
      `Koncentrationen av ${n(b)} sjunker, ofta kraftigt, med risk för sämre blodtryckskontroll.`,
      `Följ blodtrycket under de första veckorna efter att ${n(a)} satts in. Dosen ${n(b)} kan behöva höjas, eller byt till ett blodtrycksläkemedel som inte bryts ned av CYP3A4. Sänk dosen igen om ${n(a)} sätts ut.`,
      `${N(a)} ökar bildningen av CYP3A4 i tarmen och levern och påskyndar därmed nedbrytningen av ${n(b)}.`,
      `Visat i farmakokinetiska studier, där halten av vissa kalciumantagonister sjönk med mer än hälften.${inductionTime(a)}`,
    ),
};

const inducerDoac: Rule = {
  name: 'CYP3A4-inducerare × direktverkande antikoagulantia',
  left: 'CYP3A4_INDUCER',
  right: 'DOAC',
  code: 'D2',
  texts: (a, b) =>
    t(
      `Koncentrationen av ${n(b)} sjunker, med risk för utebliven effekt och blodpropp.`,
      `Undvik kombinationen. Välj ett alternativ till ${n(a)}, eller ett annat antikoagulantium, till exempel ett lågmolekylärt heparin eller warfarin med tät kontroll av PK(INR).`,
      isDabigatran(b)
        ? `${N(a)} ökar bildningen av P-glykoprotein, som pumpar ut ${n(b)} ur kroppen via tarmen.`
        : `${N(a)} ökar bildningen av CYP3A4 och P-glykoprotein, som båda medverkar i elimineringen av ${n(b)}.`,
      `Visat i farmakokinetiska studier med starka inducerare, där halten sjönk med ungefär hälften eller mer.${inductionTime(a)}`,
    ),
  // Carbamazepine with dabigatran: the hand-written pair (D0, no studies of the pair) stands.
  byHand: { 'KARBAMAZEPIN|DABIGATRAN': 'pair' },
};

/** Levonorgestrel alone: above all the emergency pill, whose effect a double dose can save. */
const isLevonorgestrelAlone = (key: string): boolean => hasAtc(key, 'G03AC03', 'G03AD01');

/**
 * Depot medroxyprogesterone: an injection whose protection inducers do not weaken. Levonorgestrel
 * alone: C3, as the hand-written carbamazepine pair.
 */
const inducerContraceptiveGrade = (_inducer: string, contraceptive: string): string => {
  if (hasAtc(contraceptive, 'G03AC06')) return 'none';
  return isLevonorgestrelAlone(contraceptive) ? 'C3' : 'D3';
};

function inducerContraceptiveTexts(a: string, b: string): Texts {
  if (isLevonorgestrelAlone(b))
    return t(
      `Effekten av ${n(b)}, till exempel som akut-p-piller, kan minska.`,
      `Som akutpreventivmedel: rekommendera kopparspiral, eller dubbel dos ${n(b)}. Som regelbundet preventivmedel: välj en metod som inte påverkas. Skyddet kan vara nedsatt upp till fyra veckor efter att ${n(a)} satts ut.`,
      `${N(a)} ökar bildningen av CYP3A4 i levern och påskyndar nedbrytningen av ${n(b)}.`,
      `Visat i farmakokinetiska studier med enzyminducerande läkemedel.${inductionTime(a)}`,
    );
  return t(
    `Den preventiva effekten av ${n(b)} minskar, med risk för mellanblödningar och oönskad graviditet.`,
    `Välj en preventivmetod som inte påverkas, till exempel kopparspiral, hormonspiral eller gestagen som injektion. Skyddet kan vara nedsatt upp till fyra veckor efter att ${n(a)} satts ut.`,
    `${N(a)} ökar bildningen av CYP3A4 i levern och påskyndar nedbrytningen av ${n(b)}, så att halten i blodet kan bli för låg för att säkert förhindra ägglossning.`,
    `Visat i farmakokinetiska studier och i fallrapporter om oönskade graviditeter.${inductionTime(a)}`,
  );
}

const inducerContraceptive: Rule = {
  name: 'CYP3A4-inducerare × hormonella preventivmedel',
  left: 'CYP3A4_INDUCER',
  right: 'HORMONAL_CONTRACEPTIVE',
  code: 'D3',
  texts: inducerContraceptiveTexts,
  grade: inducerContraceptiveGrade,
  byHand: {
    'KARBAMAZEPIN|LEVONORGESTREL': 'pair',
    'JOHANNESORT|LEVONORGESTREL': {
      code: 'C3',
      texts: t(
        'Effekten av levonorgestrel, till exempel som akut-p-piller, kan minska.',
        'Som akutpreventivmedel: rekommendera kopparspiral, eller dubbel dos levonorgestrel. Som regelbundet preventivmedel: välj en metod som inte påverkas och avråd från johannesört.',
        'Johannesört ökar bildningen av CYP3A4 i levern och påskyndar nedbrytningen av levonorgestrel.',
        `Visat i farmakokinetiska studier med johannesört och andra inducerare.${inductionTime('JOHANNESORT')}`,
      ),
    },
  },
};

/** The enzyme-inducing antiepileptics (oxcarbazepine too), as the CYP3A4 inducers above. */
const antiepilepticContraceptive: Rule = {
  name: 'Enzyminducerande antiepileptika × hormonella preventivmedel',
  left: 'ANTIEPILEPTIC_INDUCER',
  right: 'HORMONAL_CONTRACEPTIVE',
  code: 'D3',
  texts: inducerContraceptiveTexts,
  grade: inducerContraceptiveGrade,
  byHand: { 'KARBAMAZEPIN|LEVONORGESTREL': 'pair' },
};

const inducerStatin: Rule = {
  name: 'CYP3A4-inducerare × statin (CYP3A4)',
  left: 'CYP3A4_INDUCER',
  right: 'CYP3A4_STATIN',
  code: 'C3',
  texts: (a, b) =>
    t(
      `Den kolesterolsänkande effekten av ${n(b)} minskar.`,
      `Kontrollera blodfetterna några veckor efter att ${n(a)} satts in. Byt vid behov till en statin som inte bryts ned av CYP3A4, till exempel rosuvastatin.`,
      `${N(a)} ökar bildningen av CYP3A4 i tarmen och levern, vilket påskyndar nedbrytningen av ${n(b)}.`,
      `Visat i farmakokinetiska studier, där halten av ${n(b)} eller närbesläktade statiner sjönk kraftigt.${inductionTime(a)}`,
    ),
};

const inducerCalcineurin: Rule = {
  name: 'CYP3A4-inducerare × kalcineurinhämmare',
  left: 'CYP3A4_INDUCER',
  right: 'CALCINEURIN_INHIBITOR',
  code: 'D3',
  texts: (a, b) =>
    t(
      `Koncentrationen av ${n(b)} sjunker, ofta kraftigt, med risk för avstötning av ett transplanterat organ eller försämrad kontroll av sjukdomen.`,
      `Undvik kombinationen; välj om möjligt ett alternativ till ${n(a)}. Går den inte att undvika: mät koncentrationen av ${n(b)} i blodet tätt, höj dosen efter behov och sänk den igen i god tid när ${n(a)} sätts ut.${localNote(b)}`,
      `${N(a)} ökar bildningen av CYP3A4 och P-glykoprotein i tarmen och levern, vilket minskar upptaget och påskyndar nedbrytningen av ${n(b)}.`,
      `Visat i farmakokinetiska studier och i fallrapporter om avstötning hos transplanterade patienter.${inductionTime(a)}`,
    ),
  forms: (_a, b) => localForms('A0', b),
};

// ---------------------------------------------------------------------------------------------
// CYP2C9, CYP1A2 and CYP2D6
// ---------------------------------------------------------------------------------------------

const cyp2c9Vka: Rule = {
  name: 'CYP2C9-hämmare × vitamin K-antagonist',
  left: 'CYP2C9_INHIBITOR',
  right: 'VKA',
  code: 'D3',
  texts: (a, b) =>
    t(
      'PK(INR) kan stiga kraftigt, med risk för allvarlig blödning.',
      `Välj om möjligt ett alternativ till ${n(a)}. Behövs kombinationen: kontrollera PK(INR) inom 3–5 dagar efter start och därefter tätt, sänk dosen ${n(b)} vid behov och kontrollera PK(INR) även efter utsättning av ${n(a)}.${hasLocalForm(a) ? ` Utvärtes beredningar av ${n(a)} ger betydligt lägre halter i blodet men kan i enstaka fall påverka PK(INR).` : ''}`,
      `${N(a)} hämmar CYP2C9, det enzym som främst bryter ned den mest verksamma formen av ${n(b)}.`,
      'Visat i studier på patienter och friska försökspersoner och i många fallrapporter om blödning.',
    ),
  forms: (a) => localForms('B1', a),
  // Amiodarone with warfarin: hand-written (C4), with its own dose advice.
  byHand: { 'AMIODARON|WARFARIN': 'pair' },
};

const cyp2c9Sulfonylurea: Rule = {
  name: 'CYP2C9-hämmare × sulfonylureider och meglitinider',
  left: 'CYP2C9_INHIBITOR',
  right: 'SULFONYLUREA',
  code: 'C2',
  texts: (a, b) =>
    isMeglitinide(b)
      ? t(
          `Koncentrationen av ${n(b)} kan öka något, med viss risk för lågt blodsocker.`,
          `Följ blodsockret vid insättning av ${n(a)}, särskilt hos äldre.`,
          `${N(b)} bryts främst ned av CYP2C8 och CYP3A4; ${n(a)} kan hämma en del av nedbrytningen, men effekten är osäker.`,
          'Baserat på den kända nedbrytningen av meglitinider; studier av kombinationen saknas till stor del.',
        )
      : t(
          `Koncentrationen av ${n(b)} kan öka, med risk för lågt blodsocker (hypoglykemi).`,
          `Följ blodsockret under behandlingen med ${n(a)}, särskilt hos äldre och vid nedsatt njurfunktion, och överväg en tillfälligt lägre dos ${n(b)}. Informera om symtom på lågt blodsocker.${hasLocalForm(a) ? ` Utvärtes beredningar av ${n(a)} ger betydligt lägre halter i blodet.` : ''}`,
          `${N(a)} hämmar CYP2C9, som bryter ned ${n(b)}.`,
          'Beskrivet i farmakokinetiska studier och i fallrapporter om hypoglykemi vid kombinationer av CYP2C9-hämmare och sulfonylureider.',
        ),
  forms: (a, b) => (isMeglitinide(b) ? [] : localForms('B1', a)),
  // Fluconazole with glimepiride: the hand-written pair (C0) stands.
  grade: (_a, b) => (isMeglitinide(b) ? 'B1' : 'C2'),
  byHand: { 'FLUKONAZOL|GLIMEPIRID': 'pair' },
};

/** What too much of a CYP1A2 substrate does. */
function cyp1a2Toxicity(key: string): string {
  if (hasAtc(key, 'R03DA')) return 'illamående, oro, hjärtklappning och i svåra fall kramper';
  if (hasAtc(key, 'N05AH02')) return 'trötthet, lågt blodtryck, ökad salivering och kramper';
  if (isTizanidine(key)) return 'kraftigt blodtrycksfall, långsam puls och uttalad trötthet';
  if (isAgomelatine(key)) return 'leverpåverkan och andra dosberoende biverkningar';
  if (isDuloxetine(key)) return 'illamående, yrsel, förhöjt blodtryck och serotonerga biverkningar';
  if (hasAtc(key, 'N04BC')) return 'illamående, yrsel, trötthet och ofrivilliga rörelser';
  return 'dosberoende biverkningar';
}

const cyp1a2Grade = (_inhibitor: string, substrate: string): string =>
  isTizanidine(substrate) || isAgomelatine(substrate) || isDuloxetine(substrate) ? 'D3' : 'C3';

/** Two serotonin reuptake inhibitors in one pair (e.g. fluvoxamine with duloxetine). */
const bothSsri = (a: string, b: string): string =>
  isIn('SSRI', a) && isIn('SSRI', b)
    ? ' Båda hämmar dessutom återupptaget av serotonin, vilket ökar risken för serotonergt syndrom.'
    : '';

const cyp1a2: Rule = {
  name: 'CYP1A2-hämmare × CYP1A2-substrat',
  left: 'CYP1A2_INHIBITOR',
  right: 'CYP1A2_SUBSTRATE',
  code: 'C3',
  texts: (a, b) =>
    cyp1a2Grade(a, b) === 'D3'
      ? t(
          `Koncentrationen av ${n(b)} ökar mångfaldigt, med risk för ${cyp1a2Toxicity(b)}.`,
          `Kombinera inte. Välj ett alternativ till ${n(a)}, eller gör uppehåll med ${n(b)} så länge ${n(a)} används.${localNote(a)}`,
          `${N(a)} hämmar CYP1A2, det enzym som främst bryter ned ${n(b)}.${bothSsri(a, b)}`,
          `Visat i studier på friska försökspersoner, där halten av ${n(b)} ökade många gånger.`,
        )
      : t(
          `Koncentrationen av ${n(b)} kan öka kraftigt, med risk för ${cyp1a2Toxicity(b)}.`,
          `Välj om möjligt ett alternativ till ${n(a)}. Behövs kombinationen: sänk dosen ${n(b)}, följ effekt och biverkningar och mät koncentrationen där det går. Återgå till den vanliga dosen när ${n(a)} sätts ut.${localNote(a)}`,
          `${N(a)} hämmar CYP1A2, det enzym som främst bryter ned ${n(b)}.${bothSsri(a, b)}`,
          'Visat i farmakokinetiska studier och fallrapporter; effekten beror på hur stor del av nedbrytningen som sker via CYP1A2.',
        ),
  forms: (a) => localForms('A0', a),
  grade: cyp1a2Grade,
};

/** The active metabolite that CYP2D6 makes of a prodrug. */
function cyp2d6Metabolite(prodrug: string): string {
  if (isCodeine(prodrug)) return 'morfin';
  if (isTramadol(prodrug)) return 'O-desmetyltramadol';
  if (isTamoxifen(prodrug)) return 'endoxifen';
  return 'den verksamma metaboliten';
}

const cyp2d6Grade = (_inhibitor: string, prodrug: string): string =>
  isTamoxifen(prodrug) ? 'D3' : 'C3';

const cyp2d6: Rule = {
  name: 'CYP2D6-hämmare × prodrug som aktiveras av CYP2D6',
  left: 'CYP2D6_INHIBITOR',
  right: 'CYP2D6_PRODRUG',
  code: 'C3',
  texts: (a, b) => {
    const mechanism = `${N(b)} verkar till stor del genom ${cyp2d6Metabolite(b)}, som bildas av CYP2D6. ${N(a)} hämmar CYP2D6 kraftigt, så att mindre av den verksamma formen bildas.`;
    if (isTamoxifen(b))
      return t(
        `Effekten av ${n(b)} kan minska, med risk för sämre skydd mot återfall i bröstcancer.`,
        `Undvik kombinationen. Välj ett alternativ till ${n(a)} som inte hämmar CYP2D6 nämnvärt${hasAtc(a, 'N06A') ? `; används ${n(a)} mot depression eller värmevallningar är till exempel venlafaxin eller citalopram möjliga alternativ` : ''}.${localNote(a)}`,
        mechanism,
        'Visat i studier på patienter, där halten av endoxifen sjönk tydligt. Om risken för återfall ökar är inte säkert visat, men försiktighet rekommenderas.',
      );
    return t(
      `Den smärtlindrande effekten av ${n(b)} kan minska påtagligt.`,
      `Välj om möjligt ett smärtstillande medel som inte behöver aktiveras av CYP2D6, till exempel morfin, eller ett alternativ till ${n(a)}. Följ smärtlindringen.${localNote(a)}`,
      mechanism,
      `Visat i studier på friska försökspersoner, där bildningen av ${cyp2d6Metabolite(b)} och den smärtlindrande effekten minskade.`,
    );
  },
  forms: (a) => localForms('A0', a),
  grade: cyp2d6Grade,
};

// ---------------------------------------------------------------------------------------------
// QT prolongation
// ---------------------------------------------------------------------------------------------

/** QT drugs broken down by CYP3A4, whose level a CYP3A4 inhibitor raises (domperidone, dronedarone, erythromycin). */
const isCyp3a4SensitiveQt = (key: string): boolean =>
  hasAtc(key, 'A03FA03', 'C01BD07', 'N05AG02', 'J01FA01');
const isCyp3a4Inhibitor = (key: string): boolean =>
  isIn('STRONG_CYP3A4_INHIBITOR', key) || isIn('MODERATE_CYP3A4_INHIBITOR', key);

/** What else a QT pair does, where the pair is also in another class rule of this file. */
function qtAlso(a: string, b: string): string {
  const serotonergic = (x: string, y: string): boolean =>
    isIn('SSRI', x) && (isIn('SSRI', y) || isIn('SEROTONERGIC', y) || isIn('MAO_INHIBITOR', y));
  const also: string[] = [];
  const raises = (x: string, y: string): boolean => isCyp3a4Inhibitor(x) && isCyp3a4SensitiveQt(y);
  if (raises(a, b) && raises(b, a))
    also.push(' Båda hämmar dessutom CYP3A4 och höjer halten av varandra.');
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    if (raises(x, y) && !raises(y, x))
      also.push(` ${N(x)} hämmar dessutom CYP3A4 och höjer halten av ${n(y)}.`);
    if (isIn('ANTICHOLINERGIC', x) && isIn('CHOLINESTERASE_INHIBITOR', y))
      also.push(` ${N(x)} motverkar dessutom effekten av ${n(y)}.`);
  }
  if (serotonergic(a, b) || serotonergic(b, a))
    also.push(
      ' Båda ökar också aktiviteten i serotoninsystemet, med risk för serotonergt syndrom.',
    );
  return also.join('');
}

function qtTexts(a: string, b: string, avoid: boolean): Texts {
  return t(
    'Risk för förlängt QT-intervall och allvarlig hjärtrytmrubbning (torsade de pointes).',
    avoid
      ? `Undvik kombinationen. Bedöms den nödvändig: ta EKG före och under behandlingen, korrigera lågt kalium och magnesium och undvik höga doser av ${n(a)} och ${n(b)}.${localNote(a, b)}`
      : `Ta EKG före och under behandlingen om patienten har fler riskfaktorer, som hög ålder, hjärtsjukdom, långsam puls, lågt kalium eller lågt magnesium.${localNote(a, b)}`,
    `Både ${n(a)} och ${n(b)} förlänger QT-intervallet, och effekterna kan läggas samman.${qtAlso(a, b)}`,
    'Bedömningen bygger på den väl kända QT-effekten hos var och en av substanserna och på fallrapporter om arytmier när QT-förlängande läkemedel kombinerats.',
  );
}

/**
 * Fluconazole and ciprofloxacin (and levofloxacin, norfloxacin) prolong QT less: C1, as their
 * hand-written pairs with amiodarone. Ondansetron and its kind (often a few doses) and donepezil
 * (QT mainly with a slow pulse): C2, as the hand-written ondansetron pairs. A CYP3A4 inhibitor
 * with a QT drug that CYP3A4 breaks down adds a higher level to the QT effect: D2.
 */
const isWeakQt = (key: string): boolean => hasAtc(key, 'J02AC01', 'J01MA02', 'J01MA06', 'J01MA12');
const isMildQt = (key: string): boolean => isOndansetronLike(key) || hasAtc(key, 'N06DA02');
function qtGrade(a: string, b: string): string {
  const raised = (x: string, y: string): boolean => isCyp3a4Inhibitor(x) && isCyp3a4SensitiveQt(y);
  if (raised(a, b) || raised(b, a)) return 'D2';
  if (isWeakQt(a) || isWeakQt(b)) return 'C1';
  return isMildQt(a) || isMildQt(b) ? 'C2' : 'D2';
}

const qtQt: Rule = {
  name: 'QT-förlängande × QT-förlängande',
  left: 'QT',
  right: 'QT',
  code: 'D2',
  texts: (a, b) => qtTexts(a, b, qtGrade(a, b) === 'D2'),
  forms: (a, b) => localForms('A0', a, b),
  grade: qtGrade,
  byHand: {
    // Haloperidol with clarithromycin: hand-written (C2).
    'HALOPERIDOL|KLARITROMYCIN': 'pair',
  },
};

// ---------------------------------------------------------------------------------------------
// Serotonergic combinations
// ---------------------------------------------------------------------------------------------

const ssriSsri: Rule = {
  name: 'SSRI/SNRI × SSRI/SNRI',
  left: 'SSRI',
  right: 'SSRI',
  code: 'D2',
  texts: (a, b) =>
    t(
      'Risk för serotonergt syndrom (oro, svettningar, skakningar, muskelryckningar, feber) och fler biverkningar, utan säker vinst för effekten.',
      `Undvik att kombinera ${n(a)} och ${n(b)}. Vid byte mellan dem: följ de vanliga råden om nedtrappning, uppehåll eller överlappning, och var uppmärksam på symtom under övergången.`,
      `Både ${n(a)} och ${n(b)} hämmar återupptaget av serotonin i nervsynapserna, och effekterna läggs samman.`,
      'Serotonergt syndrom vid kombinationer av två serotoninåterupptagshämmare finns beskrivet i väldokumenterade fallrapporter, ofta i samband med byte mellan preparaten.',
    ),
  byHand: {
    // Escitalopram is the active half of citalopram: a double treatment, not only a QT risk.
    'CITALOPRAM|ESCITALOPRAM': {
      code: 'D2',
      texts: t(
        'Dubbel behandling med samma verksamma substans: ökad risk för serotonerga biverkningar och för förlängt QT-intervall.',
        'Kombinera inte. Escitalopram är den verksamma delen av citalopram; använd bara ett av dem. Vid byte: sätt ut det ena när det andra sätts in, i motsvarande dos.',
        'Citalopram består till hälften av escitalopram. Tillsammans blir dosen av den verksamma substansen för hög, och båda förlänger QT-intervallet dosberoende.',
        'Följer av substansernas sammansättning och av den dosberoende QT-förlängning som visats i studier av båda.',
      ),
    },
  },
};

type Strength = 'avoid' | 'strong' | 'moderate' | 'weak' | 'lithium';

/** How strongly a serotonergic drug adds to an SSRI or SNRI. */
function serotonergicStrength(key: string): Strength {
  // Linezolid and methylthioninium inhibit MAO.
  if (hasAtc(key, 'J01XX08', 'V03AB17', 'V04CG05')) return 'avoid';
  // Tramadol, pethidine, tapentadol, methadone and clomipramine inhibit serotonin reuptake.
  if (hasAtc(key, 'N02AX02', 'N02AB02', 'N02AX06', 'N07BC02', 'N06AA04')) return 'strong';
  if (hasAtc(key, 'N05AN01')) return 'lithium';
  // Fentanyl, mirtazapine, 5-HT3 antagonists and metoclopramide: a weak or indirect effect.
  if (hasAtc(key, 'N02AB03', 'N06AX11', 'A04AA', 'A03FA01')) return 'weak';
  return 'moderate';
}

const STRENGTH_CODE: Record<Strength, string> = {
  avoid: 'D2',
  strong: 'C3',
  moderate: 'C2',
  weak: 'B1',
  lithium: 'C1',
};

/** How the other drug acts on serotonin, for the mechanism text. */
function serotonergicAction(key: string): string {
  if (hasAtc(key, 'J01XX08', 'V03AB17', 'V04CG05'))
    return 'hämmar monoaminoxidas, det enzym som bryter ned serotonin';
  if (hasAtc(key, 'N05AN01')) return 'förstärker signaleringen i serotoninsystemet';
  if (hasAtc(key, 'N06AX11'))
    return 'ökar frisättningen av serotonin men blockerar samtidigt vissa serotoninreceptorer';
  if (hasAtc(key, 'A04AA')) return 'påverkar serotoninreceptorer';
  if (hasAtc(key, 'N02AB03')) return 'har en svag effekt på serotoninsystemet';
  if (serotonergicStrength(key) === 'strong' || isTricyclic(key))
    return 'hämmar också återupptaget av serotonin';
  return 'ökar också aktiviteten i serotoninsystemet';
}

/** A CYP2D6 side effect of the antidepressant on the other drug, where there is one. */
function cyp2d6Addition(inhibitor: string, other: string): string {
  if (!isIn('CYP2D6_INHIBITOR', inhibitor)) return '';
  if (isIn('CYP2D6_PRODRUG', other))
    return ` ${N(inhibitor)} hämmar dessutom CYP2D6, som behövs för att ${n(other)} ska omvandlas till sin mest verksamma form, så effekten av ${n(other)} kan också bli svagare.`;
  if (isTricyclic(other))
    return ` ${N(inhibitor)} hämmar dessutom CYP2D6 och kan höja halten av ${n(other)} flera gånger.`;
  return '';
}

function ssriSerotonergicTexts(ssri: string, other: string): Texts {
  const strength = serotonergicStrength(other);
  const mechanism = `${N(ssri)} hämmar återupptaget av serotonin, och ${n(other)} ${serotonergicAction(other)}; effekterna på serotoninsystemet läggs samman.${cyp2d6Addition(ssri, other)}`;
  switch (strength) {
    case 'avoid':
      return t(
        'Risk för allvarligt serotonergt syndrom med hög feber, muskelstelhet och förvirring.',
        `Undvik kombinationen. Behövs ${n(other)}: överväg uppehåll med ${n(ssri)} och följ patienten noga med avseende på oro, svettningar, muskelryckningar och feber.`,
        mechanism,
        'Allvarliga fall, några med dödlig utgång, finns beskrivna i fallrapporter.',
      );
    case 'strong':
      return t(
        `Risk för serotonergt syndrom med oro, svettningar, muskelryckningar och feber.${isTramadol(other) ? ' Risken för kramper ökar också.' : ''}`,
        `Välj om möjligt ett alternativ till ${n(other)}. Används kombinationen: låg startdos, långsam upptrappning och information till patienten om symtom på serotonergt syndrom.`,
        mechanism,
        'Serotonergt syndrom vid kombinationen finns beskrivet i fallrapporter och studier; risken ökar med dosen.',
      );
    case 'lithium':
      return t(
        'Ökad risk för serotonerga biverkningar som skakningar och oro, och i sällsynta fall serotonergt syndrom.',
        `Kombinationen används ofta, till exempel som tillägg vid svårbehandlad depression. Följ serum-litium som vanligt och var uppmärksam på skakningar, oro och muskelryckningar när ${n(ssri)} sätts in eller dosen höjs.`,
        mechanism,
        'Beskrivet i fallrapporter; de flesta patienter använder kombinationen utan problem.',
      );
    case 'weak':
      return t(
        'Serotonergt syndrom har beskrivits i enstaka fall.',
        'Kombinationen används ofta. Var uppmärksam på symtom som oro, svettningar och muskelryckningar, särskilt vid dosökning.',
        mechanism,
        `Enstaka fallrapporter; ${n(other)} påverkar serotoninsystemet svagt eller indirekt.`,
      );
    case 'moderate':
      return t(
        'Ökad risk för serotonergt syndrom med oro, svettningar, skakningar, muskelryckningar och feber.',
        'Kombinationen kan användas med försiktighet. Börja med låg dos av det tillkommande läkemedlet, trappa upp långsamt och informera om symtom på serotonergt syndrom.',
        mechanism,
        `Beskrivet i fallrapporter; risken beror på dosen och på hur starkt ${n(other)} påverkar serotoninsystemet.`,
      );
  }
}

const ssriSerotonergic: Rule = {
  name: 'SSRI/SNRI × serotonerga läkemedel',
  left: 'SSRI',
  right: 'SEROTONERGIC',
  code: 'C2',
  texts: ssriSerotonergicTexts,
  // Graded by how strongly the other drug acts on serotonin. Tramadol (strong, C3) gives the
  // grade of its hand-written pairs with the SSRIs and venlafaxine.
  grade: (_a, b) => STRENGTH_CODE[serotonergicStrength(b)],
};

/** MAO-B inhibitors (selegiline, rasagiline) in the usual doses hardly affect serotonin. */
const maoSsriGrade = (mao: string): string => (isMaoB(mao) ? 'C2' : 'D2');

const maoSsri: Rule = {
  name: 'MAO-hämmare × SSRI/SNRI',
  left: 'MAO_INHIBITOR',
  right: 'SSRI',
  code: 'D2',
  texts: (a, b) =>
    isLinezolidLike(a)
      ? ssriSerotonergicTexts(b, a)
      : isMaoB(a)
        ? t(
            'Serotonergt syndrom har rapporterats i enstaka fall.',
            `Kombinationen används vid Parkinsons sjukdom med depression. Överskrid inte den vanliga dosen av ${n(a)}, eftersom den blir mindre selektiv vid högre doser. Var uppmärksam på oro, svettningar, muskelryckningar och feber, särskilt när ${n(b)} sätts in eller dosen höjs.`,
            `${N(a)} hämmar främst MAO-B och påverkar nedbrytningen av serotonin lite i vanliga doser. Vid högre doser hämmas även MAO-A, och effekten av ${n(b)} på serotoninsystemet förstärks.`,
            'Enstaka fallrapporter; större observationsstudier av patienter med Parkinsons sjukdom har inte visat någon tydligt ökad risk.',
          )
        : t(
            'Risk för allvarligt serotonergt syndrom med hög feber, muskelstelhet, oro och påverkan på blodtryck och puls.',
            `Kombinera inte. Vid byte mellan ${n(a)} och ${n(b)} behövs ett uppehåll, vars längd beror på hur länge effekten av det utsatta läkemedlet kvarstår.`,
            `${N(a)} hämmar nedbrytningen av serotonin, och ${n(b)} hämmar återupptaget av serotonin i nervsynapserna. Tillsammans kan mängden serotonin bli mycket hög.`,
            'Allvarliga fall, några med dödlig utgång, finns beskrivna i fallrapporter.',
          ),
  grade: maoSsriGrade,
};

function maoSerotonergicGrade(mao: string, other: string): string {
  const strength = serotonergicStrength(other);
  if (strength === 'lithium') return 'C1';
  if (isMaoB(mao) && strength !== 'strong' && strength !== 'avoid') return 'C2';
  return 'D2';
}

const maoSerotonergic: Rule = {
  name: 'MAO-hämmare × serotonerga läkemedel',
  left: 'MAO_INHIBITOR',
  right: 'SEROTONERGIC',
  code: 'D2',
  texts: (a, b) => {
    const mechanism = `${N(a)} hämmar nedbrytningen av serotonin, och ${n(b)} ${serotonergicAction(b)}.`;
    switch (maoSerotonergicGrade(a, b)) {
      case 'C1':
        return t(
          'Ökad risk för serotonerga biverkningar som skakningar och oro, och i sällsynta fall serotonergt syndrom.',
          isLinezolidLike(a)
            ? `Kombinationen kan användas. Följ serum-litium som vanligt och var uppmärksam på oro, muskelryckningar, förvirring och feber under behandlingen med ${n(a)}.`
            : `Kombinationen används ibland vid svårbehandlad depression. Följ serum-litium som vanligt och var uppmärksam på oro, muskelryckningar och feber när ${n(a)} sätts in eller dosen höjs.`,
          mechanism,
          'Beskrivet i enstaka fallrapporter.',
        );
      case 'C2':
        return t(
          'Risk för serotonergt syndrom, främst vid högre doser.',
          `Överskrid inte den vanliga dosen av ${n(a)}. Börja med låg dos av ${n(b)} och var uppmärksam på oro, svettningar, muskelryckningar och feber.`,
          `${N(a)} hämmar främst MAO-B och påverkar nedbrytningen av serotonin lite i vanliga doser, men selektiviteten minskar vid högre doser. ${N(b)} ${serotonergicAction(b)}.`,
          'Beskrivet i enstaka fallrapporter.',
        );
      default:
        return t(
          'Risk för allvarligt serotonergt syndrom med hög feber, muskelstelhet, oro och påverkan på blodtryck och puls.',
          `Kombinera inte. Vid byte mellan ${n(a)} och ${n(b)} behövs ett uppehåll, vars längd beror på hur länge effekten av det utsatta läkemedlet kvarstår.`,
          mechanism,
          'Allvarliga fall, några med dödlig utgång, finns beskrivna i fallrapporter.',
        );
    }
  },
  grade: maoSerotonergicGrade,
};

const maoStimulant: Rule = {
  name: 'MAO-hämmare × centralstimulantia',
  left: 'MAO_INHIBITOR',
  right: 'STIMULANT',
  code: 'D2',
  texts: (a, b) =>
    t(
      'Risk för kraftig blodtrycksstegring (hypertensiv kris) med svår huvudvärk, hjärtklappning och i värsta fall hjärnblödning.',
      `Kombinera inte. Sätt inte in ${n(b)} förrän effekten av ${n(a)} har klingat av; efter en irreversibel MAO-hämmare behövs minst två veckor.`,
      `${N(b)} ökar mängden noradrenalin och dopamin i nervsynapserna, och ${n(a)} hämmar nedbrytningen av samma signalsubstanser.`,
      'Allvarliga blodtrycksstegringar finns beskrivna i fallrapporter.',
    ),
};

const ssriTriptan: Rule = {
  name: 'SSRI/SNRI × triptaner',
  left: 'SSRI',
  right: 'TRIPTAN',
  code: 'B1',
  texts: (a, b) =>
    t(
      'Serotonergt syndrom har rapporterats i enstaka fall.',
      `Kombinationen kan användas. Informera om symtom som oro, svettningar, muskelryckningar och feber, särskilt om ${n(b)} tas ofta eller i höga doser.`,
      `${N(b)} stimulerar serotoninreceptorer av typ 5-HT1B/1D, och ${n(a)} ökar mängden serotonin. De receptorer som triptaner verkar på anses inte vara de som driver serotonergt syndrom.`,
      'Bygger på enstaka fallrapporter; större genomgångar har inte visat någon tydligt ökad risk.',
    ),
};

// ---------------------------------------------------------------------------------------------
// Opioids, sedatives, anticholinergic and dopaminergic effects
// ---------------------------------------------------------------------------------------------

/** How a sedative dampens the CNS, for the mechanism text. */
function sedativeAction(key: string): string {
  if (isBenzodiazepine(key) || isZDrug(key))
    return 'förstärker effekten av GABA vid GABA-A-receptorn';
  if (isBarbiturate(key)) return 'förstärker och förlänger effekten av GABA vid GABA-A-receptorn';
  if (hasAtc(key, 'M03BX01')) return 'verkar via GABA-B-receptorer';
  if (hasAtc(key, 'R06A', 'N05CM06')) return 'blockerar histaminreceptorer i hjärnan';
  if (isGabapentinoid(key))
    return 'minskar frisättningen av signalsubstanser via kalciumkanaler i nervcellerna';
  return 'dämpar centrala nervsystemet';
}

/**
 * Benzodiazepines, gabapentinoids and barbiturates with a strong opioid: C3, as the hand-written
 * pairs. Weak opioids (codeine, tramadol), z-drugs and other sedatives (baclofen, sedating
 * antihistamines): C2, as the hand-written pairs of the weak opioids and z-drugs.
 */
function opioidSedativeGrade(opioid: string, sedative: string): string {
  const weakOpioid = isCodeine(opioid) || isTramadol(opioid) || hasAtc(opioid, 'N02AA08');
  const strongSedative =
    isBenzodiazepine(sedative) ||
    isGabapentinoid(sedative) ||
    isBarbiturate(sedative) ||
    hasAtc(sedative, 'N05CM02');
  return !weakOpioid && strongSedative ? 'C3' : 'C2';
}

const opioidSedative: Rule = {
  name: 'Opioid × sedativa och hypnotika',
  left: 'OPIOID',
  right: 'SEDATIVE',
  code: 'C3',
  texts: (a, b) =>
    t(
      'Förstärkt dämpning av centrala nervsystemet med risk för andningsdepression, uttalad trötthet, förvirring och fall.',
      opioidSedativeGrade(a, b) === 'C3'
        ? 'Kombinera bara när andra alternativ inte räcker. Använd lägsta effektiva doser och kortast möjliga behandlingstid, och följ patienten noga, särskilt äldre och patienter med lungsjukdom, sömnapné eller nedsatt njur- eller leverfunktion.'
        : 'Använd låga doser och trappa upp försiktigt, särskilt hos äldre och patienter med lungsjukdom eller sömnapné. Informera om risken vid bilkörning.',
      `${N(a)} verkar via opioidreceptorer och ${n(b)} ${sedativeAction(b)}. Båda dämpar andning och vakenhet, och effekterna förstärker varandra.`,
      opioidSedativeGrade(a, b) === 'C3'
        ? 'En ökad risk för överdos och död vid kombinationer av opioider och sedativa är visad i stora registerstudier.'
        : 'Den förstärkta dämpningen är välkänd; registerstudier visar ökad risk för överdos vid kombinationer av opioider och sedativa, men risken är mindre med svagare opioider och kortverkande sömnmedel.',
    ),
  grade: opioidSedativeGrade,
};

function buprenorphineTexts(buprenorphine: string, other: string): Texts {
  return t(
    `${N(buprenorphine)} kan minska effekten av ${n(other)}, och hos patienter som är vana vid höga opioiddoser kan insättning av ${n(buprenorphine)} utlösa abstinens. Vid höga doser av båda ökar också risken för andningsdepression.`,
    `Undvik att kombinera dem för regelbunden smärtbehandling. Behövs extra smärtlindring vid låg dos ${n(buprenorphine)}, till exempel plåster, kan ${n(other)} användas med försiktighet och tät uppföljning av effekt och andning.`,
    `${N(buprenorphine)} är en partiell agonist som binder hårt till opioidreceptorerna. Den tränger undan ${n(other)} men aktiverar receptorerna mindre.`,
    `Beskrivet i kliniska studier och fallrapporter; effekten beror på dosen av ${n(buprenorphine)}.`,
  );
}

const opioidOpioid: Rule = {
  name: 'Opioid × opioid',
  left: 'OPIOID',
  right: 'OPIOID',
  code: 'C2',
  texts: (a, b) => {
    if (isBuprenorphine(a)) return buprenorphineTexts(a, b);
    if (isBuprenorphine(b)) return buprenorphineTexts(b, a);
    const tramadol = [a, b].find(isTramadol);
    return t(
      'Förstärkt opioideffekt med risk för andningsdepression, uttalad trötthet och förstoppning.',
      'Kombinationen kan vara avsiktlig, till exempel ett långverkande medel och ett kortverkande vid genombrottssmärta. Räkna samman den totala opioiddosen, undvik två långverkande opioider samtidigt och följ andning och vakenhet, särskilt vid upptrappning.',
      `${N(a)} och ${n(b)} verkar båda på opioidreceptorer, och effekterna läggs samman.${tramadol === undefined ? '' : ` ${N(tramadol)} ökar dessutom aktiviteten i serotoninsystemet och sänker kramptröskeln.`}`,
      'Den förstärkta effekten följer av verkningsmekanismen och är väl känd kliniskt.',
    );
  },
};

/** The group two sedatives of the same kind belong to, for the text on double treatment. */
function sedativeKind(key: string): string | undefined {
  if (isBenzodiazepine(key)) return 'bensodiazepiner';
  if (isGabapentinoid(key)) return 'gabapentinoider';
  if (isZDrug(key)) return 'z-läkemedel';
  return undefined;
}

const sedativeSedative: Rule = {
  name: 'Sedativa och hypnotika × sedativa och hypnotika',
  left: 'SEDATIVE',
  right: 'SEDATIVE',
  code: 'C2',
  texts: (a, b) => {
    const kind = sedativeKind(a);
    const same =
      kind !== undefined && kind === sedativeKind(b)
        ? ` Två ${kind} samtidigt ger sällan någon vinst.`
        : '';
    return t(
      'Förstärkt trötthet, nedsatt reaktionsförmåga och ökad risk för fall; vid höga doser risk för andningsdepression.',
      `Undvik om möjligt att kombinera ${n(a)} och ${n(b)}, särskilt hos äldre.${same} Behövs kombinationen: lägsta effektiva doser, kort behandlingstid och information om risken vid bilkörning.`,
      sedativeAction(a) === sedativeAction(b)
        ? `Både ${n(a)} och ${n(b)} ${sedativeAction(a)}, och effekterna på vakenhet och andning läggs samman.`
        : `${N(a)} ${sedativeAction(a)}, och ${n(b)} ${sedativeAction(b)}. Effekterna på vakenhet och andning läggs samman.`,
      'Den förstärkta dämpningen är väl känd och beskriven i mindre studier; registerstudier visar ökad risk för fall och överdos vid kombinationer av sedativa.',
    );
  },
};

const anticholinergicAnticholinergic: Rule = {
  name: 'Antikolinergt × antikolinergt',
  left: 'ANTICHOLINERGIC',
  right: 'ANTICHOLINERGIC',
  code: 'C2',
  texts: (a, b) =>
    t(
      'Ökad antikolinerg belastning: muntorrhet, förstoppning, svårighet att tömma blåsan, dimsyn och, särskilt hos äldre, förvirring och försämrat minne.',
      `Undvik om möjligt att kombinera ${n(a)} och ${n(b)} hos äldre och hos patienter med demens, förstoppning eller prostataförstoring. Överväg alternativ med mindre antikolinerg effekt och följ biverkningarna.`,
      `Både ${n(a)} och ${n(b)} blockerar muskarinreceptorer, och effekterna läggs samman.`,
      'Sambandet mellan den sammanlagda antikolinerga belastningen och förvirring, fall och kognitiv försämring hos äldre är visat i observationsstudier.',
    ),
};

const anticholinergicCholinesterase: Rule = {
  name: 'Antikolinergt × kolinesterashämmare',
  left: 'ANTICHOLINERGIC',
  right: 'CHOLINESTERASE_INHIBITOR',
  code: 'C2',
  texts: (a, b) =>
    t(
      `${N(a)} motverkar effekten av ${n(b)}, och den antikolinerga effekten kan i sig försämra minnet och ge förvirring.`,
      `Undvik om möjligt ${n(a)} hos patienter som behandlas med ${n(b)}, och välj ett alternativ utan antikolinerg effekt. Behövs kombinationen: följ den kognitiva funktionen och effekten av behandlingen.`,
      `${N(b)} ökar mängden acetylkolin i hjärnan, medan ${n(a)} blockerar de receptorer som acetylkolin verkar på.`,
      'Följer av verkningsmekanismerna; observationsstudier visar att kombinationen är vanlig och kan minska nyttan av behandlingen.',
    ),
};

/** Quetiapine and clozapine hardly worsen parkinsonism; domperidone does not reach the brain. */
const dopamineGrade = (antagonist: string): string => {
  if (isDomperidone(antagonist)) return 'none';
  return isParkinsonFriendlyAntipsychotic(antagonist) ? 'B2' : 'D2';
};

const dopamineAntagonistDopaminergic: Rule = {
  name: 'Dopaminantagonist × dopaminerga läkemedel',
  left: 'DOPAMINE_ANTAGONIST',
  right: 'DOPAMINERGIC',
  code: 'D2',
  texts: (a, b) =>
    isParkinsonFriendlyAntipsychotic(a)
      ? t(
          `${N(a)} påverkar rörelseförmågan lite men kan i enstaka fall förvärra parkinsonsymtom. Trötthet och yrsel när patienten reser sig kan förstärkas.`,
          `${N(a)} hör till de antipsykotiska läkemedel som föredras vid Parkinsons sjukdom. Börja med låg dos och följ rörlighet, vakenhet och blodtryck.`,
          `${N(a)} binder svagt och kortvarigt till dopaminreceptorer och motverkar därför ${n(b)} i liten grad.`,
          'Visat i mindre studier på patienter med Parkinsons sjukdom; effekten på rörligheten varierar mellan patienter.',
        )
      : t(
          `${N(a)} motverkar effekten av ${n(b)}. Vid Parkinsons sjukdom kan stelhet, skakningar och rörelsesvårigheter förvärras tydligt.`,
          'Undvik kombinationen. Vid illamående: välj domperidon, som knappt når hjärnan. Vid psykos eller svår oro: kvetiapin eller klozapin påverkar rörelseförmågan minst.',
          `${N(a)} blockerar dopaminreceptorer i hjärnan, medan ${n(b)} verkar genom att öka signaleringen via dem.`,
          'Försämrad rörlighet är visad i studier på patienter med Parkinsons sjukdom och i fallrapporter.',
        ),
  grade: dopamineGrade,
};

// ---------------------------------------------------------------------------------------------
// Blood glucose with fluoroquinolones
// ---------------------------------------------------------------------------------------------

const sulfonylureaQuinolone: Rule = {
  name: 'Sulfonylureider och meglitinider × fluorokinoloner',
  left: 'SULFONYLUREA',
  right: 'QUINOLONE',
  code: 'C2',
  texts: (a, b) =>
    t(
      'Risk för både för lågt och för högt blodsocker, framför allt allvarligt lågt blodsocker hos äldre.',
      `Följ blodsockret noga under kuren och några dagar efter, och informera om symtom på lågt blodsocker. Överväg ett annat antibiotikum hos äldre och vid nedsatt njurfunktion.${localNote(b)}`,
      `${N(b)} kan påverka insulinfrisättningen från bukspottkörteln och kroppens hantering av glukos, vilket förstärker eller motverkar den blodsockersänkande effekten av ${n(a)}.`,
      'Visat i observationsstudier av patienter med diabetes och i fallrapporter om allvarlig hypoglykemi.',
    ),
  forms: (_a, b) => localForms('A0', b),
  // Ciprofloxacin with glimepiride: the hand-written pair (C1) stands.
  byHand: { 'GLIMEPIRID|CIPROFLOXACIN': 'pair' },
};

const insulinQuinolone: Rule = {
  name: 'Insuliner × fluorokinoloner',
  left: 'INSULIN',
  right: 'QUINOLONE',
  code: 'C2',
  texts: (a, b) =>
    t(
      'Risk för både för lågt och för högt blodsocker under kuren.',
      `Följ blodsockret tätare under kuren och några dagar efter, och anpassa dosen ${n(a)} vid behov. Informera om symtom på lågt blodsocker.${localNote(b)}`,
      `${N(b)} kan både öka och minska insulinfrisättningen och påverka kroppens hantering av glukos, vilket gör blodsockret svårare att förutse under behandling med ${n(a)}.`,
      'Visat i observationsstudier av patienter med diabetes och i fallrapporter.',
    ),
  forms: (_a, b) => localForms('A0', b),
};

// ---------------------------------------------------------------------------------------------
// Absorption: iron, calcium, magnesium and antacids
// ---------------------------------------------------------------------------------------------

/** The metal ions of a binder, for the texts. */
function ions(binder: string): string {
  if (hasAtc(binder, 'B03A')) return 'järn';
  if (hasAtc(binder, 'A12AA', 'A12AX')) return 'kalcium';
  if (hasAtc(binder, 'A12CC', 'A02AA')) return 'magnesium';
  if (hasAtc(binder, 'A12CB')) return 'zink';
  if (hasAtc(binder, 'A02AB', 'A02BX02')) return 'aluminium';
  if (hasAtc(binder, 'A02AC')) return 'kalcium';
  if (hasAtc(binder, 'A02A')) return 'aluminium och magnesium';
  return 'metalljoner';
}

function chelationTexts(binder: string, drug: string, timing: string, effect: string): Texts {
  return t(
    `${N(binder)} minskar upptaget av ${n(drug)} från tarmen, vilket kan ge ${effect}.`,
    `${timing}${localNote(binder, drug)}`,
    `${N(drug)} binder till ${ions(binder)} i tarmen och bildar komplex som inte kan tas upp.`,
    'Det minskade upptaget, i vissa fall med mer än hälften, är visat i studier på friska försökspersoner.',
  );
}

const cationQuinolone: Rule = {
  name: 'Järn, kalcium, magnesium och antacida × fluorokinoloner',
  left: 'POLYVALENT_CATION',
  right: 'QUINOLONE',
  code: 'C3',
  texts: (a, b) =>
    chelationTexts(
      a,
      b,
      `Ta ${n(b)} minst två timmar före eller sex timmar efter ${n(a)}. Vid en kort kur kan det vara enklast att göra uppehåll med ${n(a)}.`,
      'otillräcklig effekt mot infektionen',
    ),
  forms: (a, b) => localForms('A0', a, b),
};

const cationTetracycline: Rule = {
  name: 'Järn, kalcium, magnesium och antacida × tetracykliner',
  left: 'POLYVALENT_CATION',
  right: 'TETRACYCLINE',
  code: 'C3',
  texts: (a, b) =>
    chelationTexts(
      a,
      b,
      `Ta ${n(b)} minst två till tre timmar före ${n(a)}, eller flera timmar efter. Vid en kort kur kan det vara enklast att göra uppehåll med ${n(a)}.`,
      'otillräcklig effekt mot infektionen',
    ),
  forms: (a, b) => localForms('A0', a, b),
  // Doxycycline with calcium carbonate: binds less than the older tetracyclines (hand-written B2).
  byHand: { 'KALCIUMKARBONAT|DOXYCYKLIN': 'pair' },
};

const cationLevothyroxine: Rule = {
  name: 'Järn, kalcium, magnesium och antacida × levotyroxin',
  left: 'POLYVALENT_CATION',
  right: 'LEVOTHYROXINE',
  code: 'C2',
  texts: (a, b) =>
    t(
      `${N(a)} minskar upptaget av ${n(b)} från tarmen, vilket kan ge sämre effekt och stigande TSH.`,
      `Ta ${n(b)} på fastande mage och ${n(a)} minst fyra timmar senare. Kontrollera TSH om ${n(a)} används regelbundet.`,
      `${N(a)} binder ${n(b)} i tarmen, så att mindre kan tas upp.`,
      'Beskrivet i fallrapporter och mindre studier där TSH steg under samtidig behandling.',
    ),
};

const cationBisphosphonate: Rule = {
  name: 'Järn, kalcium, magnesium och antacida × bisfosfonater',
  left: 'POLYVALENT_CATION',
  right: 'BISPHOSPHONATE',
  code: 'C3',
  texts: (a, b) =>
    t(
      `${N(a)} minskar upptaget av ${n(b)} kraftigt, med risk för utebliven effekt på skelettet.`,
      `Ta ${n(b)} på fastande mage med ett glas vatten enligt anvisningen och vänta med ${n(a)} till senare på dagen, minst en halvtimme och helst flera timmar efter.`,
      `${N(b)} tas upp mycket dåligt även utan hinder, och ${ions(a)} binder ${n(b)} i tarmen till komplex som inte kan tas upp.`,
      'Visat i farmakokinetiska studier; upptaget minskar kraftigt om dosen tas samtidigt med kalcium, andra metalljoner eller mat.',
    ),
};

// ---------------------------------------------------------------------------------------------
// Other mechanisms
// ---------------------------------------------------------------------------------------------

const thiopurineXanthineOxidase: Rule = {
  name: 'Tiopuriner × xantinoxidashämmare',
  left: 'THIOPURINE',
  right: 'XANTHINE_OXIDASE_INHIBITOR',
  code: 'D3',
  texts: (a, b) =>
    t(
      `Halten av de verksamma metaboliterna av ${n(a)} ökar kraftigt, med risk för livshotande benmärgspåverkan (brist på vita blodkroppar och blodplättar).`,
      hasAtc(b, 'M04AA01')
        ? `Undvik kombinationen. Används den ändå, i vissa fall under specialistvård: sänk dosen ${n(a)} till ungefär en fjärdedel och följ blodstatus tätt.`
        : `Undvik kombinationen; hur dosen ${n(a)} ska anpassas till ${n(b)} är inte fastställt. Behövs uratsänkande behandling är allopurinol, med kraftigt sänkt dos ${n(a)} under specialistvård, bättre studerat.`,
      `${isAzathioprine(a) ? `${N(a)} omvandlas i kroppen till merkaptopurin. ` : ''}${N(b)} hämmar xantinoxidas, det enzym som bryter ned merkaptopurin till inaktiva ämnen, så att mer omvandlas till verksamma metaboliter.`,
      'Allvarliga och dödliga fall av benmärgspåverkan finns beskrivna, och den ökade exponeringen är visad i studier.',
    ),
};

const pde5Nitrate: Rule = {
  name: 'PDE5-hämmare × nitrater',
  left: 'PDE5_INHIBITOR',
  right: 'NITRATE',
  code: 'D3',
  texts: (a, b) =>
    t(
      'Risk för kraftigt och långvarigt blodtrycksfall med svimning, hjärtinfarkt eller stroke.',
      `Kombinera inte. ${N(a)} ska inte användas av patienter som behandlas med ${n(b)}. Efter en dos ${n(a)} ska nitrater inte ges förrän effekten klingat av: minst ett dygn för kortverkande och minst två dygn för långverkande PDE5-hämmare som tadalafil. Be patienten alltid berätta om användningen av ${n(a)} vid bröstsmärta och i akutsjukvården.`,
      `${N(b)} frisätter kväveoxid, som ökar bildningen av cykliskt GMP i kärlväggen. ${N(a)} hämmar nedbrytningen av cykliskt GMP, och den kärlvidgande effekten förstärks kraftigt.`,
      'Visat i kontrollerade studier och i fallrapporter om allvarliga blodtrycksfall.',
    ),
};

const pde5AlphaBlocker: Rule = {
  name: 'PDE5-hämmare × alfa-1-receptorblockerare',
  left: 'PDE5_INHIBITOR',
  right: 'ALPHA_BLOCKER',
  code: 'C3',
  texts: (a, b) =>
    t(
      'Risk för blodtrycksfall och yrsel, framför allt när patienten reser sig.',
      `Patienten ska vara stabil på sin dos ${n(b)} innan ${n(a)} sätts in, och börja med den lägsta dosen ${n(a)}. Informera om yrsel och om att resa sig långsamt.`,
      `${N(a)} och ${n(b)} vidgar båda blodkärlen, och den blodtryckssänkande effekten läggs samman.`,
      'Visat i studier på friska försökspersoner och patienter; effekten är mindre med de mer prostataselektiva medlen, som tamsulosin.',
    ),
};

/** Verapamil depresses the heart most; a beta blocker as eye drops reaches the blood less. */
function betaCcbGrade(betaBlocker: string, ccb: string): string {
  if (isEyeDropBetaBlocker(betaBlocker)) return 'C2';
  return isVerapamil(ccb) ? 'D3' : 'C3';
}

const betaBlockerRateLimitingCcb: Rule = {
  name: 'Betablockerare × frekvenssänkande kalciumantagonister',
  left: 'BETA_BLOCKER',
  right: 'RATE_LIMITING_CCB',
  code: 'C3',
  texts: (a, b) => {
    const grade = betaCcbGrade(a, b);
    const mechanism = `Både ${n(a)} och ${n(b)} sänker hjärtfrekvensen, bromsar impulsledningen i hjärtat och minskar hjärtats pumpförmåga; effekterna läggs samman.`;
    if (grade === 'C2')
      return t(
        'Risk för långsam puls och yrsel, särskilt hos äldre.',
        `Var uppmärksam på långsam puls, yrsel och trötthet. Be patienten trycka med ett finger mot innerögonvrån en minut efter droppningen, vilket minskar upptaget av ${n(a)} i blodet.`,
        `${mechanism} ${N(a)} tas upp i blodet via tårkanalen och näsans slemhinna även från ögondroppar.`,
        'Beskrivet i fallrapporter om långsam puls hos patienter som använt ögondroppar med betablockerare.',
      );
    return t(
      'Risk för uttalat långsam puls, AV-block, blodtrycksfall och försämrad hjärtsvikt.',
      grade === 'D3'
        ? `Undvik kombinationen, framför allt vid hjärtsvikt, AV-block eller långsam puls. Ge aldrig ${n(b)} intravenöst till en patient som behandlas med ${n(a)}. Behövs båda: specialistbedömning, låga doser och tät uppföljning av puls och EKG.`
        : 'Kombinationen kan användas vid särskild indikation under uppföljning. Börja med låga doser och följ puls, blodtryck och EKG. Undvik den vid hjärtsvikt med nedsatt pumpförmåga, AV-block och sjuk sinusknuta.',
      mechanism,
      'Visat i studier på patienter och i fallrapporter om allvarligt långsam puls och AV-block.',
    );
  },
  grade: betaCcbGrade,
};

const corticosteroidQuinolone: Rule = {
  name: 'Systemiska kortikosteroider × fluorokinoloner',
  left: 'CORTICOSTEROID',
  right: 'QUINOLONE',
  code: 'C2',
  texts: (a, b) =>
    t(
      'Ökad risk för inflammation i senor och senruptur, särskilt i hälsenan.',
      `Undvik om möjligt kombinationen hos äldre, och välj ett annat antibiotikum när det finns alternativ. Informera patienten om att avbryta ${n(b)} och höra av sig vid smärta eller svullnad i en sena.${localNote(a, b)}`,
      `${N(b)} kan skada senvävnaden, och ${n(a)} försvagar den ytterligare; effekterna förstärker varandra.`,
      'Visat i observationsstudier; risken är störst hos personer över 60 år.',
    ),
  forms: (a, b) => localForms('A0', a, b),
};

// ---------------------------------------------------------------------------------------------
// The rules, in order. A pair assessed by an earlier rule is only checked by a later one.
// ---------------------------------------------------------------------------------------------

export const METABOLISM_CNS_RULES: readonly ClassRule[] = finish([
  strongStatin,
  moderateStatin,
  strongCalciumBlocker,
  moderateCalciumBlocker,
  strongDoac,
  pgpDoac,
  strongCalcineurin,
  inducerCalciumBlocker,
  inducerDoac,
  inducerContraceptive,
  antiepilepticContraceptive,
  inducerStatin,
  inducerCalcineurin,
  cyp2c9Vka,
  cyp2c9Sulfonylurea,
  cyp1a2,
  // The serotonergic rules before CYP2D6 and QT: their texts name the CYP2D6 effect and the
  // double treatment where a pair is in both.
  ssriSsri,
  ssriSerotonergic,
  maoSsri,
  maoSerotonergic,
  maoStimulant,
  ssriTriptan,
  cyp2d6,
  qtQt,
  opioidSedative,
  opioidOpioid,
  sedativeSedative,
  anticholinergicAnticholinergic,
  anticholinergicCholinesterase,
  dopamineAntagonistDopaminergic,
  sulfonylureaQuinolone,
  insulinQuinolone,
  cationQuinolone,
  cationTetracycline,
  cationLevothyroxine,
  cationBisphosphonate,
  thiopurineXanthineOxidase,
  pde5Nitrate,
  pde5AlphaBlocker,
  betaBlockerRateLimitingCcb,
  corticosteroidQuinolone,
]);
