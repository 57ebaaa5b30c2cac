import fs from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema.ts';
import { validateBundle, type BundleProblem } from './bundle-validation.ts';
import { importBundle, loadActiveBundle } from './kb.repository.ts';
import { KnowledgeBaseStore } from './kb-store.ts';

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
export async function readBundleFile(file: string) {
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
 * Loads the active knowledge base into memory. On the very first start the database holds
 * none, and the bundle at `seedBundlePath` (the demo KB by default) is imported first.
 */
export async function loadKnowledgeBase(
  db: Kysely<Database>,
  seedBundlePath: string,
  logger: FastifyBaseLogger,
  now: () => Date,
): Promise<KnowledgeBaseStore> {
  let bundle = await loadActiveBundle(db);
  if (!bundle) {
    logger.info(
      { bundle: seedBundlePath },
      'No knowledge base in the database: importing the seed bundle',
    );
    const seed = await readBundleFile(seedBundlePath);
    await importBundle(db, seed, now());
    bundle = await loadActiveBundle(db);
    if (!bundle) throw new Error('The imported knowledge base could not be read back');
  }
  const store = new KnowledgeBaseStore(bundle);
  logger.info(
    {
      kbVersion: bundle.manifest.kbVersion,
      isDemo: bundle.manifest.isDemo,
      substances: bundle.substances.length,
      products: bundle.products.length,
    },
    'Knowledge base loaded',
  );
  return store;
}
