import type { Kysely } from 'kysely';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { SECTION_NAMES } from '@medkompass/contracts/kb-bundle-sections.ts';
import type { Interaction } from '@medkompass/contracts/interaction.ts';
import type { Product } from '@medkompass/contracts/product.ts';
import type { KbSections } from '@medkompass/assessment/knowledge-base.ts';
import type { Database } from '../db/schema.ts';
import { InteractionGraphBuilder } from './interaction-graph.ts';
import type { LoadedKnowledgeBase } from './kb-store.ts';
import { activeImport, activeManifest, sectionDocuments } from './kb.repository.ts';
import { ProductTableBuilder } from './product-table.ts';

// An import that replaces this one while it is read deletes its rows; reading again then gets
// the new one. More than a few in a row means something is wrong.
const ATTEMPTS = 3;

/**
 * Reads the active import a page at a time into a LoadedKnowledgeBase: products and
 * interactions go straight into their packed tables as their rows arrive, so the whole bundle is
 * never parsed and held at once, nor every row's text (memory and start-up time, ADR 27). Null
 * before the first import. The records were validated on import; validating them again would
 * double the start-up cost.
 */
export async function readActiveKnowledgeBase(
  db: Kysely<Database>,
): Promise<{ importId: number; loaded: LoadedKnowledgeBase } | null> {
  for (let attempt = 1; ; attempt++) {
    const active = await activeManifest(db);
    if (!active) return null;
    const loaded = await readImport(db, active.importId, active.manifest);
    // Imports only ever deactivate (and then delete) the previous one: still active means whole.
    if ((await activeImport(db))?.importId === active.importId) {
      return { importId: active.importId, loaded };
    }
    if (attempt === ATTEMPTS) throw new Error('The knowledge base kept changing while it was read');
  }
}

async function readImport(
  db: Kysely<Database>,
  importId: number,
  manifest: KbBundle['manifest'],
): Promise<LoadedKnowledgeBase> {
  const products = new ProductTableBuilder();
  const interactions = new InteractionGraphBuilder();
  const sections: Record<string, unknown> = { manifest };
  for (const section of SECTION_NAMES) {
    const documents = sectionDocuments(db, importId, section);
    if (section === 'products') {
      for await (const json of documents) products.add(JSON.parse(json) as Product, json);
    } else if (section === 'interactions') {
      for await (const json of documents) interactions.add(JSON.parse(json) as Interaction, json);
    } else {
      const records: unknown[] = [];
      for await (const json of documents) records.push(JSON.parse(json));
      sections[section] = records;
    }
  }
  const small = sections as KbSections;
  const substanceIds = new Set(small.substances.map((substance) => substance.nslId));
  return {
    sections: small,
    products: products.build(),
    interactions: interactions.build((nslId) => substanceIds.has(nslId)),
  };
}
