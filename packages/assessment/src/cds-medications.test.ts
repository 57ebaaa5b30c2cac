import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FhirMedicationRequest } from '@medkompass/contracts/cds-hooks.ts';
import { ATC_SYSTEM, identifyOrder, identifyOrders } from './cds-medications.ts';
import { BundleKnowledgeBase } from './knowledge-base.ts';
import { bundleOf, nplId, nslId, product, substance } from '../testing/test-knowledge-base.ts';

const NPL = 'https://journal.test/npl';
const warfarin = { ...substance('warfarin'), atcCodes: ['B01AA03'] };
const salt = { ...substance('warfarinnatrium', 'warfarin'), atcCodes: ['B01AA03'] };
const kb = new BundleKnowledgeBase(
  bundleOf({
    substances: [
      salt,
      warfarin,
      {
        ...substance('ibuprofen'),
        names: [
          { language: 'sv', name: 'ibuprofen' },
          { language: 'en', name: 'Ibuprofen (en)' },
        ],
      },
      { ...substance('ciklosporin'), synonyms: ['cyclosporine', 'cyclosporin A'] },
    ],
    products: [
      {
        ...product(1, 'peroral', 'warfarin'),
        name: 'Waran',
        strength: '2,5 mg',
        drugForm: { name: 'Tablett', administration: 'peroral' },
      },
    ],
  }),
);

const request = (concept: FhirMedicationRequest['medicationCodeableConcept'], id?: string) =>
  ({
    resourceType: 'MedicationRequest',
    ...(id === undefined ? {} : { id }),
    medicationCodeableConcept: concept,
  }) as FhirMedicationRequest;

describe('identifyOrder', () => {
  it('takes an NPL id in the configured system, labelled as the app names the product', () => {
    // The record's text leaves out the form; the cards name the product as every view does.
    expect(
      identifyOrder(
        kb,
        request({ coding: [{ system: NPL, code: nplId(1) }], text: 'Waran 2,5 mg' }, 'a'),
        NPL,
        0,
      ),
    ).toEqual({
      key: 'MedicationRequest/a',
      label: 'Waran 2,5 mg tablett',
      nplIds: [nplId(1)],
      nslIds: [],
      identified: true,
    });
  });

  it('does not read a 14-digit code of another system as an NPL id, and falls back to the ATC code', () => {
    const order = identifyOrder(
      kb,
      request({
        coding: [
          { system: 'http://other', code: nplId(1) },
          { system: ATC_SYSTEM, code: 'b01aa03' },
        ],
      }),
      NPL,
      3,
    );
    // The parent before its salt: the ATC code names the drug, not the salt form.
    expect(order).toMatchObject({
      identified: true,
      nslIds: [nslId('warfarin'), nslId('warfarinnatrium')],
      nplIds: [],
    });
    expect(order.key).toBe(`#3:http://other|${nplId(1)},${ATC_SYSTEM}|b01aa03`);
  });

  it('finds a substance by its name, with or without strength and form, in any case', () => {
    for (const text of [
      'Ibuprofen',
      'IBUPROFEN 400 mg tablett',
      'ibuprofen (en)',
      'Warfarin Orion 2,5 mg',
    ]) {
      const order = identifyOrder(kb, request({ text }), NPL, 0);
      expect(order.identified, text).toBe(true);
    }
    expect(identifyOrder(kb, request({ text: 'Warfarin Orion 2,5 mg' }), NPL, 0).nslIds).toEqual([
      nslId('warfarin'),
    ]);
  });

  it('finds a substance by a synonym, with or without strength and form, in any case', () => {
    for (const text of ['cyclosporine', 'CycloSPORINE 100 MG Oral Capsule', 'cyclosporin  a']) {
      expect(identifyOrder(kb, request({ text }), NPL, 0), text).toMatchObject({
        identified: true,
        nslIds: [nslId('ciklosporin')],
      });
    }
    // The coding's display is read too, when the concept has no text.
    expect(
      identifyOrder(
        kb,
        request({ coding: [{ system: 'rxnorm', code: '3008', display: 'Cyclosporine' }] }),
        NPL,
        0,
      ).nslIds,
    ).toEqual([nslId('ciklosporin')]);
  });

  it('reads a contained Medication that the order refers to', () => {
    const order = identifyOrder(
      kb,
      {
        resourceType: 'MedicationRequest',
        id: 'c',
        medicationReference: { reference: '#med' },
        contained: [
          {
            resourceType: 'Medication',
            id: 'med',
            code: { coding: [{ system: NPL, code: nplId(1) }] },
          },
        ],
      },
      NPL,
      0,
    );
    expect(order).toMatchObject({
      identified: true,
      label: 'Waran 2,5 mg tablett',
      nplIds: [nplId(1)],
    });
  });

  it('reports an order it cannot identify with the record text, else the code', () => {
    expect(identifyOrder(kb, request({ text: 'Okändamin 5 mg' }), NPL, 0)).toMatchObject({
      identified: false,
      label: 'Okändamin 5 mg',
      nplIds: [],
      nslIds: [],
    });
    expect(
      identifyOrder(kb, request({ coding: [{ system: ATC_SYSTEM, code: 'N02AA01' }] }), NPL, 1)
        .label,
    ).toBe('N02AA01');
    expect(identifyOrder(kb, request(undefined), NPL, 1).label).toBe('Ordination 2');
  });

  it('identifies only ids the knowledge base knows, whatever the codes (property)', () => {
    const codes = fc.record(
      {
        system: fc.constantFrom(NPL, ATC_SYSTEM, 'http://x', ''),
        code: fc.oneof(
          fc.constantFrom(nplId(1), nplId(2), 'B01AA03', 'M01AE01'),
          fc.string({ maxLength: 20 }),
        ),
        display: fc.string({ maxLength: 30 }),
      },
      { requiredKeys: [] },
    );
    const concept = fc.record(
      {
        coding: fc.array(codes, { maxLength: 4 }),
        text: fc.oneof(fc.constantFrom('Waran', 'ibuprofen 200 mg'), fc.string()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(concept, { maxLength: 5 }), (concepts) => {
        const orders = identifyOrders(
          kb,
          {
            resourceType: 'Bundle',
            entry: concepts.map((c, i) => ({ resource: request(c, `o${i}`) })),
          },
          NPL,
        );
        expect(orders).toHaveLength(concepts.length);
        for (const order of orders) {
          expect(order.identified).toBe(order.nplIds.length + order.nslIds.length > 0);
          for (const id of order.nplIds) expect(kb.product(id)).toBeDefined();
          for (const id of order.nslIds) expect(kb.substance(id)).toBeDefined();
          expect(order.label.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('skips resources of a Bundle that are not MedicationRequests', () => {
    const orders = identifyOrders(
      kb,
      {
        resourceType: 'Bundle',
        entry: [
          { resource: { resourceType: 'ServiceRequest' } },
          {},
          { resource: request({ text: 'Waran' }) },
        ],
      },
      NPL,
    );
    expect(orders.map((o) => o.label)).toEqual(['Waran']);
  });

  it('keeps a medication order it cannot read as unidentified, so that it is reported', () => {
    const orders = identifyOrders(
      kb,
      {
        resourceType: 'Bundle',
        entry: [
          {
            resource: {
              resourceType: 'MedicationOrder',
              id: 'dstu2',
              medicationCodeableConcept: { text: 'Waran 2,5 mg' },
            },
          },
          { resource: { ...request({ text: 'Ibuprofen '.repeat(10_000) }), id: 'lang' } },
          { resource: { resourceType: 'MedicationRequest', medicationCodeableConcept: 'Waran' } },
          { resource: { resourceType: 'ServiceRequest' } },
        ],
      },
      NPL,
    );
    expect(orders.map(({ key, identified, unreadable }) => [key, identified, unreadable])).toEqual([
      // Its reference, so order-select's selections still name it.
      ['MedicationOrder/dstu2', false, 'dstu2MedicationOrder'],
      ['MedicationRequest/lang', false, 'malformed'],
      ['#2:MedicationRequest', false, 'malformed'],
    ]);
    expect(orders[0]?.label).toBe('Waran 2,5 mg');
    expect(orders[1]?.label).toHaveLength(80);
    expect(orders[1]?.label.endsWith('…')).toBe(true);
    expect(orders[2]?.label).toBe('Ordination 3');
  });
});
