import type pageTexts from '../locales/sv-pages.json';
import sv from '../locales/sv.json';

/**
 * The app's texts (ADR 26): Swedish everywhere, English on the pages under /en (specification
 * §1: English only for sex and gender). Keys are dotted paths into sv.json, checked by the type
 * system; `{{name}}` is replaced by the option of that name; with a `count` option the key's
 * plural form (`key_one`, `key_other`, by Intl.PluralRules) is read when it exists. An English
 * text falls back to the Swedish one, and a key without any text reads as the key itself, as
 * they did with i18next.
 */
export type Language = 'sv' | 'en';

type PluralBase<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** The keys of a text tree: its leaves as dotted paths, plural forms by their base key. */
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${PluralBase<K>}`
    : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The texts of the pages after the first: they load with those pages (page-texts.ts, ADR 29). */
type PageTexts = typeof pageTexts;

export type TranslationKey = KeysOf<typeof sv & PageTexts>;

export interface TranslationOptions {
  /** Chooses the plural form, and is `{{count}}` in the text. */
  count?: number;
  [name: string]: string | number | undefined;
}

export type TFunction = (key: TranslationKey, options?: TranslationOptions) => string;

interface TextTree {
  [key: string]: string | TextTree;
}

// A copy: the pages' texts are added to it (addTexts), not to the imported module's object.
const texts: Partial<Record<Language, TextTree>> = { sv: { ...sv } };

/**
 * Loads a language's texts, once. English (15 kB) comes with the first page under /en, so the
 * Swedish pages never load it.
 */
export async function loadLanguage(language: Language): Promise<void> {
  if (texts[language] !== undefined) return;
  const { default: en } = await import('../locales/en.json');
  texts.en = en;
}

/**
 * Adds text groups to a language's texts: the pages after the first bring theirs with their code
 * (page-texts.ts), so the first page does not load them (ADR 29).
 */
export function addTexts(language: Language, groups: TextTree): void {
  const tree = texts[language];
  texts[language] = tree === undefined ? { ...groups } : Object.assign(tree, groups);
}

/** Whether a language's texts are there (Swedish always is). */
export function isLanguageLoaded(language: Language): boolean {
  return texts[language] !== undefined;
}

function lookup(tree: TextTree, key: string): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (rules === undefined) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The text of a key in a language, else in Swedish: the plural form first, then the key's own. */
function textOf(language: Language, key: string, count: number | undefined): string | undefined {
  for (const code of language === 'sv' ? (['sv'] as const) : ([language, 'sv'] as const)) {
    const tree = texts[code];
    if (tree === undefined) continue;
    const text =
      (count === undefined ? undefined : lookup(tree, `${key}_${pluralCategory(code, count)}`)) ??
      lookup(tree, key);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** A key's text in a language with the options filled in (a placeholder without one stays). */
export function translate(
  language: Language,
  key: TranslationKey,
  options?: TranslationOptions,
): string {
  const text = textOf(language, key, options?.count);
  if (text === undefined) return key;
  if (options === undefined) return text;
  return text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (placeholder, name: string) => {
    if (!Object.hasOwn(options, name)) return placeholder;
    const value = options[name];
    return value === undefined ? '' : String(value);
  });
}

const translators = new Map<Language, TFunction>();

/** The `t` of a language: the same function every time, so it can be a hook's dependency. */
export function translatorOf(language: Language): TFunction {
  let t = translators.get(language);
  if (t === undefined) {
    t = (key, options) => translate(language, key, options);
    translators.set(language, t);
  }
  return t;
}

/**
 * The Swedish texts, for components that are only ever on Swedish pages; one that is also on
 * the English pages reads its language from the address with usePageTranslation.
 */
export function useTranslation(): { t: TFunction } {
  return { t: translatorOf('sv') };
}
