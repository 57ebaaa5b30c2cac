import fs from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema.ts';
import { validateBundle, type BundleProblem } from '@medkompass/contracts/kb-bundle-validation.ts';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { activeImport, importBundle } from './kb.repository.ts';
import { readActiveKnowledgeBase } from './kb-reader.ts';
import type { KnowledgeBaseHolder } from './kb-holder.ts';
import { KnowledgeBaseStore, type LoadedKnowledgeBase } from './kb-store.ts';
import { collectAfterLoad } from './load-garbage.ts';

export class InvalidBundleError extends Error {
  readonly problems: BundleProblem[];

  constructor(source: string, problems: BundleProblem[]) {
    const listed = problems.slice(0, 20).map((p) => `  ${p.path}: ${p.message}`);
    const more = problems.length > 20 ? [`  … and ${problems.length - 20} more`] : [];
    super(`Knowledge-base bundle ${source} is invalid:\n${[...listed, ...more].join('\n')}`);
    this.problems = problems;
  }
}

/** Reads and validates a bundle file; throws InvalidBundleError naming every bad record. */
export async function readBundleFile(file: string): Promise<KbBundle> {
  const text = await fs.readFile(file, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new InvalidBundleError(file, [
      { path: '', message: `not JSON: ${(error as Error).message}` },
    ]);
  }
  const result = validateBundle(json);
  if (!result.ok) throw new InvalidBundleError(file, result.problems);
  return result.bundle;
}

/**
 * Loads the active knowledge base into the holder. On the very first start the database holds
 * none, and the bundle at `seedBundlePath` (the demo KB by default) is imported first.
 */
export async function loadKnowledgeBase(
  db: Kysely<Database>,
  holder: KnowledgeBaseHolder,
  seedBundlePath: string,
  logger: FastifyBaseLogger,
  now: () => Date,
): Promise<void> {
  let active = await readActiveKnowledgeBase(db);
  if (!active) {
    logger.info(
      { bundle: seedBundlePath },
      'No knowledge base in the database: importing the seed bundle',
    );
    await importBundle(db, await readBundleFile(seedBundlePath), now());
    active = await readActiveKnowledgeBase(db);
    if (!active) throw new Error('The imported knowledge base could not be read back');
  }
  swapIn(holder, active.loaded, active.importId, logger);
}

/**
 * Reloads when another process (a CLI import, another server instance) has made a different
 * import active. Returns whether it swapped.
 */
export async function reloadIfChanged(
  db: Kysely<Database>,
  holder: KnowledgeBaseHolder,
  logger: FastifyBaseLogger,
): Promise<boolean> {
  const current = await activeImport(db);
  if (!current || current.importId === holder.importId) return false;
  const active = await readActiveKnowledgeBase(db);
  if (!active) return false;
  swapIn(holder, active.loaded, active.importId, logger);
  return true;
}

function swapIn(
  holder: KnowledgeBaseHolder,
  loaded: LoadedKnowledgeBase,
  importId: number,
  logger: FastifyBaseLogger,
): void {
  const store = new KnowledgeBaseStore(loaded);
  holder.swap(store, importId);
  // After the swap, so that a store it replaces is garbage too.
  const collectMs = collectAfterLoad(loaded.products.byteLength + loaded.interactions.byteLength);
  logger.info(
    {
      kbVersion: store.manifest.kbVersion,
      isDemo: store.manifest.isDemo,
      importId,
      counts: store.counts(),
      collectMs,
    },
    'Knowledge base loaded',
  );
}
