import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ContentIndexes } from '@medkompass/assessment/content-index.ts';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';

/**
 * The demo knowledge base the e2e server imports, read by the specs that count or page through
 * it, so their expectations follow the demo as it grows instead of hard-coding its size. The
 * pages are made by the app's own rule (packages/assessment ContentIndexes).
 */
const bundle = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../knowledge-base/demo-kb.json'), 'utf8'),
) as KbBundle;

export const demoIndexes = new ContentIndexes(bundle);
