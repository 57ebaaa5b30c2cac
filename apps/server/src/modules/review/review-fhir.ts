import { randomUUID } from 'node:crypto';
import { ATC_SYSTEM } from '@medkompass/assessment/cds-medications.ts';
import type {
  FindingSeverity,
  Review,
  ReviewEgfr,
  ReviewEntry,
  ReviewFinding,
  ReviewGap,
} from '@medkompass/assessment/review/review-types.ts';
import type { IntegratedPatient } from '@medkompass/clinical/integrated-mode-url.ts';
import type { KbInfo } from '@medkompass/contracts/kb-info.ts';

/** The media type of a FHIR JSON resource. */
export const FHIR_JSON = 'application/fhir+json';

export const ACT_CODE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v3-ActCode';
export const LOINC_SYSTEM = 'http://loinc.org';
export const UCUM_SYSTEM = 'http://unitsofmeasure.org';
/** Our own systems, beside CDS_NPL_SYSTEM: NSL substance ids, our eGFR estimates, the KB. */
export const NSL_SYSTEM = 'https://medkompass.se/fhir/NamingSystem/nsl-id';
export const EGFR_ESTIMATE_SYSTEM = 'https://medkompass.se/fhir/CodeSystem/egfr-estimate';
export const KNOWLEDGE_BASE_SYSTEM = 'https://medkompass.se/fhir/CodeSystem/knowledge-base';

/**
 * LOINC 69405-9, a predicted GFR per 1.73 m² that names no equation: LM-rev and CAPA have no code
 * of their own, and the codes that name an equation (MDRD, CKD-EPI) would say a wrong one (ADR 43).
 */
export const PREDICTED_GFR_LOINC = {
  system: LOINC_SYSTEM,
  code: '69405-9',
  display:
    'Glomerular filtration rate/1.73 sq M.predicted [Volume Rate/Area] in Serum, Plasma or Blood',
};

/** The v3 ActCode of each kind of finding (ADR 43). */
export const FINDING_CODES: Record<ReviewFinding['kind'], { code: string; display: string }> = {
  interaction: { code: 'DRG', display: 'Drug Interaction Alert' },
  duplication: { code: 'DUPTHPY', display: 'Duplicate Therapy Alert' },
  renal: { code: 'DOSECOND', display: 'dosage-condition alert' },
  birthdefect: { code: 'PREG', display: 'Pregnancy Alert' },
  lactation: { code: 'LACT', display: 'Lactation Alert' },
};

type Json = Record<string, unknown>;
interface Entry {
  fullUrl: string;
  resource: Json;
}

const urn = (): string => `urn:uuid:${randomUUID()}`;

function medicationStatement(entry: ReviewEntry, nplSystem: string, patient: string): Json {
  const id =
    entry.nplId === null
      ? { system: NSL_SYSTEM, code: entry.nslId ?? '' }
      : { system: nplSystem, code: entry.nplId };
  return {
    resourceType: 'MedicationStatement',
    // The list says what is under review, not whether or how the patient takes it.
    status: 'unknown',
    medicationCodeableConcept: {
      coding: [
        { ...id, ...(entry.found ? { display: entry.label } : {}) },
        ...entry.atcCodes.map((code) => ({ system: ATC_SYSTEM, code })),
      ],
      text: entry.label,
    },
    subject: { reference: patient },
  };
}

function observation(egfr: ReviewEgfr, patient: string, now: Date): Json {
  const relative = egfr.scale === 'relative';
  return {
    resourceType: 'Observation',
    status: 'final',
    category: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/observation-category',
            code: 'laboratory',
          },
        ],
      },
    ],
    code: {
      coding: [
        // An absolute GFR (mL/min) is not per 1.73 m²: no LOINC code of a predicted GFR fits it.
        ...(relative ? [PREDICTED_GFR_LOINC] : []),
        { system: EGFR_ESTIMATE_SYSTEM, code: egfr.label, display: egfr.name },
      ],
      text: egfr.name,
    },
    subject: { reference: patient },
    effectiveDateTime: now.toISOString(),
    valueQuantity: {
      // Whole mL/min as the app shows it and reads the band by.
      value: Math.round(egfr.value),
      unit: relative ? 'mL/min/1,73 m²' : 'mL/min',
      system: UCUM_SYSTEM,
      code: relative ? 'mL/min/{1.73_m2}' : 'mL/min',
    },
    method: { text: egfr.method },
    interpretation: [{ text: `eGFR-intervall ${egfr.band}` }],
    note: [{ text: `${egfr.name}: ${egfr.method}. Intervall ${egfr.band}.` }],
  };
}

function detectedIssue(
  finding: ReviewFinding,
  refs: { patient: string; entries: Map<string, string>; egfr: string | null },
  now: Date,
): Json {
  const severity: FindingSeverity | null = finding.severity;
  return {
    resourceType: 'DetectedIssue',
    status: 'final',
    code: {
      coding: [{ system: ACT_CODE_SYSTEM, ...FINDING_CODES[finding.kind] }],
      text: finding.title,
    },
    ...(severity === null ? {} : { severity }),
    patient: { reference: refs.patient },
    identifiedDateTime: now.toISOString(),
    implicated: finding.entryKeys.flatMap((key) => {
      const reference = refs.entries.get(key);
      return reference === undefined ? [] : [{ reference }];
    }),
    ...(finding.kind === 'renal' && refs.egfr !== null
      ? { evidence: [{ detail: [{ reference: refs.egfr }] }] }
      : {}),
    detail: [finding.title, ...finding.details].join('\n\n'),
    ...(finding.recommendation === null || finding.recommendation === ''
      ? {}
      : { mitigation: [{ action: { text: finding.recommendation } }] }),
  };
}

/** What could not be assessed, and a demo knowledge base, as one OperationOutcome. */
function outcome(gaps: readonly ReviewGap[], entries: readonly ReviewEntry[], isDemo: boolean) {
  const issues = [
    ...(isDemo
      ? [
          {
            severity: 'warning',
            code: 'informational',
            details: { text: 'Kunskapsbasen är demodata och får inte användas kliniskt.' },
          },
        ]
      : []),
    ...gaps.map((gap) => ({
      severity: 'information',
      code: gap.source === null ? 'not-found' : 'incomplete',
      details: { text: gap.text },
      diagnostics: gap.entryKeys
        .map((key) => entries.find((e) => e.key === key)?.label ?? key)
        .join(', '),
    })),
  ];
  return issues.length === 0 ? [] : [{ resourceType: 'OperationOutcome', issue: issues }];
}

/**
 * The review as a FHIR R4 Bundle of type collection (ADR 43): the patient as given, a
 * MedicationStatement per entry (NPL or NSL id and ATC codings), the eGFR the renal findings were
 * read at as an Observation, a DetectedIssue per finding implicating its entries, and what could
 * not be assessed in an OperationOutcome, so nothing is left out silently.
 */
export function reviewBundle(
  review: Review,
  options: { patient: IntegratedPatient; now: Date; nplSystem: string; knowledgeBase: KbInfo },
): Json {
  const { patient, now, nplSystem, knowledgeBase } = options;
  const patientUrl = urn();
  const patientEntry: Entry = {
    fullUrl: patientUrl,
    resource: {
      resourceType: 'Patient',
      ...(patient.gender === null
        ? {}
        : { gender: patient.gender === 'FEMALE' ? 'female' : 'male' }),
      ...(patient.birthYear === null ? {} : { birthDate: String(patient.birthYear) }),
    },
  };
  const statements = review.entries.map((entry) => ({
    key: entry.key,
    fullUrl: urn(),
    resource: medicationStatement(entry, nplSystem, patientUrl),
  }));
  const egfr: Entry | null =
    review.egfr === null
      ? null
      : { fullUrl: urn(), resource: observation(review.egfr, patientUrl, now) };
  const refs = {
    patient: patientUrl,
    entries: new Map(statements.map((s) => [s.key, s.fullUrl])),
    egfr: egfr?.fullUrl ?? null,
  };
  const issues = review.findings.map((finding) => ({
    fullUrl: urn(),
    resource: detectedIssue(finding, refs, now),
  }));
  const outcomes = outcome(review.unassessed, review.entries, knowledgeBase.isDemo).map(
    (resource) => ({ fullUrl: urn(), resource }),
  );
  return {
    resourceType: 'Bundle',
    meta: {
      tag: [
        {
          system: KNOWLEDGE_BASE_SYSTEM,
          code: knowledgeBase.kbVersion,
          display: `${knowledgeBase.name} ${knowledgeBase.kbVersion} (${knowledgeBase.publishedAt})`,
        },
      ],
    },
    type: 'collection',
    timestamp: now.toISOString(),
    entry: [
      patientEntry,
      ...statements.map(({ fullUrl, resource }) => ({ fullUrl, resource })),
      ...(egfr === null ? [] : [egfr]),
      ...issues,
      ...outcomes,
    ],
  };
}
