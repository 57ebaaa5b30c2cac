import { describe, expect, it } from 'vitest';
import { swedishToday } from '@medkompass/clinical/calendar.ts';
import { readRenalPatient, withoutPatient } from './patient-params.ts';
import { tabSearch } from './tab-search.ts';

const NOW = new Date('2026-11-22T09:00:00Z');
const year = swedishToday(NOW).getUTCFullYear();

describe('the patient in the URL', () => {
  it('is read by packages/clinical: integrated flag, patient and chosen band', () => {
    const renal = readRenalPatient(
      new URLSearchParams(`jmi=true&birthYear=${year - 62}&gender=f&krea=63&interval=30-59`),
      NOW,
    );
    expect(renal.integrated).toBe(true);
    expect(renal.patient).toMatchObject({ birthYear: year - 62, gender: 'FEMALE', creatinine: 63 });
    expect(renal.chosenBand).toBe('30–59');
  });

  it('is removed whole, band included, and nothing else', () => {
    const params = new URLSearchParams(
      'nslIds=X&jmi=true&birthYear=1964&age=62&gender=f&weight=1&height=2&krea=3&kreadate=4' +
        '&cyscegfr=5&cyscegfrdate=6&cysc=7&gfr=8&weightdate=9&lengthdate=10&interval=0-14',
    );
    expect(withoutPatient(params).toString()).toBe('nslIds=X&jmi=true');
  });

  it('stays on every tab link, but the renal tab drops the chosen band', () => {
    const search = '?nslIds=X&birthYear=1964&interval=15-29';
    expect(tabSearch('interactions', search)).toBe(search);
    expect(tabSearch('njurfunktion', search)).toBe('?nslIds=X&birthYear=1964');
    expect(tabSearch('njurfunktion', '?interval=15-29')).toBe('');
  });
});
