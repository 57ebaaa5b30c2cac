import { describe, expect, it } from 'vitest';
import { forNewPatient, holdsPatient } from './new-patient.ts';

describe('the URL for a new patient', () => {
  it('drops the list, every patient field, the chosen band and the administrations', () => {
    const params = new URLSearchParams(
      'nplIds=99000000000001&nslIds=IDDEMOWARFARIN&nslIds=IDDEMOIBUPROFEN&birthYear=1964&age=62' +
        '&gender=f&weight=70&height=170&krea=90&kreadate=261101&cyscegfr=60&cyscegfrdate=261101' +
        '&cysc=1.2&gfr=50&weightdate=261101&lengthdate=261101&interval=30-59' +
        '&administration=IDDEMOIBUPROFEN.peroral&administration=IDDEMOWARFARIN.none' +
        '&isFertile=false&unidentified=2',
    );
    expect(forNewPatient(params).toString()).toBe('');
    expect(holdsPatient(params)).toBe(true);
  });

  it('keeps what is not about the patient', () => {
    const params = new URLSearchParams('jmi=true&rl=true&nslIds=IDDEMOWARFARIN&krea=90');
    expect(forNewPatient(params).toString()).toBe('jmi=true&rl=true');
  });

  it('has nothing to clear without a list or a patient', () => {
    expect(holdsPatient(new URLSearchParams(''))).toBe(false);
    expect(holdsPatient(new URLSearchParams('jmi=true&rl=true'))).toBe(false);
    expect(holdsPatient(new URLSearchParams('interval=15-29'))).toBe(true);
    expect(holdsPatient(new URLSearchParams('administration=IDDEMOWARFARIN.none'))).toBe(true);
  });
});
