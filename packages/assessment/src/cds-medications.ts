import {
  fhirMedicationRequestSchema,
  fhirMedicationSchema,
  type FhirBundle,
  type FhirCodeableConcept,
  type FhirMedicationRequest,
} from '@medkompass/contracts/cds-hooks.ts';
import type { Product } from '@medkompass/contracts/product.ts';
import type { Substance } from '@medkompass/contracts/substance.ts';

/** The WHO ATC system URI that FHIR uses for ATC codes. */
export const ATC_SYSTEM = 'http://www.whocc.no/atc';

/** What identifying a medication needs of the knowledge base. */
export interface MedicationCodeLookup {
  product(nplId: string): Product | undefined;
  /** The substances carrying the ATC code, top parents first; empty when none does. */
  substancesWithAtc(atcCode: string): readonly string[];
  /** The substance with this name in Swedish or English, ignoring case; undefined when none. */
  substanceNamed(name: string): string | undefined;
}

/** Names compared as a record system may write them: any case, spacing or trailing blanks. */
const foldName = (name: string): string => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('sv');

/**
 * Substances by ATC code and by exact name (Swedish or English, any case): how a record system
 * that does not send NPL ids names a drug. For a code several substances carry, top parents come
 * first (a salt's code names its parent's drug).
 */
export class SubstanceCodeIndex {
  private readonly byAtc = new Map<string, string[]>();
  private readonly byName = new Map<string, string>();

  constructor(substances: readonly Substance[]) {
    const ordered = [...substances].sort((a, b) => Number(b.isTopParent) - Number(a.isTopParent));
    for (const substance of ordered) {
      for (const code of substance.atcCodes)
        this.byAtc.set(code, [...(this.byAtc.get(code) ?? []), substance.nslId]);
      for (const name of [substance.name, ...substance.names.map((n) => n.name)]) {
        if (!this.byName.has(foldName(name))) this.byName.set(foldName(name), substance.nslId);
      }
    }
  }

  withAtc(atcCode: string): readonly string[] {
    return this.byAtc.get(atcCode) ?? [];
  }

  named(name: string): string | undefined {
    return this.byName.get(foldName(name));
  }
}

/** A medication order as the assessment sees it. */
export interface IdentifiedOrder {
  /** Stable for the same order across hooks: its resource id, else its codes. */
  key: string;
  /** What the prescriber sees in the record: its text, else the product's name or the code. */
  label: string;
  nplIds: string[];
  nslIds: string[];
  /** False when no code or name was recognised; the order is then left out and reported. */
  identified: boolean;
}

const NPL_ID = /^\d{14}$/;
const ATC_CODE = /^[A-Z]\d{2}[A-Z]{0,2}\d{0,2}$/;

/**
 * The MedicationRequests of a Bundle (draftOrders, active medications); other resources are
 * skipped. A resource that says it is a MedicationRequest but is not one is no order either:
 * the caller's schema check has already refused a malformed Bundle.
 */
export function medicationRequestsOf(
  bundle: FhirBundle | null | undefined,
): FhirMedicationRequest[] {
  return (bundle?.entry ?? []).flatMap((entry) => {
    const parsed = fhirMedicationRequestSchema.safeParse(entry.resource);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The medication's concept: inline, or a contained Medication referred to as '#id'. */
function conceptOf(request: FhirMedicationRequest): FhirCodeableConcept | null {
  if (request.medicationCodeableConcept) return request.medicationCodeableConcept;
  const reference = request.medicationReference?.reference;
  if (reference?.startsWith('#')) {
    const contained = (request.contained ?? []).find((r) => r.id === reference.slice(1));
    const medication = fhirMedicationSchema.safeParse(contained);
    if (medication.success) return medication.data.code ?? null;
  }
  const display = request.medicationReference?.display;
  return display === undefined ? null : { text: display };
}

/** The words of a drug text before its strength: 'Warfarin Orion 2,5 mg' → 'Warfarin Orion'. */
const withoutStrength = (text: string): string => text.split(/\s\d/)[0]?.trim() ?? '';

/**
 * Identifies one order by, in this order: an NPL id in the configured system, an ATC code, or a
 * substance name (the coding's display or the concept's text, whole or before the strength, or
 * its first word). The first that the knowledge base knows wins; a code it does not know is
 * passed over, so a product missing from the knowledge base can still be found by its ATC code.
 */
export function identifyOrder(
  kb: MedicationCodeLookup,
  request: FhirMedicationRequest,
  nplSystem: string,
  index: number,
): IdentifiedOrder {
  const concept = conceptOf(request);
  const codings = concept?.coding ?? [];
  const names = [concept?.text, ...codings.map((c) => c.display)].filter(
    (name): name is string => name !== undefined && name.trim() !== '',
  );
  const key = request.id
    ? `MedicationRequest/${request.id}`
    : `#${index}:${codings.map((c) => `${c.system ?? ''}|${c.code ?? ''}`).join(',') || names[0] || ''}`;
  const label = names[0] ?? codings.find((c) => c.code)?.code ?? `Ordination ${index + 1}`;
  const found = (entry: Partial<Pick<IdentifiedOrder, 'nplIds' | 'nslIds'>>, name = label) => ({
    key,
    label: name,
    nplIds: entry.nplIds ?? [],
    nslIds: entry.nslIds ?? [],
    identified: true,
  });

  for (const coding of codings) {
    const code = coding.code?.trim() ?? '';
    if (coding.system === nplSystem && NPL_ID.test(code)) {
      const product = kb.product(code);
      if (product) return found({ nplIds: [code] }, names[0] ?? product.name);
    }
  }
  for (const coding of codings) {
    const code = coding.code?.trim().toUpperCase() ?? '';
    if (coding.system === ATC_SYSTEM && ATC_CODE.test(code)) {
      const nslIds = kb.substancesWithAtc(code);
      if (nslIds.length > 0) return found({ nslIds: [...nslIds] });
    }
  }
  for (const name of names) {
    const candidates = [name, withoutStrength(name), name.trim().split(/\s+/)[0] ?? ''];
    for (const candidate of candidates) {
      const nslId = candidate === '' ? undefined : kb.substanceNamed(candidate);
      if (nslId !== undefined) return found({ nslIds: [nslId] });
    }
  }
  return { key, label, nplIds: [], nslIds: [], identified: false };
}

/** Every MedicationRequest of a Bundle, identified. */
export function identifyOrders(
  kb: MedicationCodeLookup,
  bundle: FhirBundle | null | undefined,
  nplSystem: string,
): IdentifiedOrder[] {
  return medicationRequestsOf(bundle).map((request, index) =>
    identifyOrder(kb, request, nplSystem, index),
  );
}
