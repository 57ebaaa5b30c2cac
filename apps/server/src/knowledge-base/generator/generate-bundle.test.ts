import { describe, expect, it } from 'vitest';
import { validateBundle } from '@medkompass/contracts/kb-bundle-validation.ts';
import { KnowledgeBaseStore } from '../kb-store.ts';
import { generateBundle } from './generate-bundle.ts';

describe('generateBundle', () => {
  const options = { substances: 40, products: 120, interactions: 150, seed: 7 };

  it('makes a valid bundle of the asked size', () => {
    const bundle = generateBundle(options);
    expect(validateBundle(bundle)).toMatchObject({ ok: true });
    expect([bundle.substances.length, bundle.products.length, bundle.interactions.length]).toEqual([
      40, 120, 150,
    ]);
  });

  it('is deterministic per seed and differs between seeds', () => {
    expect(JSON.stringify(generateBundle(options))).toBe(JSON.stringify(generateBundle(options)));
    expect(JSON.stringify(generateBundle({ ...options, seed: 8 }))).not.toBe(
      JSON.stringify(generateBundle(options)),
    );
  });

  it('makes names the name search finds', () => {
    const bundle = generateBundle(options);
    const store = KnowledgeBaseStore.fromBundle(bundle);
    const product = bundle.products[17]!;
    expect(store.searchNames(product.name, 5)[0]?.id).toBe(product.nplId);
  });

  it('adds documents and riskprofiles on request, leaving the rest as it was', () => {
    const withDocuments = generateBundle({ ...options, documents: true });
    expect(validateBundle(withDocuments)).toMatchObject({ ok: true });
    expect(withDocuments.lactationDocuments).toHaveLength(14);
    expect(withDocuments.riskProfiles).toHaveLength(14);
    expect(withDocuments.riskProperties).toHaveLength(9);
    const store = KnowledgeBaseStore.fromBundle(withDocuments);
    expect(store.genus.forSubstance(withDocuments.substances[3]!.nslId)).toHaveLength(1);
    expect(withDocuments.products).toEqual(generateBundle(options).products);
    expect(withDocuments.interactions).toEqual(generateBundle(options).interactions);
  });

  it('refuses more interactions than there are pairs', () => {
    expect(() => generateBundle({ ...options, substances: 3, interactions: 4 })).toThrow(
      RangeError,
    );
  });
});
