import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import type { Database } from '../db/schema.ts';
import { validateBundle } from '@medkompass/contracts/kb-bundle-validation.ts';
import {
  generateBundle,
  type GeneratorOptions,
} from '../knowledge-base/generator/generate-bundle.ts';
import { importBundle, loadActiveBundle } from '../knowledge-base/kb.repository.ts';
import { readBundleFile } from '../knowledge-base/kb-loader.ts';
import { knowledgeBaseReport } from '../knowledge-base/kb-report.ts';
import { KnowledgeBaseStore } from '../knowledge-base/kb-store.ts';
import { mapNplRecord } from '../knowledge-base/npl/npl-mapping.ts';
import { readNplFile } from '../knowledge-base/npl/npl-parser.ts';
import { CommandError, terminalLine, type Output } from './cli-support.ts';

const countsLine = (bundle: KbBundle): string =>
  Object.entries(KnowledgeBaseStore.fromBundle(bundle).counts())
    .map(([section, count]) => `${section} ${count}`)
    .join(', ');

/** validate <file>: every problem by path; throws when there is any. */
export async function validateCommand(file: string, out: Output): Promise<void> {
  const bundle = await readBundleFile(file); // throws InvalidBundleError with every problem
  out.info(`${file}: giltig (${bundle.manifest.kbVersion}). ${countsLine(bundle)}`);
}

/**
 * report [bundle] [--out file.md]: the whole knowledge base as Markdown for a pharmacist's review,
 * gaps first; to standard output without --out.
 */
export async function reportCommand(
  file: string,
  outFile: string | undefined,
  out: Output,
): Promise<void> {
  const report = knowledgeBaseReport(await readBundleFile(file));
  if (outFile === undefined) {
    // Knowledge-base texts come from outside: their control characters are shown, not obeyed.
    process.stdout.write(terminalLine(report));
    return;
  }
  await fs.writeFile(outFile, report);
  out.info(`Skrev rapporten över ${file} till ${outFile}.`);
}

/** import <file>: validated, then imported in one transaction and made active. */
export async function importCommand(
  db: Kysely<Database>,
  file: string,
  now: Date,
  out: Output,
): Promise<void> {
  const bundle = await readBundleFile(file);
  const importId = await importBundle(db, bundle, now);
  out.info(
    `Importerade ${bundle.manifest.kbVersion} (import ${importId}). Servrarna laddar den inom sitt kontrollintervall.`,
  );
}

/** stats: what the active knowledge base holds. */
export async function statsCommand(db: Kysely<Database>, out: Output): Promise<void> {
  const active = await loadActiveBundle(db);
  if (!active) throw new CommandError('Databasen har ingen kunskapsbas ännu.');
  const { manifest } = active.bundle;
  out.info(
    `${manifest.name} ${manifest.kbVersion}${manifest.isDemo ? ' (demo)' : ''}, publicerad ${manifest.publishedAt}`,
  );
  out.info(countsLine(active.bundle));
}

/** export <file>: the active knowledge base as a bundle file. */
export async function exportCommand(
  db: Kysely<Database>,
  file: string,
  out: Output,
): Promise<void> {
  const active = await loadActiveBundle(db);
  if (!active) throw new CommandError('Databasen har ingen kunskapsbas ännu.');
  await fs.writeFile(file, `${JSON.stringify(active.bundle, null, 2)}\n`);
  out.info(`Skrev ${active.bundle.manifest.kbVersion} till ${file}`);
}

/**
 * import-npl <dir>: reads every NPL XML file in the folder and merges the products into the
 * active knowledge base as a new import. Products that cannot be mapped, or whose active
 * substances the knowledge base lacks, are reported and left out.
 */
export async function importNplCommand(
  db: Kysely<Database>,
  dir: string,
  now: Date,
  out: Output,
): Promise<void> {
  const active = await loadActiveBundle(db);
  if (!active) throw new CommandError('Databasen har ingen kunskapsbas att lägga produkterna i.');
  const known = new Set(active.bundle.substances.map((s) => s.nslId));
  const products = new Map(active.bundle.products.map((p) => [p.nplId, p]));
  const files = (await fs.readdir(dir)).filter((name) => name.endsWith('.xml')).sort();
  let added = 0;
  for (const name of files) {
    for await (const record of readNplFile(path.join(dir, name))) {
      const mapping = mapNplRecord(record, known);
      if (!mapping.ok) {
        out.problem(`${name}: ${mapping.nplId || '?'}: ${mapping.reason}`);
      } else if (mapping.unknownSubstances.length > 0) {
        out.problem(
          `${name}: ${record.nplId} ${record.name}: okända substanser ${mapping.unknownSubstances.join(', ')}`,
        );
      } else {
        products.set(mapping.product.nplId, mapping.product);
        added++;
      }
    }
  }
  if (added === 0) {
    out.info(`Inga produkter lades till från ${files.length} filer.`);
    return;
  }
  const merged: KbBundle = {
    ...active.bundle,
    manifest: {
      ...active.bundle.manifest,
      kbVersion: `${active.bundle.manifest.kbVersion}+npl.${now.toISOString().slice(0, 10)}`,
    },
    products: [...products.values()],
  };
  const validation = validateBundle(merged);
  if (!validation.ok) {
    for (const p of validation.problems) out.problem(`${p.path}: ${p.message}`);
    throw new CommandError('Den sammanslagna kunskapsbasen är ogiltig; inget importerades.');
  }
  await importBundle(db, validation.bundle, now);
  out.info(
    `Lade till eller uppdaterade ${added} produkter; ny version ${merged.manifest.kbVersion}.`,
  );
}

/** generate: a synthetic bundle of any size, deterministic per seed, written to a file. */
export async function generateCommand(
  options: GeneratorOptions,
  file: string,
  out: Output,
): Promise<void> {
  const bundle = generateBundle(options);
  await fs.writeFile(file, JSON.stringify(bundle));
  out.info(`Skrev ${bundle.manifest.kbVersion} till ${file}. ${countsLine(bundle)}`);
}
