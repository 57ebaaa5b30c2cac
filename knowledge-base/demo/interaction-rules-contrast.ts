// Class rules of the demo knowledge base: iodinated contrast media (groups/contrast-media.ts) with
// metformin, NSAIDs and nephrotoxic drugs. What they share is contrast-induced acute kidney
// injury, whose risk rises as eGFR falls, so each recommendation says at which eGFR it applies.
// Texts written by the Medkompass team from general pharmacological knowledge (demo data).

import type { ClassRule } from './class-rules.ts';
import { parseCode, t, topicalNote, type FormClassification, type Texts } from './interactions.ts';
import { FORM_ADMINISTRATION, PRODUCTS } from './products.ts';
import { svName, topKeyOf } from './substances.ts';
import { cap } from './text.ts';

const n = svName;
const N = (key: string): string => cap(svName(key));

/** Whether the substance has products for local use (gel, cream, eye drops). */
function hasTopical(key: string): boolean {
  return PRODUCTS.some(
    (p) =>
      FORM_ADMINISTRATION[p.form] === 'topical' &&
      p.substanceKeys.some((k) => topKeyOf(k) === topKeyOf(key)),
  );
}

/** A lower grade for the local forms (gel, cream, eye drops) of the substance, if it has any. */
const topicalForms = (code: string, key: string): FormClassification[] =>
  hasTopical(key) ? [{ on: key, administrations: ['topical'], ...parseCode(code) }] : [];

/** The note on local forms of a nephrotoxic drug (else nothing). */
const localNote = (key: string): string =>
  hasTopical(key)
    ? ` För ${n(key)} i utvärtes beredningar, som kräm, salva eller ögondroppar, har interaktionen liten betydelse.`
    : '';

/** The patients in whom contrast-induced kidney injury is a real risk (current radiology practice). */
const AT_RISK =
  'eGFR under 30, vid akut njurskada och vid eGFR under 45 när kontrastmedlet ges i en artär ovanför njurartärerna';

function contrastMetformin(contrast: string, metformin: string): Texts {
  return t(
    'Om kontrastmedlet ger en akut försämring av njurfunktionen kan metformin ansamlas i kroppen, med risk för laktacidos.',
    `Vid ${AT_RISK}: gör uppehåll med ${n(metformin)} från undersökningen. Kontrollera njurfunktionen efter 48 timmar och återinsätt ${n(metformin)} om den är stabil. Vid bättre njurfunktion och intravenös tillförsel kan behandlingen i regel fortsätta utan uppehåll.`,
    `${N(contrast)} kan ge en övergående försämring av njurfunktionen, kontrastmedelsinducerad njurskada, särskilt när den redan är nedsatt. ${N(metformin)} utsöndras oförändrat via njurarna och ansamlas när njurfunktionen sjunker, vilket ökar risken för laktacidos.`,
    'Laktacidos har beskrivits i fallrapporter, nästan alltid hos patienter med kraftigt nedsatt njurfunktion eller akut njursvikt. Vid normal njurfunktion är risken mycket liten.',
  );
}

function contrastNsaid(contrast: string, nsaid: string): Texts {
  return t(
    'Ökad risk för kontrastmedelsinducerad njurskada hos patienter med nedsatt njurfunktion.',
    `Vid ${AT_RISK}: gör om möjligt uppehåll med ${n(nsaid)} från dagen före till två dygn efter undersökningen, och se till att patienten inte är uttorkad. Vid bättre njurfunktion och intravenös tillförsel behövs i regel inget uppehåll.${topicalNote(nsaid)}`,
    `${N(nsaid)} hämmar de prostaglandiner som upprätthåller genomblödningen i njuren när den är hotad. Njuren blir då känsligare för den minskade genomblödning och den påverkan på tubuli som ${n(contrast)} kan ge.`,
    'Observationsstudier visar NSAID som en av flera riskfaktorer för njurskada efter kontrastmedel. Att uppehåll minskar risken är inte visat i kontrollerade studier.',
  );
}

function contrastNephrotoxic(contrast: string, nephrotoxic: string): Texts {
  return t(
    'Ökad risk för njurskada.',
    `Överväg om undersökningen kan göras utan jodkontrastmedel. Behövs ${n(contrast)}: lägsta möjliga dos, vätska intravenöst före och efter undersökningen hos patienter med nedsatt njurfunktion, och kontroll av kreatinin två till tre dygn efteråt. Följ koncentrationen av ${n(nephrotoxic)} där det går.${localNote(nephrotoxic)}`,
    `${N(contrast)} och ${n(nephrotoxic)} kan båda skada njurarna, och effekterna adderas. En försämrad njurfunktion minskar dessutom utsöndringen av ${n(nephrotoxic)}, som då når högre halter.`,
    'Beskrivet i observationsstudier, där samtidig behandling med njurtoxiska läkemedel är en riskfaktor för njurskada efter kontrastmedel.',
  );
}

export const CONTRAST_RULES: readonly ClassRule[] = [
  {
    name: 'Jodkontrastmedel × metformin',
    left: 'IODINATED_CONTRAST',
    right: 'METFORMIN',
    code: 'C2',
    texts: contrastMetformin,
  },
  {
    // Varying: it matters only at reduced renal function, and pausing is not shown to help.
    name: 'Jodkontrastmedel × NSAID',
    left: 'IODINATED_CONTRAST',
    right: 'NSAID',
    code: 'B2',
    texts: contrastNsaid,
    forms: (_a, b) => topicalForms('A1', b),
  },
  {
    name: 'Jodkontrastmedel × njurtoxiska läkemedel',
    left: 'IODINATED_CONTRAST',
    right: 'NEPHROTOXIC',
    code: 'C2',
    texts: contrastNephrotoxic,
    forms: (_a, b) => topicalForms('A1', b),
  },
];
