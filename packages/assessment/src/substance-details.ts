import type { Substance, SubstanceDetail } from '@medkompass/contracts/substance.ts';
import type { AssessmentKnowledgeBase } from './knowledge-base.ts';
import { interactionStatusOf } from './interaction-data.ts';
import { medicalSourcesOf } from './medical-sources.ts';

/** The substance as GET /api/substance answers it: with its sources and interaction status. */
export function substanceDetail(
  kb: AssessmentKnowledgeBase,
  substance: Substance,
): SubstanceDetail {
  const medicalSources = medicalSourcesOf(kb, [substance.nslId], null);
  return {
    ...substance,
    medicalSources,
    numberOfMedicalSources: medicalSources.length,
    interactionStatus:
      interactionStatusOf(kb, substance.nslId) === 'assessed' ? 'assessed' : 'notAssessed',
  };
}
