import type { MedicalSource, SourceName } from '@medkompass/contracts/source.ts';
import { sourceNameSchema } from '@medkompass/contracts/source.ts';
import type { KnowledgeBaseStore } from '../../knowledge-base/kb-store.ts';

/** The document index of a document source; null for interactions and riskprofile. */
function documentsOf(store: KnowledgeBaseStore, source: SourceName) {
  switch (source) {
    case 'njurfunktion':
      return store.renal;
    case 'birthdefect':
      return store.birthDefect;
    case 'lactation':
      return store.lactation;
    case 'genus':
      return store.genus;
    case 'interactions':
    case 'riskprofile':
      return null;
  }
}

/** Whether a source has content on one substance id (not its family). */
function hasContent(store: KnowledgeBaseStore, source: SourceName, nslId: string): boolean {
  if (source === 'interactions') {
    return (
      store.hasInteractions(nslId) ||
      store.specialSubstance(nslId)?.interactionStatus === 'assessed'
    );
  }
  if (source === 'riskprofile') return store.riskProfile(nslId) !== undefined;
  return (documentsOf(store, source)?.forSubstance(nslId).length ?? 0) > 0;
}

/** Whether a source has a document about one product itself. */
function hasProductContent(store: KnowledgeBaseStore, source: SourceName, nplId: string): boolean {
  return (documentsOf(store, source)?.forProduct(nplId).length ?? 0) > 0;
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
