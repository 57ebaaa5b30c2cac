import { z } from 'zod';

/*
 * CDS Hooks 2.0 (cds-hooks.hl7.org) with the FHIR R4 resources it carries. Only the fields the
 * service reads are typed; every object stays open (looseObject), since record systems send far
 * more than we read and the specification allows extensions. A field we read with the wrong type
 * is a malformed request (400); a resource we cannot use is left out of the assessment.
 */

/** The hooks this service answers. */
export const cdsHookSchema = z.enum(['order-select', 'order-sign']);
export type CdsHook = z.infer<typeof cdsHookSchema>;

/** The ids of our two services in discovery (GET /cds-services). */
export const cdsServiceIdSchema = z.enum(['medkompass-order-select', 'medkompass-order-sign']);
export type CdsServiceId = z.infer<typeof cdsServiceIdSchema>;

const text = z.string().max(2000);

export const fhirCodingSchema = z.looseObject({
  system: text.optional(),
  code: text.optional(),
  display: text.optional(),
});
export type FhirCoding = z.infer<typeof fhirCodingSchema>;

export const fhirCodeableConceptSchema = z.looseObject({
  coding: z.array(fhirCodingSchema).max(50).optional(),
  text: text.optional(),
});
export type FhirCodeableConcept = z.infer<typeof fhirCodeableConceptSchema>;

const fhirReferenceSchema = z.looseObject({ reference: text.optional(), display: text.optional() });

/** A Medication resource, e.g. contained in a MedicationRequest that refers to it as '#id'. */
export const fhirMedicationSchema = z.looseObject({
  resourceType: z.literal('Medication'),
  id: text.optional(),
  code: fhirCodeableConceptSchema.optional(),
});

/** FHIR R4 MedicationRequest: the drug as a code, or a reference to a (contained) Medication. */
export const fhirMedicationRequestSchema = z.looseObject({
  resourceType: z.literal('MedicationRequest'),
  id: text.optional(),
  status: text.optional(),
  medicationCodeableConcept: fhirCodeableConceptSchema.optional(),
  medicationReference: fhirReferenceSchema.optional(),
  contained: z
    .array(z.looseObject({ resourceType: text, id: text.optional() }))
    .max(50)
    .optional(),
});
export type FhirMedicationRequest = z.infer<typeof fhirMedicationRequestSchema>;

/** FHIR dates: 'yyyy', 'yyyy-mm' or 'yyyy-mm-dd'. */
const fhirDateSchema = z
  .string()
  .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, 'FHIR-datum ska skrivas åååå, åååå-mm eller åååå-mm-dd');

export const fhirPatientSchema = z.looseObject({
  resourceType: z.literal('Patient'),
  id: text.optional(),
  birthDate: fhirDateSchema.optional(),
  gender: z.enum(['male', 'female', 'other', 'unknown']).optional(),
});
export type FhirPatient = z.infer<typeof fhirPatientSchema>;

export const fhirObservationSchema = z.looseObject({
  resourceType: z.literal('Observation'),
  status: text.optional(),
  code: fhirCodeableConceptSchema,
  valueQuantity: z
    .looseObject({
      value: z.number().optional(),
      unit: text.optional(),
      system: text.optional(),
      code: text.optional(),
    })
    .optional(),
  effectiveDateTime: text.optional(),
  issued: text.optional(),
});
export type FhirObservation = z.infer<typeof fhirObservationSchema>;

/**
 * A Bundle's entries as they come: each resource is read by the schema of its resourceType
 * where it is used, so a Bundle of mixed resources (a MedicationRequest beside a Provenance) is
 * no error.
 */
export const fhirBundleSchema = z.looseObject({
  resourceType: z.literal('Bundle'),
  entry: z
    .array(z.looseObject({ resource: z.looseObject({ resourceType: text }).optional() }))
    .max(500)
    .optional(),
});
export type FhirBundle = z.infer<typeof fhirBundleSchema>;

/**
 * The prefetch keys our services ask for (discovery). A key the client could not fill is omitted
 * or null (CDS Hooks 2.0 'Prefetch'); the service then fetches nothing itself and says so.
 */
export const cdsPrefetchSchema = z.looseObject({
  patient: fhirPatientSchema.nullable().optional(),
  activeMedications: fhirBundleSchema.nullable().optional(),
  creatinine: fhirBundleSchema.nullable().optional(),
  cystatinC: fhirBundleSchema.nullable().optional(),
  weight: fhirBundleSchema.nullable().optional(),
  height: fhirBundleSchema.nullable().optional(),
});
export type CdsPrefetch = z.infer<typeof cdsPrefetchSchema>;
/** The keys our discovery document names. */
export const CDS_PREFETCH_KEYS = [
  'patient',
  'activeMedications',
  'creatinine',
  'cystatinC',
  'weight',
  'height',
] as const;
export type CdsPrefetchKey = (typeof CDS_PREFETCH_KEYS)[number];

const fhirId = z.string().min(1).max(200);

/**
 * The context of order-select and order-sign (CDS Hooks hook definitions, version 1.0). The
 * service does not read `userId`, so a request without it (as HL7 PDDI-CDS's example requests
 * are) is answered rather than refused.
 */
export const cdsOrderContextSchema = z.looseObject({
  userId: fhirId.optional(),
  patientId: fhirId,
  encounterId: fhirId.optional(),
  /** order-select: the references ('MedicationRequest/123') of the orders just selected. */
  selections: z.array(fhirId).max(100).optional(),
  draftOrders: fhirBundleSchema,
});

/** POST /cds-services/{id} (CDS Hooks 2.0 'HTTP Request'). */
export const cdsRequestSchema = z.looseObject({
  hook: cdsHookSchema,
  hookInstance: z.string().min(1).max(200),
  fhirServer: z.string().max(2000).optional(),
  fhirAuthorization: z.looseObject({}).nullable().optional(),
  context: cdsOrderContextSchema,
  prefetch: cdsPrefetchSchema.nullable().optional(),
});
export type CdsRequest = z.infer<typeof cdsRequestSchema>;

export const cdsCodingSchema = z.object({
  system: z.string(),
  code: z.string(),
  display: z.string(),
});
export type CdsCoding = z.infer<typeof cdsCodingSchema>;

export const cdsIndicatorSchema = z.enum(['info', 'warning', 'critical']);
export type CdsIndicator = z.infer<typeof cdsIndicatorSchema>;

/** A CDS Hooks card (CDS Hooks 2.0 'Card Attributes'), as this service writes it. */
export const cdsCardSchema = z.object({
  uuid: z.uuid(),
  /** Fewer than 140 characters, by the specification. */
  summary: z.string().min(1).max(139),
  /** GitHub-flavoured Markdown. */
  detail: z.string(),
  indicator: cdsIndicatorSchema,
  source: z.object({ label: z.string(), url: z.url(), topic: cdsCodingSchema }),
  overrideReasons: z.array(cdsCodingSchema),
  links: z.array(z.object({ label: z.string(), url: z.url(), type: z.literal('absolute') })),
});
export type CdsCard = z.infer<typeof cdsCardSchema>;

export const cdsResponseSchema = z.object({ cards: z.array(cdsCardSchema) });
export type CdsResponse = z.infer<typeof cdsResponseSchema>;

export const cdsDiscoverySchema = z.object({
  services: z.array(
    z.object({
      hook: cdsHookSchema,
      id: cdsServiceIdSchema,
      title: z.string(),
      description: z.string(),
      prefetch: z.record(z.string(), z.string()),
      usageRequirements: z.string(),
    }),
  ),
});
export type CdsDiscovery = z.infer<typeof cdsDiscoverySchema>;

/** POST /cds-services/{id}/feedback (CDS Hooks 2.0 'Feedback'). */
export const cdsFeedbackRequestSchema = z.object({
  feedback: z
    .array(
      z.looseObject({
        card: z.uuid(),
        outcome: z.enum(['accepted', 'overridden']),
        acceptedSuggestions: z
          .array(z.looseObject({ id: z.string().max(200) }))
          .max(50)
          .optional(),
        overrideReason: z
          .looseObject({
            reason: fhirCodingSchema.optional(),
            userComment: z.string().max(2000).optional(),
          })
          .optional(),
        outcomeTimestamp: z.iso.datetime({ offset: true }),
      }),
    )
    .min(1)
    .max(100),
});
export type CdsFeedbackRequest = z.infer<typeof cdsFeedbackRequestSchema>;

export const cdsServiceParamsSchema = z.object({ id: cdsServiceIdSchema });
