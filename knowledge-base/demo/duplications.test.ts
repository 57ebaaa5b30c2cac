// The demo's duplication classes (duplication-classes.ts) through the app's own rule: the issue's
// example list, one list per class that must give its finding, and the decisions ADR 36 records
// (low-dose acetylsalicylic acid, topical forms).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findDuplications } from '@medkompass/assessment/duplication.ts';
import { duplicationSentence } from '@medkompass/assessment/duplication-text.ts';
import { BundleKnowledgeBase } from '@medkompass/assessment/knowledge-base.ts';
import { productLabel } from '@medkompass/assessment/product-label.ts';
import { kbBundleSchema } from '@medkompass/contracts/kb-bundle.ts';

const bundle = kbBundleSchema.parse(
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '..', 'demo-kb.json'), 'utf8')),
);
const kb = new BundleKnowledgeBase(bundle);
const names = {
  product: (nplId: string) => {
    const product = kb.product(nplId);
    return product && productLabel(product);
  },
  substance: (nslId: string) => kb.substance(nslId)?.name,
};

/** The demo's product of this name, strength and form, e.g. 'Ipren 400 mg tablett'. */
function productNamed(label: string): string {
  const found = bundle.products.find((p) => productLabel(p) === label);
  if (!found) throw new Error(`Ingen produkt ${label} i demon`);
  return found.nplId;
}

const duplicationsOf = (labels: string[], nslIds: string[] = []) =>
  findDuplications(kb, { nplIds: labels.map(productNamed), nslIds });

const keyOf = (d: ReturnType<typeof findDuplications>[number]) =>
  d.kind === 'class' ? `${d.classId}:${d.level}` : `${kb.substance(d.nslId)?.name}:${d.level}`;

describe('duplications in the demo knowledge base', () => {
  it('finds paracetamol and warfarin twice in the issue’s list (Alvedon, Panodil, warfarin, Waran)', () => {
    const found = findDuplications(kb, {
      nplIds: ['99000000000001', '99000000000010', '99000000000003'],
      nslIds: ['IDDEMOWARFARIN'],
    });
    expect(found.map(keyOf)).toEqual(['paracetamol:warning', 'warfarin:warning']);
    expect(found.map((d) => duplicationSentence(d, names))).toEqual([
      'Alvedon 500 mg tablett och Panodil 500 mg filmdragerad tablett innehåller båda paracetamol.',
      'Waran 2,5 mg tablett innehåller warfarin, som också finns med som substans i listan.',
    ]);
  });

  it.each([
    ['antikoagulantia', ['Waran 2,5 mg tablett', 'Eliquis 5 mg filmdragerad tablett']],
    [
      'antikoagulantia',
      ['Xarelto 20 mg filmdragerad tablett', 'Fragmin 5 000 IE/0,2 ml injektionsvätska'],
    ],
    ['nsaid', ['Ipren 400 mg tablett', 'Naproxen Mylan 500 mg tablett']],
    ['nsaid', ['Magnecyl 500 mg tablett', 'Celebra 200 mg kapsel']],
    ['ssri-snri', ['Cipralex 10 mg filmdragerad tablett', 'Efexor Depot 75 mg depotkapsel']],
    ['ssri-snri', ['Zoloft 50 mg filmdragerad tablett', 'Cymbalta 60 mg enterokapsel']],
    ['bensodiazepiner', ['Sobril 10 mg tablett', 'Imovane 7,5 mg filmdragerad tablett']],
    ['opioider', ['OxyContin 10 mg depottablett', 'Citodon 500 mg/30 mg tablett']],
    ['opioider', ['Metadon Abcur 5 mg tablett', 'Durogesic 25 mikrogram/timme depotplåster']],
    ['raas-hammare', ['Triatec 5 mg tablett', 'Atacand Plus 16 mg/12,5 mg tablett']],
  ])('gives a %s warning for %j', (classId, labels) => {
    expect(duplicationsOf(labels).map(keyOf)).toContain(`${classId}:warning`);
  });

  it('gives every class at least two substances of the demo, so each can be found', () => {
    for (const duplicationClass of bundle.duplicationClasses) {
      const members = bundle.substances.filter(
        (s) =>
          s.topParent === null &&
          s.atcCodes.some((code) => duplicationClass.atcPrefixes.some((p) => code.startsWith(p))),
      );
      expect(members.length, duplicationClass.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('counts acetylsalicylic acid as an NSAID at analgesic doses only', () => {
    expect(duplicationsOf(['Trombyl 75 mg tablett', 'Ipren 400 mg tablett'])).toEqual([]);
    expect(duplicationsOf(['Bamyl 500 mg brustablett', 'Ipren 400 mg tablett']).map(keyOf)).toEqual(
      ['nsaid:warning'],
    );
  });

  it('gives a note, not a warning, for a gel with a tablet of the same NSAID, and nothing with another', () => {
    expect(duplicationsOf(['Ipren 5 % gel', 'Ipren 400 mg tablett']).map(keyOf)).toEqual([
      'ibuprofen:note',
    ]);
    expect(
      duplicationsOf(['Voltaren Gel 11,6 mg/g gel', 'Voltaren 50 mg enterotablett']).map(keyOf),
    ).toEqual(['diklofenak:note']);
    expect(duplicationsOf(['Ipren 5 % gel', 'Naproxen Mylan 500 mg tablett'])).toEqual([]);
  });

  it('leaves an ACE inhibitor with an aldosterone antagonist to the interaction rules', () => {
    expect(duplicationsOf(['Triatec 5 mg tablett'], ['IDDEMOSPIRONOLAKTON'])).toEqual([]);
  });
});
