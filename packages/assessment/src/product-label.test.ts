import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formInText,
  productDescription,
  productLabel,
  type LabelledProduct,
} from './product-label.ts';

const product = (name: string, strength: string, form: string): LabelledProduct => ({
  name,
  strength,
  drugForm: { name: form },
});

// Forms and strengths as the demo knowledge base and NPL write them.
const FORMS = [
  'Tablett',
  'Filmdragerad tablett',
  'Depottablett',
  'Gel',
  'Kräm',
  'Oral suspension',
  'Injektionsvätska',
  'Pulver till injektionsvätska',
  'Suppositorium',
  'Ögondroppar',
  'Inhalationspulver',
  'Depotplåster',
];
const strength = fc
  .tuple(
    fc.oneof(
      fc.integer({ min: 1, max: 2000 }).map(String),
      fc
        .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 9 }))
        .map(([a, b]) => `${a},${b}`),
    ),
    fc.constantFrom('mg', 'g', '%', 'mg/ml', 'mg/g', 'mikrogram/timme', 'E/ml'),
  )
  .map(([amount, unit]) => `${amount} ${unit}`);
const name = fc.constantFrom('Ipren', 'Alvedon', 'Symbicort Turbuhaler', 'Calcichew-D3', 'Ångest');

describe('productLabel (name, strength and form)', () => {
  it('tells Ipren tablets from Ipren gel', () => {
    expect(productLabel(product('Ipren', '400 mg', 'Tablett'))).toBe('Ipren 400 mg tablett');
    expect(productLabel(product('Ipren', '5 %', 'Gel'))).toBe('Ipren 5 % gel');
    expect(productLabel(product('Alvedon', '24 mg/ml', 'Oral suspension'))).toBe(
      'Alvedon 24 mg/ml oral suspension',
    );
    expect(productLabel(product('Xalatan', '50 mikrogram/ml', 'Ögondroppar'))).toBe(
      'Xalatan 50 mikrogram/ml ögondroppar',
    );
  });

  it('names the form in English on English pages, where the knowledge base has it', () => {
    const ipren = { name: 'Ipren', strength: '400 mg' };
    const filmCoated = { name: 'Filmdragerad tablett', nameEn: 'Film-coated tablet' };
    expect(productLabel({ ...ipren, drugForm: filmCoated }, 'en')).toBe(
      'Ipren 400 mg film-coated tablet',
    );
    expect(productLabel({ ...ipren, drugForm: filmCoated }, 'sv')).toBe(
      'Ipren 400 mg filmdragerad tablett',
    );
    expect(productLabel({ ...ipren, drugForm: filmCoated })).toBe(
      'Ipren 400 mg filmdragerad tablett',
    );
    expect(productLabel(product('Ipren', '400 mg', 'Tablett'), 'en')).toBe('Ipren 400 mg tablett');
    // The strength as English writes it (strength-in-text.ts), the Swedish kept on Swedish pages.
    const waran = {
      name: 'Waran',
      strength: '2,5 mg',
      drugForm: { name: 'Tablett', nameEn: 'Tablet' },
    };
    expect(productLabel(waran, 'en')).toBe('Waran 2.5 mg tablet');
    expect(productLabel(waran)).toBe('Waran 2,5 mg tablett');
  });

  it('describes a search option by its form, capitalised as NPL has it, and its strength', () => {
    const waran = {
      name: 'Waran',
      strength: '2,5 mg',
      drugForm: { name: 'Tablett', nameEn: 'Tablet' },
    };
    expect(productDescription(waran, 'sv')).toBe('Tablett 2,5 mg');
    expect(productDescription(waran, 'en')).toBe('Tablet 2.5 mg');
    expect(productDescription(product('Citodon', '500 mg/30 mg', 'Tablett'), 'en')).toBe(
      'Tablett 500 mg/30 mg',
    );
    expect(productDescription(product('Lacrimal', '', 'Ögondroppar'), 'sv')).toBe('Ögondroppar');
  });

  it('leaves out an empty strength and tidies white space', () => {
    expect(productLabel(product('Lacrimal', '', 'Ögondroppar'))).toBe('Lacrimal ögondroppar');
    expect(productLabel(product(' Ipren ', ' 400  mg', ' Tablett '))).toBe('Ipren 400 mg tablett');
  });

  it('keeps a form that starts with an abbreviation as it is', () => {
    expect(formInText('ORS-pulver')).toBe('ORS-pulver');
    expect(formInText('Gel')).toBe('gel');
    expect(formInText('')).toBe('');
  });

  it('is the name, the strength and the form in running text, in that order', () => {
    fc.assert(
      fc.property(name, strength, fc.constantFrom(...FORMS), (n, s, f) => {
        const label = productLabel(product(n, s, f));
        expect(label).toBe(`${n} ${s} ${formInText(f)}`);
        expect(label.startsWith(n)).toBe(true);
        expect(label).not.toContain(f.charAt(0).toUpperCase() + f.slice(1));
      }),
    );
  });

  it('gives products of one name different labels when strength or form differ', () => {
    fc.assert(
      fc.property(
        name,
        fc.tuple(strength, fc.constantFrom(...FORMS)),
        fc.tuple(strength, fc.constantFrom(...FORMS)),
        (n, [s1, f1], [s2, f2]) => {
          const same = s1 === s2 && f1 === f2;
          expect(productLabel(product(n, s1, f1)) === productLabel(product(n, s2, f2))).toBe(same);
        },
      ),
    );
  });

  it('writes a form in running text only once, however often it is asked', () => {
    fc.assert(
      fc.property(fc.string(), (form) => {
        expect(formInText(formInText(form))).toBe(formInText(form));
      }),
    );
  });
});
