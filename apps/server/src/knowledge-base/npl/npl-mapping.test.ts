import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapNplRecord } from './npl-mapping.ts';
import { readNplFile, type NplRecord } from './npl-parser.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../test-fixtures/npl');

async function readAll(file: string): Promise<NplRecord[]> {
  const records: NplRecord[] = [];
  for await (const record of readNplFile(file)) records.push(record);
  return records;
}

describe('NPL export: the two real Läkemedelsverket records', () => {
  it('reads Celectol (celiprolol, LIC, film-coated tablet)', async () => {
    const [record, ...rest] = await readAll(path.join(fixtures, '10010101000011.xml'));
    expect(rest).toEqual([]);
    expect(record).toEqual({
      nplId: '10010101000011',
      name: 'Celectol',
      strength: '200 mg',
      pharmaceuticalForm: 'FICOTA',
      productClass: 'LIC',
      atcCodes: ['C07AB08'],
      pharmaceuticalProducts: [
        {
          ingredients: [
            { role: 'ARES', nslId: 'IDE4POF6UAR18VERT1' },
            { role: 'ACTI', nslId: 'IDE4POF6UARA4VERT1' },
          ],
        },
      ],
    });
  });

  it('maps Celectol to a LIC product with its active substance, reporting it as unknown', async () => {
    const [record] = await readAll(path.join(fixtures, '10010101000011.xml'));
    const mapping = mapNplRecord(record!, new Set());
    expect(mapping).toEqual({
      ok: true,
      unknownSubstances: ['IDE4POF6UARA4VERT1'],
      product: {
        nplId: '10010101000011',
        name: 'Celectol',
        strength: '200 mg',
        drugForm: { name: 'Filmdragerad tablett', administration: 'peroral' },
        drugProductType: 'LIC',
        atcCodes: ['C07AB08'],
        drugFormGroups: [
          {
            substances: [{ nslId: 'IDE4POF6UARA4VERT1', isTopParent: true, lowDosageFlag: false }],
          },
        ],
      },
    });
  });

  it('maps Nifehexal (nifedipine oral drops) with a known substance', async () => {
    const [record] = await readAll(path.join(fixtures, '10010101000035.xml'));
    const mapping = mapNplRecord(record!, new Set(['IDE4POEOUADS5VERT1']));
    expect(mapping.ok && mapping.product).toMatchObject({
      nplId: '10010101000035',
      name: 'Nifehexal',
      drugForm: { name: 'Orala droppar, lösning', administration: 'peroral' },
      drugProductType: 'LIC',
      atcCodes: ['C08CA05'],
    });
    expect(mapping.ok && mapping.unknownSubstances).toEqual([]);
  });
});

describe('NPL mapping rules', () => {
  const base: NplRecord = {
    nplId: '20200101000001',
    name: 'Exempel',
    strength: '10 mg',
    pharmaceuticalForm: 'FICOTA',
    productClass: 'NORMAL',
    atcCodes: ['N02BE01', 'not-an-atc'],
    pharmaceuticalProducts: [{ ingredients: [{ role: 'ACTI', nslId: 'IDAAAAAAAAAA' }] }],
  };

  it('treats a non-LIC class as approved and drops malformed ATC codes', () => {
    const mapping = mapNplRecord(base, new Set(['IDAAAAAAAAAA']));
    expect(mapping.ok && mapping.product.drugProductType).toBe('APPROVED');
    expect(mapping.ok && mapping.product.atcCodes).toEqual(['N02BE01']);
  });

  it.each<[Partial<NplRecord>, string]>([
    [{ nplId: '123' }, "ogiltigt nplId '123'"],
    [{ name: '' }, 'namn saknas'],
    [{ pharmaceuticalForm: 'XXXX' }, "okänd läkemedelsform 'XXXX'"],
    [
      { pharmaceuticalProducts: [{ ingredients: [{ role: 'EXCI', nslId: 'IDAAAAAAAAAA' }] }] },
      'ingen aktiv substans',
    ],
  ])('refuses %j: %s', (change, reason) => {
    expect(mapNplRecord({ ...base, ...change }, new Set())).toMatchObject({ ok: false, reason });
  });

  it('reads many products from one export file, in order', async () => {
    const one = fs
      .readFileSync(path.join(fixtures, '10010101000011.xml'), 'utf8')
      .replace(/^<\?xml[^>]*>\s*/, '');
    const two = fs
      .readFileSync(path.join(fixtures, '10010101000035.xml'), 'utf8')
      .replace(/^<\?xml[^>]*>\s*/, '');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'npl-')), 'export.xml');
    fs.writeFileSync(file, `<?xml version="1.0"?>\n<export>${one}${two}</export>`);
    expect((await readAll(file)).map((r) => r.name)).toEqual(['Celectol', 'Nifehexal']);
  });
});
