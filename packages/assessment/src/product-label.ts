import { strengthInText } from './strength-in-text.ts';

/** What a product's label is made of: the knowledge base's name, strength and drug form. */
export interface LabelledProduct {
  name: string;
  /** E.g. '400 mg', '5 %', '500 mg/30 mg'; may be empty. */
  strength: string;
  /** `nameEn`: the form's English name (EDQM Standard Term), where the knowledge base has it. */
  drugForm: { name: string; nameEn?: string | undefined };
}

const tidy = (text: string): string => text.trim().replace(/\s+/g, ' ');

/**
 * A drug form as it reads inside a sentence: Swedish writes it in lower case ('tablett', 'gel',
 * 'oral suspension'), while NPL and the knowledge base capitalise it ('Tablett'). A form that
 * starts with an abbreviation (two capitals, e.g. 'ORS-pulver') keeps its case.
 */
export function formInText(formName: string): string {
  const form = tidy(formName);
  const [first = '', second = ''] = form;
  const abbreviation =
    second !== '' && second === second.toLocaleUpperCase('sv') && /\p{Lu}/u.test(second);
  return abbreviation ? form : first.toLocaleLowerCase('sv') + form.slice(1);
}

/**
 * A product as every view names it: name, strength and form, e.g. 'Ipren 400 mg tablett' and
 * 'Ipren 5 % gel' (ADR 37: products of one name differ by strength and form, and so may their
 * assessments). Used by the web app (search tags, every tab, document pages, print) and the CDS
 * cards, so a product reads the same everywhere. Empty parts are left out. In English the form
 * is its English name where the knowledge base has one ('Ipren 400 mg film-coated tablet'), and
 * the strength is written the English way ('Waran 2.5 mg tablet': strength-in-text.ts).
 */
export function productLabel(product: LabelledProduct, language: 'sv' | 'en' = 'sv'): string {
  return [
    tidy(product.name),
    strengthInText(product.strength, language),
    formInText(formName(product, language)),
  ]
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * What a search option says of a product beside its name: its form, as NPL capitalises it, and
 * its strength ('Tablett 2,5 mg'; on an English page 'Tablet 2.5 mg'). Used by the server's name
 * search and the web tests' fake of it.
 */
export function productDescription(product: LabelledProduct, language: 'sv' | 'en'): string {
  return [tidy(formName(product, language)), strengthInText(product.strength, language)]
    .filter((part) => part !== '')
    .join(' ');
}

/** The form's name in a language: in English its English name where the knowledge base has one. */
function formName(product: LabelledProduct, language: 'sv' | 'en'): string {
  return language === 'en'
    ? (product.drugForm.nameEn ?? product.drugForm.name)
    : product.drugForm.name;
}
