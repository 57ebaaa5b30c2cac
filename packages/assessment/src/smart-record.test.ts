import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIntegratedUrl } from '@medkompass/clinical/integrated-mode-url.ts';
import { ATC_SYSTEM } from './cds-medications.ts';
import { LOINC_SYSTEM } from './cds-patient.ts';
import { BundleKnowledgeBase } from './knowledge-base.ts';
import {
  identifyRecordMedications,
  recordLinkParams,
  recordObservationCodeQuery,
  recordPatientOf,
  recordPregnancyOf,
  recordReadingOf,
} from './smart-record.ts';
import { bundleOf, nplId, nslId, product, substance } from '../testing/test-knowledge-base.ts';
import { observation } from '../testing/fhir-observations.ts';

const NOW = new Date('2026-11-25T10:00:00Z');
const NPL = 'https://journal.test/npl';
const kb = new BundleKnowledgeBase(
  bundleOf({
    substances: [{ ...substance('warfarin'), atcCodes: ['B01AA03'] }, substance('ibuprofen')],
    products: [{ ...product(1, 'peroral', 'warfarin'), name: 'Waran', strength: '2,5 mg' }],
  }),
);

const pregnancy = (snomed: string, date: string, status = 'final') => ({
  resourceType: 'Observation',
  status,
  code: { coding: [{ system: LOINC_SYSTEM, code: '82810-3' }] },
  valueCodeableConcept: { coding: [{ system: 'http://snomed.info/sct', code: snomed }] },
  effectiveDateTime: date,
});
const patient = { resourceType: 'Patient', id: 'p1', birthDate: '1946-03-02', gender: 'male' };

describe('identifyRecordMedications', () => {
  it('identifies a MedicationRequest by NPL id, naming the product as the app does', () => {
    const [order] = identifyRecordMedications(
      kb,
      [
        {
          resourceType: 'MedicationRequest',
          id: 'mr1',
          status: 'active',
          medicationCodeableConcept: { coding: [{ system: NPL, code: nplId(1) }] },
        },
      ],
      NPL,
    );
    expect(order).toMatchObject({
      key: 'MedicationRequest/mr1',
      nplIds: [nplId(1)],
      identified: true,
    });
    expect(order?.label).toMatch(/^Waran 2,5 mg/);
  });

  it('identifies a MedicationStatement by ATC code or by substance name, like an order', () => {
    const orders = identifyRecordMedications(
      kb,
      [
        {
          resourceType: 'MedicationStatement',
          id: 'ms1',
          status: 'active',
          medicationCodeableConcept: { coding: [{ system: ATC_SYSTEM, code: 'B01AA03' }] },
        },
        {
          resourceType: 'MedicationStatement',
          id: 'ms2',
          status: 'active',
          medicationCodeableConcept: { text: 'Ibuprofen 400 mg' },
        },
      ],
      NPL,
    );
    expect(orders.map((o) => [o.key, o.nslIds, o.identified])).toEqual([
      ['MedicationStatement/ms1', [nslId('warfarin')], true],
      ['MedicationStatement/ms2', [nslId('ibuprofen')], true],
    ]);
  });

  it('keeps a medication coded only in RxNorm as unidentified, with its name', () => {
    const [order] = identifyRecordMedications(
      kb,
      [
        {
          resourceType: 'MedicationRequest',
          id: 'rx',
          status: 'active',
          medicationCodeableConcept: {
            coding: [
              {
                system: 'http://www.nlm.nih.gov/research/umls/rxnorm',
                code: '197361',
                display: 'Amlodipine 5 MG Oral Tablet',
              },
            ],
          },
        },
      ],
      NPL,
    );
    expect(order).toMatchObject({ identified: false, label: 'Amlodipine 5 MG Oral Tablet' });
  });

  it('leaves out ended orders and other resources, and reports a malformed one', () => {
    const orders = identifyRecordMedications(
      kb,
      [
        {
          resourceType: 'MedicationRequest',
          status: 'stopped',
          medicationCodeableConcept: { text: 'warfarin' },
        },
        { resourceType: 'Patient', id: 'x' },
        'not a resource',
        {
          resourceType: 'MedicationRequest',
          id: 'bad',
          medicationCodeableConcept: { text: 'x'.repeat(3000) },
        },
      ],
      NPL,
    );
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ identified: false, unreadable: 'malformed' });
  });
});

describe('recordPatientOf', () => {
  it('reads the Patient (birth date → birth year, gender → sex) and the newest measures', () => {
    const result = recordPatientOf(
      patient,
      [
        observation('14682-9', 250, 'umol/L', '2026-10-01'),
        observation('14682-9', 300, 'umol/L', '2026-11-20'),
        observation('29463-7', 80, 'kg', '2026-11-01'),
        observation('8302-2', 1.78, 'm', '2026-01-01'),
        observation('33863-2', 1.4, 'mg/L', '2026-11-20'),
      ],
      NOW,
    );
    expect(result.ok && result.patient.patient).toMatchObject({
      birthYear: 1946,
      gender: 'MALE',
      creatinine: 300,
      creatinineDate: '2026-11-20',
      weight: 80,
      height: 178,
      heightDate: '2026-01-01',
      cystatinC: 1.4,
    });
  });

  it('refuses a malformed Patient rather than guessing', () => {
    expect(recordPatientOf({ resourceType: 'Patient', birthDate: '2/3/1946' }, [], NOW)).toEqual({
      ok: false,
      problem: 'malformedPatient',
    });
    expect(recordPatientOf(null, [], NOW).ok).toBe(false);
  });

  it('does not use an Observation in a unit it does not read, and says so', () => {
    const result = recordPatientOf(
      patient,
      [observation('14682-9', 3, 'mg/mL', '2026-11-20')],
      NOW,
    );
    expect(result.ok && result.patient.patient.creatinine).toBeNull();
    expect(result.ok && result.patient.gaps.unused.creatinine?.problem).toBe('unit');
  });

  it('reads creatinine in any unit spelling alike (µmol/L, μmol/L, umol/L, mg/dL)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 2000 }),
        fc.constantFrom('µmol/L', 'μmol/L', 'umol/L', 'UMOL/L', 'µmol / L'),
        fc.date({ min: new Date('2000-01-01'), max: NOW, noInvalidDate: true }),
        (value, unit, when) => {
          const date = when.toISOString().slice(0, 10);
          const result = recordPatientOf(
            patient,
            [observation('14682-9', value, unit, `${date}T08:00:00+01:00`)],
            NOW,
          );
          expect(result.ok && result.patient.patient.creatinine).toBe(value);
          expect(result.ok && result.patient.patient.creatinineDate).toBe(date);
          const inMgDl = recordPatientOf(
            patient,
            [observation('2160-0', value / 88.42, 'mg/dL', date)],
            NOW,
          );
          expect(inMgDl.ok && inMgDl.patient.patient.creatinine).toBe(value);
        },
      ),
    );
  });

  it('takes the newest dated value whatever the order of the Observations', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 3000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 40, max: 150 }),
        (days, weight) => {
          const dated = days.map((d, i) => ({
            date: new Date(Date.UTC(2018, 0, 1) + d * 86_400_000).toISOString().slice(0, 10),
            value: weight + i,
          }));
          const newest = [...dated].sort((a, b) => b.date.localeCompare(a.date))[0];
          const result = recordPatientOf(
            patient,
            dated.map(({ date, value }) => observation('29463-7', value, 'kg', date)),
            NOW,
          );
          expect(result.ok && result.patient.patient.weight).toBe(newest?.value);
          expect(result.ok && result.patient.patient.weightDate).toBe(newest?.date);
        },
      ),
    );
  });

  it('reads the pregnancy status (LOINC 82810-3), the newest final one', () => {
    const result = recordPatientOf(
      { resourceType: 'Patient', birthDate: '1992-05-01', gender: 'female' },
      [
        pregnancy('60001007', '2026-01-10'),
        pregnancy('77386006', '2026-11-02'),
        pregnancy('60001007', '2026-11-20', 'preliminary'),
      ],
      NOW,
    );
    expect(result.ok && result.pregnancy).toEqual({ status: 'pregnant', date: '2026-11-02' });
    expect(result.ok && result.patient.fertileWoman).toBe(true);
    expect(recordPregnancyOf([pregnancy('261665006', '2026-11-02')])).toBeNull();
  });
});

describe('recordLinkParams', () => {
  it('writes the integrated-mode address the app reads back as the same patient and list', () => {
    const result = recordPatientOf(
      patient,
      [observation('14682-9', 300, 'umol/L', '2026-11-20')],
      NOW,
    );
    if (!result.ok) throw new Error('patient');
    const orders = identifyRecordMedications(
      kb,
      [
        {
          resourceType: 'MedicationRequest',
          id: 'a',
          medicationCodeableConcept: { coding: [{ system: NPL, code: nplId(1) }] },
        },
        { resourceType: 'MedicationStatement', id: 'b', medicationCodeableConcept: { text: '?' } },
      ],
      NPL,
    );
    const parsed = parseIntegratedUrl(recordLinkParams(result.patient, orders), NOW);
    expect(parsed).toMatchObject({
      integrated: true,
      nplIds: [nplId(1)],
      unidentified: 1,
      patient: { birthYear: 1946, gender: 'MALE', creatinine: 300, creatinineDate: '2026-11-20' },
    });
  });

  it('asks for every code the CDS prefetch reads and pregnancy status', () => {
    const query = recordObservationCodeQuery();
    for (const code of ['14682-9', '2160-0', '33863-2', '50210-4', '29463-7', '8302-2', '82810-3'])
      expect(query).toContain(`${LOINC_SYSTEM}|${code}`);
  });
});

describe('recordReadingOf', () => {
  it('gives the query, the record’s values with dates, the pregnancy and the unidentified names', () => {
    const reading = recordReadingOf(
      kb,
      {
        patient: { resourceType: 'Patient', birthDate: '1992-05-01', gender: 'female' },
        observations: [
          observation('14682-9', 70, 'umol/L', '2026-11-20'),
          pregnancy('77386006', '2026-11-02'),
        ],
        medications: [
          {
            resourceType: 'MedicationStatement',
            id: 'x',
            medicationCodeableConcept: { text: 'Okänt preparat' },
          },
          { resourceType: 'MedicationRequest', medicationCodeableConcept: { text: 'warfarin' } },
        ],
      },
      NPL,
      NOW,
    );
    expect(reading).toEqual({
      ok: true,
      search: expect.stringContaining('jmi=true') as string,
      unidentified: ['Okänt preparat'],
      values: [{ measure: 'creatinine', value: 70, date: '2026-11-20' }],
      pregnancy: { status: 'pregnant', date: '2026-11-02' },
    });
    const params = new URLSearchParams(reading.ok ? reading.search : '');
    expect(params.get('nslIds')).toBe(nslId('warfarin'));
    expect(params.get('unidentified')).toBe('1');
  });

  it('gives nothing for a malformed Patient', () => {
    expect(
      recordReadingOf(
        kb,
        { patient: { resourceType: 'Patient', gender: 'x' }, observations: [], medications: [] },
        NPL,
        NOW,
      ),
    ).toEqual({ ok: false, problem: 'malformedPatient' });
  });
});
