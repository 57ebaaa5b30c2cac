import { describe, expect, it } from 'vitest';
import type { FhirMedicationRequest } from '@medkompass/contracts/cds-hooks.ts';
import { ATC_SYSTEM, identifyOrder, identifyOrders } from './cds-medications.ts';
import { BundleKnowledgeBase } from './knowledge-base.ts';
import { bundleOf, nplId, nslId, product, substance } from '../testing/test-knowledge-base.ts';

const NPL = 'https://journal.test/npl';

/**
 * A fresh knowledge base for each test (its code index is built on first use): warfarin (B01AA03)
 * and its salt, which also carries the English name 'warfarin'; insulin glargin, a two-word name;
 * product 1 of warfarin.
 */
function kbOf() {
  return new BundleKnowledgeBase(
    bundleOf({
      substances: [
        {
          ...substance('warfsalt', 'warfarin'),
          name: 'warfarinnatrium',
          names: [{ language: 'en', name: 'Warfarin' }],
          atcCodes: ['B01AA03'],
        },
        { ...substance('warfarin'), atcCodes: ['B01AA03'] },
        {
          ...substance('glargin'),
          name: 'insulin glargin',
          names: [{ language: 'en', name: 'Insulin glargine' }],
        },
      ],
      products: [product(1, 'peroral', 'warfarin')],
    }),
  );
}
const request = (fields: Partial<FhirMedicationRequest>) =>
  ({ resourceType: 'MedicationRequest', ...fields }) as FhirMedicationRequest;
const identify = (fields: Partial<FhirMedicationRequest>, index = 0) =>
  identifyOrder(kbOf(), request(fields), NPL, index);

describe('identifyOrder: names as record systems write them', () => {
  it('finds a name in any case and spacing, an English name, and the parent before a salt of the same name', () => {
    expect(identify({ medicationCodeableConcept: { text: '  WARFARIN ' } }).nslIds).toEqual([
      nslId('warfarin'),
    ]);
    expect(identify({ medicationCodeableConcept: { text: 'insulin   GLARGINE' } }).nslIds).toEqual([
      nslId('glargin'),
    ]);
  });

  it('tries the name before its strength, then its first word', () => {
    expect(
      identify({ medicationCodeableConcept: { text: 'Insulin glargin 100 E/ml' } }).nslIds,
    ).toEqual([nslId('glargin')]);
    expect(identify({ medicationCodeableConcept: { text: ' warfarin tabletter' } }).nslIds).toEqual(
      [nslId('warfarin')],
    );
  });

  it('takes a coding’s display when the text is blank, and names the order by it', () => {
    expect(
      identify({
        medicationCodeableConcept: {
          text: '  ',
          coding: [{ system: 'http://x', display: 'Warfarin' }],
        },
      }),
    ).toMatchObject({ label: 'Warfarin', nslIds: [nslId('warfarin')], identified: true });
  });

  it('reads a code with blanks or in lower case, and an ATC code only in the ATC system', () => {
    expect(
      identify({ medicationCodeableConcept: { coding: [{ system: NPL, code: ` ${nplId(1)} ` }] } })
        .nplIds,
    ).toEqual([nplId(1)]);
    expect(
      identify({
        medicationCodeableConcept: { coding: [{ system: ATC_SYSTEM, code: ' b01aa03 ' }] },
      }).nslIds,
    ).toEqual([nslId('warfarin'), nslId('warfsalt')]);
    expect(
      identify({ medicationCodeableConcept: { coding: [{ system: 'http://x', code: 'B01AA03' }] } })
        .identified,
    ).toBe(false);
    expect(ATC_SYSTEM).toBe('http://www.whocc.no/atc');
  });

  it('follows a reference to a contained Medication, else reads the reference’s display', () => {
    // A contained resource 'med' names insulin glargin; the reference's display names warfarin.
    const found = (resourceType: string, reference: string) =>
      identify({
        contained: [{ resourceType, id: 'med', code: { text: 'insulin glargin' } }],
        medicationReference: { reference, display: 'Warfarin' },
      }).nslIds;
    expect(found('Medication', '#med')).toEqual([nslId('glargin')]);
    expect(found('Substance', '#med')).toEqual([nslId('warfarin')]);
    expect(found('Medication', 'Medication/med')).toEqual([nslId('warfarin')]);
    expect(identify({ medicationReference: { reference: 'Medication/x' } }, 4)).toEqual({
      key: '#4:',
      label: 'Ordination 5',
      nplIds: [],
      nslIds: [],
      identified: false,
    });
  });

  it('keys an order without an id by its codes, else its name, the same in every hook', () => {
    expect(
      identify(
        {
          medicationCodeableConcept: {
            coding: [{ system: ATC_SYSTEM, code: 'B01AA03' }, { code: 'x' }],
          },
        },
        2,
      ).key,
    ).toBe('#2:http://www.whocc.no/atc|B01AA03,|x');
    expect(identify({ medicationCodeableConcept: { text: 'Warfarin' } }, 1).key).toBe(
      '#1:Warfarin',
    );
  });
});

describe('identifyOrders: orders that cannot be read', () => {
  const unreadable = (resource: object) =>
    identifyOrders(
      kbOf(),
      { resourceType: 'Bundle', entry: [{ resource: resource as { resourceType: string } }] },
      NPL,
    )[0];

  it('keeps a label of 80 characters whole and cuts a longer one with no blank before the ellipsis', () => {
    const dstu2 = (text: string) => ({
      resourceType: 'MedicationOrder',
      medicationCodeableConcept: { text },
    });
    expect(unreadable(dstu2('x'.repeat(80)))?.label).toBe('x'.repeat(80));
    expect(unreadable(dstu2(`${'y'.repeat(78)} zzz`))?.label).toBe(`${'y'.repeat(78)}…`);
  });

  it('labels it by its text, a coding’s display or its reference’s display, whichever it has', () => {
    expect(
      unreadable({
        resourceType: 'MedicationOrder',
        medicationCodeableConcept: { text: ' ', coding: [{ display: 'Kodad' }] },
      })?.label,
    ).toBe('Kodad');
    expect(
      unreadable({ resourceType: 'MedicationOrder', medicationReference: { display: 'Refererad' } })
        ?.label,
    ).toBe('Refererad');
    expect(
      unreadable({ resourceType: 'MedicationOrder', medicationCodeableConcept: null }),
    ).toEqual({
      key: '#0:MedicationOrder',
      label: 'Ordination 1',
      nplIds: [],
      nslIds: [],
      identified: false,
      unreadable: 'dstu2MedicationOrder',
    });
  });

  it('keys it by an id of up to 200 characters, else by its place', () => {
    const withId = (id: string) => unreadable({ resourceType: 'MedicationOrder', id })?.key;
    expect(withId('i'.repeat(200))).toBe(`MedicationOrder/${'i'.repeat(200)}`);
    expect(withId('i'.repeat(201))).toBe('#0:MedicationOrder');
  });

  it('finds no orders in a Bundle that was not sent', () => {
    expect(identifyOrders(kbOf(), undefined, NPL)).toEqual([]);
  });
});
