import type { SourceName } from '@medkompass/contracts/source.ts';
import { birthDefectSource } from '../features/birth-defect/index.ts';
import { genusSource } from '../features/genus/index.ts';
import { interactionsSource } from '../features/interactions/index.ts';
import { lactationSource } from '../features/lactation/index.ts';
import { renalSource } from '../features/renal/index.ts';
import { riskprofileSource } from '../features/riskprofile/index.ts';
import type { SourceDescriptor } from '../lib/assessment/source-descriptor.ts';

/**
 * Each source's pages, as its feature folder describes them (`index.ts`); the routes and the tab
 * bar follow packages/assessment's SOURCES table and this registry. A source whose entry is null
 * has a tab that says it comes in a later version, and no route yet.
 */
export const SOURCE_REGISTRY: Record<SourceName, SourceDescriptor | null> = {
  interactions: interactionsSource,
  riskprofile: riskprofileSource,
  njurfunktion: renalSource,
  birthdefect: birthDefectSource,
  lactation: lactationSource,
  genus: genusSource,
};

/** Whether a source has a page to go to. */
export function hasView(source: SourceName): boolean {
  return SOURCE_REGISTRY[source] !== null;
}
