import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { riskPropertyIdSchema } from '@medkompass/contracts/risk-property-ids.ts';
import { pick, seededRandom } from './random.ts';

type AssessmentSections = Pick<
  KbBundle,
  | 'riskProperties'
  | 'riskProfiles'
  | 'renalDocuments'
  | 'lactationDocuments'
  | 'birthDefectDocuments'
  | 'genusDocuments'
  | 'genderDocuments'
>;

/** One substance in this many has a document per source and a riskprofile. */
const DOCUMENT_EVERY = 3;
const UPDATED = '2026-01-01';

/**
 * Documents for the five document sources and riskprofiles for a generated knowledge base, so
 * every assessment call has data to answer from at scale. Every third substance gets one document
 * per source; texts are short, since size of content is not what a benchmark measures.
 */
export function generateAssessmentContent(
  substances: KbBundle['substances'],
  seed: number,
): AssessmentSections {
  // A stream of its own, so the rest of a generated bundle is the same with or without documents.
  const random = seededRandom(seed + 1);
  const documented = substances.filter((_s, i) => i % DOCUMENT_EVERY === 0);
  const links = (nslId: string) => ({ nslIds: [nslId], nplIds: [], updated: UPDATED });
  const level = () => 1 + pick(random, 3);

  return {
    riskProperties: riskPropertyIdSchema.options.map((propertyId) => ({
      id: propertyId,
      propertyId,
      name: { sv: propertyId, en: propertyId },
      algorithm: 'sum' as const,
      levels: [
        { level: 0, min: 0, max: 1 },
        { level: 1, min: 2, max: 3 },
        { level: 2, min: 4, max: 5 },
        { level: 3, min: 6, max: 99 },
      ],
    })),
    riskProfiles: documented.map(({ nslId }) => ({
      nslId,
      properties: [
        {
          propertyId: 'sedation',
          values: { peroral: pick(random, 4), parenteral: pick(random, 4) },
        },
        { propertyId: 'bleeding', values: { peroral: pick(random, 4) } },
      ],
    })),
    renalDocuments: documented.map(({ nslId, name }) => ({
      id: `gen-renal-${nslId}`,
      documentTitle: `${name} vid nedsatt njurfunktion`,
      nephrotoxic: random() < 0.1,
      recommendations: [
        {
          recommendationText: 'Normal dos.',
          classification: { code: 'A' as const, description: 'Ingen dosjustering.' },
          renalFailureDegree: { gfrMin: 30, gfrMax: 89 },
        },
        {
          recommendationText: 'Halvera dosen.',
          classification: { code: 'C' as const, description: 'Anpassa dosen.' },
          renalFailureDegree: { gfrMin: 0, gfrMax: 29 },
        },
      ],
      background: '',
      ...links(nslId),
    })),
    lactationDocuments: documented.map(({ nslId, name }) => {
      const lactationLevel = level();
      return {
        id: `gen-lactation-${nslId}`,
        documentTitle: name,
        recommendation: 'Genererad rekommendation.',
        publicRecommendation: 'Genererat råd.',
        classification: { level: lactationLevel, code: String(lactationLevel) as '1' | '2' | '3' },
        background: '',
        ...links(nslId),
      };
    }),
    birthDefectDocuments: documented.map(({ nslId, name }) => ({
      id: `gen-birthdefect-${nslId}`,
      name,
      assessment: 'Genererad bedömning.',
      classificationLevel: level(),
      background: '',
      ...links(nslId),
    })),
    genusDocuments: documented.map(({ nslId, name }) => genusDocument('genus', nslId, name)),
    genderDocuments: documented.map(({ nslId, name }) => genusDocument('gender', nslId, name)),
  };

  function genusDocument(kind: string, nslId: string, name: string) {
    return {
      id: `gen-${kind}-${nslId}`,
      documentTitle: name,
      classificationLevel: 1,
      classificationCode: 'A' as const,
      summary: 'Genererad sammanfattning.',
      background: '',
      ...links(nslId),
    };
  }
}
