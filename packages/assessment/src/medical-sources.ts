import type { MedicalSource, SourceName } from '@medkompass/contracts/source.ts';
import { sourceNameSchema } from '@medkompass/contracts/source.ts';
import type { AssessmentKnowledgeBase } from './knowledge-base.ts';

/** The document index of a document source; null for interactions and riskprofile. */
function documentsOf(kb: AssessmentKnowledgeBase, source: SourceName) {
  switch (source) {
    case 'njurfunktion':
      return kb.renal;
    case 'birthdefect':
      return kb.birthDefect;
    case 'lactation':
      return kb.lactation;
    case 'genus':
      return kb.genus;
    case 'interactions':
    case 'riskprofile':
      return null;
  }
}

/** Whether a source has content on one substance id (not its family). */
function hasContent(kb: AssessmentKnowledgeBase, source: SourceName, nslId: string): boolean {
  if (source === 'interactions') {
    return (
      kb.hasInteractions(nslId) || kb.specialSubstance(nslId)?.interactionStatus === 'assessed'
    );
  }
  if (source === 'riskprofile') return kb.riskProfile(nslId) !== undefined;
  return (documentsOf(kb, source)?.forSubstance(nslId).length ?? 0) > 0;
}

/** Whether a source has a document about one product itself. */
function hasProductContent(
  kb: AssessmentKnowledgeBase,
  source: SourceName,
  nplId: string,
): boolean {
  return (documentsOf(kb, source)?.forProduct(nplId).length ?? 0) > 0;
}

/**
 * The sources that have assessed an entry (specification §3 'medicalSources'): a source counts
 * when it has content on the entry's substances or their families (ADR 11), or on the product
 * itself. `isTopParent` says the content sits only on a top parent, not on the entry itself.
 */
export function medicalSourcesOf(
  kb: AssessmentKnowledgeBase,
  nslIds: readonly string[],
  nplId: string | null,
): MedicalSource[] {
  return sourceNameSchema.options.flatMap((source) => {
    const own =
      (nplId !== null && hasProductContent(kb, source, nplId)) ||
      nslIds.some((id) => hasContent(kb, source, id));
    const viaFamily = nslIds.some((id) =>
      kb.familyOf(id).some((member) => hasContent(kb, source, member)),
    );
    if (!own && !viaFamily) return [];
    const viaParent = nslIds.some((id) => {
      const parent = kb.substance(id)?.topParent;
      return parent !== null && parent !== undefined && hasContent(kb, source, parent);
    });
    return [{ systemName: source, isTopParent: !own && viaParent }];
  });
}
