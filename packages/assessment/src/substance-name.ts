/** What naming a substance needs: its Swedish name and its names per language. */
export interface NamedSubstance {
  name: string;
  names: readonly { language: string; name: string }[];
}

/**
 * A substance's name in a page's language: the English (INN) name on English pages where the
 * knowledge base has one, else the Swedish name. Synonyms are never shown: they only find and
 * identify a substance. Used by the search's English hits, the English documents and the web app.
 */
export function substanceName(substance: NamedSubstance, language: 'sv' | 'en'): string {
  if (language === 'sv') return substance.name;
  return substance.names.find((n) => n.language === language)?.name ?? substance.name;
}
