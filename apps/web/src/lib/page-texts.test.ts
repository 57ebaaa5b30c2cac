import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import pages from '../locales/sv-pages.json';
import core from '../locales/sv.json';

const src = path.resolve(import.meta.dirname, '..');
const PAGE_GROUPS = Object.keys(pages);

/** The app's source files (tests and test helpers aside), relative to src/. */
function sourceFiles(): string[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.startsWith('test/'));
}

describe('the texts of the pages after the first (ADR 29)', () => {
  it('are groups of their own, none of which the first page has', () => {
    expect(PAGE_GROUPS.filter((group) => Object.hasOwn(core, group))).toEqual([]);
    expect(PAGE_GROUPS.length).toBeGreaterThan(0);
  });

  it('are imported by every module that names one of their keys', () => {
    const key = new RegExp(`['\`](${PAGE_GROUPS.join('|')})\\.[a-zA-Z]`);
    const importsTexts = /^import '[./]*(lib\/)?page-texts\.ts';$/m;
    const missing = sourceFiles().filter((file) => {
      const code = readFileSync(path.join(src, file), 'utf8');
      return key.test(code) && !importsTexts.test(code);
    });
    expect(missing).toEqual([]);
  });
});
