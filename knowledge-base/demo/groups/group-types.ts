// The shape of a drug-group file: everything the demo knowledge base knows about a group of
// substances, as plain data. The central modules (substances.ts, products.ts, lactation.ts …)
// append each group's rows to their own, so a group file imports nothing but these types and
// adding a group never touches another group's file. All texts are written by the Medkompass team
// in its own words from general pharmacological knowledge (knowledge-base/README.md).

import type { RiskPropertyId } from '@medkompass/contracts/risk-property-ids.ts';
import type { DrugClass } from '../classes.ts';

/** A substance: key (nslId 'IDDEMO' + key, A–Z and 0–9 only), Swedish and English name, ATC codes. */
export interface GroupSubstance {
  key: string;
  sv: string;
  en: string;
  /** Space-separated ATC codes, e.g. 'C09AA03'. */
  atc: string;
  /** Salts or esters whose topParent is this substance. */
  children?: { key: string; sv: string; en: string; atc?: string }[];
  /** A legal note shown with the substance, e.g. 'Narkotikaklassad (förteckning II).' */
  legalAdvice?: string;
  /** False when the substance's interactions have not been gone through (the app then says so). */
  interactionsAssessed?: false;
}

/**
 * A product: [number in the group's range, trade name, strength, drug form (a key of
 * FORM_ADMINISTRATION in products.ts), ATC codes, substance keys joined by '+', LIC?].
 */
export type GroupProduct =
  | [number, string, string, string, string, string]
  | [number, string, string, string, string, string, 'LIC'];

/** A renal recommendation: ['30-59', class, text]; the intervals cover 0–89 without gaps. */
export type GroupRenalRecommendation = [string, 'A' | 'B' | 'C' | 'D', string];

export interface GroupRenal {
  key: string;
  title: string;
  nephrotoxic: boolean;
  background: string;
  recommendations: GroupRenalRecommendation[];
}

export interface GroupLactation {
  key: string;
  /** 0–1 can be used, 2 with caution, 3 avoid, null too little known. */
  level: 0 | 1 | 2 | 3 | null;
  recommendation: string;
  background: string;
  /** Plain language for patients; a default by level is used when absent. */
  publicRecommendation?: string;
}

export interface GroupBirthDefect {
  key: string;
  /**
   * 1 no increased risk shown, 2 possible risk or risk in part of pregnancy, 3 known risk, null
   * unknown; the level of the most severe period (never in the third trimester: 3).
   */
  level: 1 | 2 | 3 | null;
  assessment: string;
  background: string;
}

export interface GroupGenus {
  key: string;
  /** 0 not applicable, 1 A, 2 B, 3 C, 4 C!, null '?'. */
  level: 0 | 1 | 2 | 3 | 4 | null;
  summary: string;
  background?: string;
}

/** An English sex-and-gender document (optional; its class is the genus document's). */
export interface GroupGender {
  key: string;
  title: string;
  summary: string;
  background: string;
}

export type GroupRiskValue =
  number | { peroral?: number; parenteral?: number; nonPeroral?: number; topical?: number };

/** A pair interaction not covered by a class rule: consequence, recommendation, mechanism, background. */
export interface GroupInteraction {
  a: string;
  b: string;
  /** Severity A–D and documentation 0–4, e.g. 'C3'. */
  code: string;
  texts: [string, string, string, string];
}

export interface DrugGroup {
  name: string;
  /** The product numbers this group may use (inclusive). */
  productNumbers: [number, number];
  substances: GroupSubstance[];
  products: GroupProduct[];
  /** The classes each substance belongs to, for the class rules (classes.ts, class-rules.ts). */
  classes: Partial<Record<DrugClass, string[]>>;
  renal: GroupRenal[];
  lactation: GroupLactation[];
  birthDefect: GroupBirthDefect[];
  genus: GroupGenus[];
  gender: GroupGender[];
  /** Riskprofile values 0–3 per property and substance key. */
  riskValues: Record<string, Partial<Record<RiskPropertyId, GroupRiskValue>>>;
  /** Side effects per substance key: 'c:Huvudvärk; u:Yrsel' (vc, c, u, r, vr, x). */
  sideEffects: Record<string, string>;
  /** Pair interactions that no class rule generates. */
  interactions: GroupInteraction[];
}
