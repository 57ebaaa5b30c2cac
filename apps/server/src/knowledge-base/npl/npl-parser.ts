import fs from 'node:fs';
import { SaxesParser, type SaxesTagNS } from 'saxes';

/** One product of Läkemedelsverket's NPL export, as read from its XML. */
export interface NplRecord {
  nplId: string;
  name: string;
  strength: string;
  /** Code of the pharmaceutical-form lexicon, e.g. 'FICOTA'. */
  pharmaceuticalForm: string;
  /** Code of the product-class lexicon, e.g. 'LIC'. */
  productClass: string;
  atcCodes: string[];
  /** Per pharmaceutical product: its ingredients with their role ('ACTI' active, …). */
  pharmaceuticalProducts: { ingredients: { role: string; nslId: string }[] }[];
}

const emptyRecord = (): NplRecord => ({
  nplId: '',
  name: '',
  strength: '',
  pharmaceuticalForm: '',
  productClass: '',
  atcCodes: [],
  pharmaceuticalProducts: [],
});

/**
 * Streams the products out of an NPL export file with a namespace-aware SAX parser, so an export
 * of any size is read in constant memory. A file may hold one `medprod` or many.
 */
export async function* readNplFile(file: string): AsyncGenerator<NplRecord> {
  const parser = new SaxesParser({ xmlns: true });
  const ready: NplRecord[] = [];
  let record: NplRecord | null = null;
  let ingredient: { role: string; nslId: string } | null = null;
  const path: string[] = [];
  let text = '';

  parser.on('opentag', (tag: SaxesTagNS) => {
    path.push(tag.local);
    text = '';
    const value = tag.attributes.v?.value ?? '';
    if (tag.local === 'medprod') record = emptyRecord();
    if (!record) return;
    switch (tag.local) {
      case 'medprodname':
        if (record.name === '') record.name = value;
        break;
      case 'pharmaceutical-form-lx':
        record.pharmaceuticalForm = value;
        break;
      case 'productclass-lx':
        record.productClass = value;
        break;
      case 'atc-code-lx':
        if (value !== '') record.atcCodes.push(value);
        break;
      case 'pharmaceutical-product':
        record.pharmaceuticalProducts.push({ ingredients: [] });
        break;
      case 'ingredient':
        ingredient = { role: '', nslId: '' };
        break;
      case 'ingredient-role-lx':
        if (ingredient) ingredient.role = value;
        break;
      case 'substance-lx':
        if (ingredient) ingredient.nslId = value;
        break;
    }
  });
  parser.on('text', (chunk) => {
    text += chunk;
  });
  parser.on('closetag', (tag: SaxesTagNS) => {
    const parent = path.at(-2);
    path.pop();
    if (!record) return;
    if (tag.local === 'nplid' && parent === 'medprod') record.nplId = text.trim();
    if (tag.local === 'v' && parent === 'strength-text') record.strength = text.trim();
    if (tag.local === 'ingredient' && ingredient) {
      record.pharmaceuticalProducts.at(-1)?.ingredients.push(ingredient);
      ingredient = null;
    }
    if (tag.local === 'medprod') {
      ready.push(record);
      record = null;
    }
  });

  for await (const chunk of fs.createReadStream(file, { encoding: 'utf8' })) {
    parser.write(chunk as string);
    yield* ready.splice(0);
  }
  parser.close();
  yield* ready.splice(0);
}
