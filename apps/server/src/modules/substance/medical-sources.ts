import type { MedicalSource, SourceName } from '@medkompass/contracts/source.ts';
import { sourceNameSchema } from '@medkompass/contracts/source.ts';
import type { KnowledgeBaseStore } from '../../knowledge-base/kb-store.ts';

/** Whether a source has content on one substance id (not its family). */
function hasContent(store: KnowledgeBaseStore, source: SourceName, nslId: string): boolean {
  switch (source) {
    case 'interactions':
      return (
        store.hasInteractions(nslId) ||
        store.specialSubstance(nslId)?.interactionStatus === 'assessed'
      );
    case 'riskprofile':
      return store.riskProfile(nslId) !== undefined;
    case 'njurfunktion':
      return store.renal.forSubstance(nslId).length > 0;
    case 'birthdefect':
      return store.birthDefect.forSubstance(nslId).length > 0;
    case 'lactation':
      return store.lactation.forSubstance(nslId).length > 0;
    case 'genus':
      return store.genus.forSubstance(nslId).length > 0;
  }
}

/** Whether a source has a document about one product itself. */
function hasProductContent(store: KnowledgeBaseStore, source: SourceName, nplId: string): boolean {
  switch (source) {
    case 'njurfunktion':
      return store.renal.forProduct(nplId).length > 0;
    case 'birthdefect':
      return store.birthDefect.forProduct(nplId).length > 0;
    case 'lactation':
      return store.lactation.forProduct(nplId).length > 0;
    case 'genus':
      return store.genus.forProduct(nplId).length > 0;
    case 'interactions':
    case 'riskprofile':
      return false;
  }
}

/**
 * The sources that have assessed an entry (specification §3 'medicalSources'): a source counts
 * when it has content on the entry's substances or their families (ADR 11), or on the product
 * itself. `isTopParent` says the content sits only on a top parent, not on the entry itself.
 */
export function medicalSourcesOf(
  store: KnowledgeBaseStore,
  nslIds: readonly string[],
  nplId: string | null,
): MedicalSource[] {
  return sourceNameSchema.options.flatMap((source) => {
    const own =
      (nplId !== null && hasProductContent(store, source, nplId)) ||
      nslIds.some((id) => hasContent(store, source, id));
    const viaFamily = nslIds.some((id) =>
      store.familyOf(id).some((member) => hasContent(store, source, member)),
    );
    if (!own && !viaFamily) return [];
    const viaParent = nslIds.some((id) => {
      const parent = store.substance(id)?.topParent;
      return parent !== null && parent !== undefined && hasContent(store, source, parent);
    });
    return [{ systemName: source, isTopParent: !own && viaParent }];
  });
}
