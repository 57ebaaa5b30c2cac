import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOINC_SYSTEM } from './cds-patient.ts';
import { BundleKnowledgeBase } from './knowledge-base.ts';
import { identifyRecordMedications, recordPregnancyOf } from './smart-record.ts';
import { bundleOf, nslId, substance } from '../testing/test-knowledge-base.ts';

/*
 * The edges of reading a SMART record: which medication statuses count as the list, how keys are
 * made, and exactly which Observations give the pregnancy status and its date.
 */

const NPL = 'https://journal.test/npl';
const SNOMED = 'http://snomed.info/sct';
const PREGNANT = '77386006';
const NOT_PREGNANT = '60001007';
const kb = new BundleKnowledgeBase(bundleOf({ substances: [substance('warfarin')] }));

const warfarin = (resourceType: string, extra: Record<string, unknown> = {}) => ({
  resourceType,
  medicationCodeableConcept: { text: 'warfarin' },
  ...extra,
});

const pregnancy = (answer: string, extra: Record<string, unknown> = {}) => ({
  resourceType: 'Observation',
  status: 'final',
  code: { coding: [{ system: LOINC_SYSTEM, code: '82810-3' }] },
  valueCodeableConcept: { coding: [{ system: SNOMED, code: answer }] },
  effectiveDateTime: '2026-11-02',
  ...extra,
});

describe('identifyRecordMedications: which resources are the list', () => {
  const ended = [
    'cancelled',
    'completed',
    'entered-in-error',
    'stopped',
    'revoked',
    'not-taken',
    'draft',
  ];

  it.each(ended)('leaves out a MedicationRequest and a MedicationStatement %s', (status) => {
    expect(
      identifyRecordMedications(
        kb,
        [
          warfarin('MedicationRequest', { id: 'r', status }),
          warfarin('MedicationStatement', { id: 's', status }),
        ],
        NPL,
      ),
    ).toEqual([]);
  });

  it.each(['active', 'on-hold', 'intended', 'unknown', undefined])(
    'keeps a medication whose status is %s',
    (status) => {
      const orders = identifyRecordMedications(
        kb,
        [
          warfarin('MedicationRequest', { id: 'r', status }),
          warfarin('MedicationStatement', { id: 's', status }),
        ],
        NPL,
      );
      expect(orders.map((o) => [o.key, o.nslIds, o.identified])).toEqual([
        ['MedicationRequest/r', [nslId('warfarin')], true],
        ['MedicationStatement/s', [nslId('warfarin')], true],
      ]);
    },
  );

  it('skips null, arrays and other resources without shifting the keys of the list', () => {
    const orders = identifyRecordMedications(
      kb,
      [
        null,
        { resourceType: 'Patient', id: 'p' },
        warfarin('MedicationRequest', { id: 'a' }),
        [warfarin('MedicationRequest', { id: 'in-array' })],
        { resourceType: 'Observation', id: 'o' },
        warfarin('MedicationStatement', { id: 'b' }),
        warfarin('MedicationOrder', { id: 'dstu2' }),
      ],
      NPL,
    );
    expect(orders.map((o) => [o.key, o.identified])).toEqual([
      ['MedicationRequest/a', true],
      ['MedicationStatement/b', true],
    ]);
  });

  it('keys a medication without a usable id by its position and codes, not by "undefined"', () => {
    const orders = identifyRecordMedications(
      kb,
      [
        warfarin('MedicationRequest'),
        warfarin('MedicationStatement'),
        warfarin('MedicationRequest', { id: 7 }),
      ],
      NPL,
    );
    expect(orders).toHaveLength(3);
    for (const order of orders) {
      expect(order.key).not.toMatch(/undefined|\/7$/);
      expect(order.key).toMatch(/^#\d+:/);
    }
    expect(orders[2]).toMatchObject({ identified: false, unreadable: 'malformed' });
  });
});

describe('recordPregnancyOf: the status', () => {
  it('maps SNOMED 77386006 to pregnant and 60001007 to not pregnant', () => {
    expect(recordPregnancyOf([pregnancy(PREGNANT)])).toEqual({
      status: 'pregnant',
      date: '2026-11-02',
    });
    expect(recordPregnancyOf([pregnancy(NOT_PREGNANT)])).toEqual({
      status: 'notPregnant',
      date: '2026-11-02',
    });
  });

  it.each(['entered-in-error', 'cancelled', 'preliminary'])(
    'passes over a newer status that is %s',
    (status) => {
      expect(
        recordPregnancyOf([
          pregnancy(NOT_PREGNANT, { effectiveDateTime: '2026-01-10' }),
          pregnancy(PREGNANT, { status, effectiveDateTime: '2026-11-20' }),
        ]),
      ).toEqual({ status: 'notPregnant', date: '2026-01-10' });
    },
  );

  it('reads an Observation without a status, and one amended or corrected', () => {
    expect(recordPregnancyOf([pregnancy(PREGNANT, { status: undefined })])?.status).toBe(
      'pregnant',
    );
    for (const status of ['amended', 'corrected'])
      expect(recordPregnancyOf([pregnancy(PREGNANT, { status })])?.status).toBe('pregnant');
  });

  it('reads only Observations coded LOINC 82810-3', () => {
    const codedAs = (coding: unknown) => pregnancy(PREGNANT, { code: { coding } });
    // Another LOINC code, the right code in another system, no code at all, a broken coding.
    expect(recordPregnancyOf([codedAs([{ system: LOINC_SYSTEM, code: '11449-6' }])])).toBeNull();
    expect(recordPregnancyOf([codedAs([{ system: 'urn:local', code: '82810-3' }])])).toBeNull();
    expect(recordPregnancyOf([pregnancy(PREGNANT, { code: undefined })])).toBeNull();
    expect(recordPregnancyOf([codedAs({ system: LOINC_SYSTEM, code: '82810-3' })])).toBeNull();
    expect(recordPregnancyOf([codedAs('82810-3')])).toBeNull();
    // The LOINC coding among others (and among broken entries) is enough.
    expect(
      recordPregnancyOf([
        codedAs([
          null,
          { system: 'urn:local', code: 'GRAV' },
          { system: LOINC_SYSTEM, code: '82810-3' },
        ]),
      ]),
    ).toEqual({ status: 'pregnant', date: '2026-11-02' });
  });

  it('reads only Observations, however they are shaped', () => {
    const shape: Record<string, unknown> = { ...pregnancy(PREGNANT) };
    delete shape.resourceType;
    expect(
      recordPregnancyOf([
        { ...shape, resourceType: 'Condition' },
        shape,
        null,
        'Observation',
        [pregnancy(NOT_PREGNANT)],
      ]),
    ).toBeNull();
  });

  it('reads only SNOMED CT answers it knows, the first known one winning', () => {
    const answered = (coding: unknown) => pregnancy(PREGNANT, { valueCodeableConcept: { coding } });
    expect(recordPregnancyOf([answered([{ system: 'urn:local', code: PREGNANT }])])).toBeNull();
    expect(recordPregnancyOf([answered([{ system: SNOMED, code: '261665006' }])])).toBeNull();
    expect(recordPregnancyOf([answered({ system: SNOMED, code: PREGNANT })])).toBeNull();
    expect(
      recordPregnancyOf([pregnancy(PREGNANT, { valueCodeableConcept: undefined })]),
    ).toBeNull();
    expect(
      recordPregnancyOf([
        answered([
          null,
          { system: 'urn:local', code: NOT_PREGNANT },
          { system: SNOMED, code: '261665006' },
          { system: SNOMED, code: PREGNANT },
          { system: SNOMED, code: NOT_PREGNANT },
        ]),
      ]),
    ).toEqual({ status: 'pregnant', date: '2026-11-02' });
  });
});

describe('recordPregnancyOf: the date', () => {
  it('gives the day of a date-time, and the issued day when there is no effective one', () => {
    expect(
      recordPregnancyOf([pregnancy(PREGNANT, { effectiveDateTime: '2026-11-02T23:30:00+01:00' })]),
    ).toEqual({ status: 'pregnant', date: '2026-11-02' });
    expect(
      recordPregnancyOf([
        pregnancy(PREGNANT, { effectiveDateTime: undefined, issued: '2026-10-05T08:00:00Z' }),
      ]),
    ).toEqual({ status: 'pregnant', date: '2026-10-05' });
  });

  it('gives no date for one that is not a yyyy-mm-dd string', () => {
    for (const when of [
      'unknown',
      'x2026-11-02',
      '2026-11-2',
      '2026-11',
      '02/11/2026',
      20261102,
      ['2026-11-02'],
      { start: '2026-11-02' },
      undefined,
    ])
      expect(recordPregnancyOf([pregnancy(PREGNANT, { effectiveDateTime: when })])).toEqual({
        status: 'pregnant',
        date: null,
      });
  });

  it('always gives a yyyy-mm-dd date or null, whatever the record wrote', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.date().map(String)), (when) => {
        const date = recordPregnancyOf([pregnancy(PREGNANT, { effectiveDateTime: when })])?.date;
        expect(date === null || /^\d{4}-\d{2}-\d{2}$/.test(date ?? '')).toBe(true);
      }),
    );
  });

  it('takes the newest dated status whatever the order, an undated one only without any', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 3000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        (days, undated, newestPregnant) => {
          const dates = days.map((d) =>
            new Date(Date.UTC(2018, 0, 1) + d * 86_400_000).toISOString().slice(0, 10),
          );
          const newest = [...dates].sort().at(-1);
          const [answer, other] = newestPregnant
            ? [PREGNANT, NOT_PREGNANT]
            : [NOT_PREGNANT, PREGNANT];
          const observations = [
            ...dates.map((date) =>
              pregnancy(date === newest ? answer : other, { effectiveDateTime: date }),
            ),
            ...Array.from({ length: undated }, () =>
              pregnancy(other, { effectiveDateTime: undefined }),
            ),
          ];
          for (const order of [observations, [...observations].reverse()])
            expect(recordPregnancyOf(order)).toEqual({
              status: newestPregnant ? 'pregnant' : 'notPregnant',
              date: newest,
            });
        },
      ),
    );
  });

  it('gives an undated status when the record has no dated one', () => {
    expect(recordPregnancyOf([pregnancy(NOT_PREGNANT, { effectiveDateTime: undefined })])).toEqual({
      status: 'notPregnant',
      date: null,
    });
  });
});
