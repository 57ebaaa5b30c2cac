import type { Substance, SubstanceDetail } from '@medkompass/contracts/substance.ts';
import type { KnowledgeBaseStore } from '../../knowledge-base/kb-store.ts';
import { interactionStatusOf } from '../interaction/interaction-data.ts';
import { medicalSourcesOf } from './medical-sources.ts';

/** The substance as GET /api/substance answers it: with its sources and interaction status. */
export function substanceDetail(store: KnowledgeBaseStore, substance: Substance): SubstanceDetail {
  const medicalSources = medicalSourcesOf(store, [substance.nslId], null);
  return {
    ...substance,
    medicalSources,
    numberOfMedicalSources: medicalSources.length,
    interactionStatus:
      interactionStatusOf(store, substance.nslId) === 'assessed' ? 'assessed' : 'notAssessed',
  };
}
