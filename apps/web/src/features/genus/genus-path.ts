import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import type { PageLanguage } from '../../lib/page-language.ts';

/** Where the sex-and-gender pages are: /genus, or /en/sexandgender in English (§2). */
export function genusPagePath(language: PageLanguage): string {
  const genus = sourceDefinition('genus');
  return language === 'en' ? (genus.englishPath ?? genus.path) : genus.path;
}
