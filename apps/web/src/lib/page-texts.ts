import pages from '../locales/sv-pages.json';
import { addTexts } from './i18n.ts';

/**
 * The Swedish texts of the pages after the first (assessments, renal function, riskprofile,
 * documents, indexes, password reset, print, versions). Every module that shows one of them
 * imports this module, so the texts load with those pages' code and the first page does without
 * them (ADR 29; page-texts.test.ts checks every such module imports it).
 */
addTexts('sv', pages);
