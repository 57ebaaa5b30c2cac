import {
  fhirMedicationRequestSchema,
  fhirMedicationSchema,
  type FhirBundle,
  type FhirCodeableConcept,
  type FhirMedicationRequest,
} from '@medkompass/contracts/cds-hooks.ts';
import type { Product } from '@medkompass/contracts/product.ts';
import { productLabel } from './product-label.ts';

/** The WHO ATC system URI that FHIR uses for ATC codes. */
export const ATC_SYSTEM = 'http://www.whocc.no/atc';

/** What identifying a medication needs of the knowledge base. */
export interface MedicationCodeLookup {
  product(nplId: string): Product | undefined;
  /** The substances carrying the ATC code, top parents first; empty when none does. */
  substancesWithAtc(atcCode: string): readonly string[];
  /**
   * The substance with this name in Swedish or English, or this synonym (a US or former name such
   * as 'cyclosporine', 'acetaminophen', 'rifampin', 'aspirin'), ignoring case; undefined when none.
   */
  substanceNamed(name: string): string | undefined;
}

/** A medication order as the assessment sees it. */
export interface IdentifiedOrder {
  /** Stable for the same order across hooks: its resource id, else its codes. */
  key: string;
  /**
   * What the cards call the order: a product known by its NPL id by name, strength and form as
   * the app names it ('Waran 2,5 mg tablett'); otherwise the record's text, else the code.
   */
  label: string;
  nplIds: string[];
  nslIds: string[];
  /** False when no code or name was recognised; the order is then left out and reported. */
  identified: boolean;
  /**
   * Why a medication order could not be read at all (never identified then): a DSTU2
   * MedicationOrder, or a MedicationRequest that breaks the contract (e.g. a text too long).
   */
  unreadable?: UnreadableOrder;
}

export type UnreadableOrder = 'dstu2MedicationOrder' | 'malformed';

/**
 * The resource types of a medication order: R4's MedicationRequest, which the service reads, and
 * DSTU2's MedicationOrder, which some record systems still send and which is reported, not read.
 */
const MEDICATION_ORDER_TYPES: ReadonlySet<string> = new Set([
  'MedicationRequest',
  'MedicationOrder',
]);

const NPL_ID = /^\d{14}$/;
const ATC_CODE = /^[A-Z]\d{2}[A-Z]{0,2}\d{0,2}$/;

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
      // The product as the app names it: the record's text may leave out the form.
      if (product) return found({ nplIds: [code] }, productLabel(product));
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

/** The longest label kept of an order that could not be read; its text may be any length. */
const UNREADABLE_LABEL_LIMIT = 80;

const stringAt = (value: unknown, ...path: (string | number)[]): string | undefined => {
  let at = value;
  for (const step of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string | number, unknown>)[step];
  }
  return typeof at === 'string' && at.trim() !== '' ? at : undefined;
};

/**
 * A medication order that cannot be read, kept so that it is reported rather than dropped: its
 * label is whatever text it carries, cut short, and its key is its reference when it has a usable
 * id (so order-select's selections still find it).
 */
export function unreadableOrder(resource: object, index: number): IdentifiedOrder {
  const resourceType = stringAt(resource, 'resourceType') ?? 'MedicationRequest';
  const text =
    stringAt(resource, 'medicationCodeableConcept', 'text') ??
    stringAt(resource, 'medicationCodeableConcept', 'coding', 0, 'display') ??
    stringAt(resource, 'medicationReference', 'display');
  const label =
    text === undefined
      ? `Ordination ${index + 1}`
      : text.length <= UNREADABLE_LABEL_LIMIT
        ? text
        : `${text.slice(0, UNREADABLE_LABEL_LIMIT - 1).trimEnd()}…`;
  const id = stringAt(resource, 'id');
  return {
    key:
      id !== undefined && id.length <= 200 ? `${resourceType}/${id}` : `#${index}:${resourceType}`,
    label,
    nplIds: [],
    nslIds: [],
    identified: false,
    unreadable: resourceType === 'MedicationOrder' ? 'dstu2MedicationOrder' : 'malformed',
  };
}

/**
 * Every medication order of a Bundle: each MedicationRequest identified, and each order that
 * cannot be read (a DSTU2 MedicationOrder, a MedicationRequest that breaks the contract) kept as
 * unidentified, so that it is reported and never dropped silently. Other resources are skipped.
 */
export function identifyOrders(
  kb: MedicationCodeLookup,
  bundle: FhirBundle | null | undefined,
  nplSystem: string,
): IdentifiedOrder[] {
  const resources = (bundle?.entry ?? []).flatMap((entry) =>
    entry.resource !== undefined && MEDICATION_ORDER_TYPES.has(entry.resource.resourceType)
      ? [entry.resource]
      : [],
  );
  return resources.map((resource, index) => {
    const parsed = fhirMedicationRequestSchema.safeParse(resource);
    return parsed.success
      ? identifyOrder(kb, parsed.data, nplSystem, index)
      : unreadableOrder(resource, index);
  });
}
