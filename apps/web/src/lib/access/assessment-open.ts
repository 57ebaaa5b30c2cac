import { isOpen, sourceAccess } from '@medkompass/assessment/source-access.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
import { tabContextOf, type AccessFacts } from './access-facts.ts';

/** Whether the caller may see a source now, so its call is made (the server guards it too). */
export function isAssessmentOpen(source: SourceName, facts: AccessFacts): boolean {
  return isOpen(sourceAccess(source, tabContextOf(facts, source, false)));
}
