import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  validateContactEmail,
  validateContactMessage,
  validateContactName,
  validateLoginEmail,
  validateRedirectTarget,
} from './form-validation.ts';

describe('contact form (specification §5)', () => {
  it('accepts names of 2–28 letters, with Nordic and European accents', () => {
    for (const name of [
      'Åsa',
      'Björn-Örjan',
      "O'Brien",
      'Zoë',
      'José María',
      'Ægir',
      'Jr.',
      'Ng',
      'Łukasz',
      'Dvořák, J.',
    ]) {
      expect(validateContactName(name)).toEqual({ ok: true, value: name });
    }
  });

  it('refuses names that are too short, too long or contain other characters', () => {
    expect(validateContactName('A').ok).toBe(false);
    expect(validateContactName('A'.repeat(28)).ok).toBe(true);
    expect(validateContactName('A'.repeat(29)).ok).toBe(false);
    for (const bad of ['R2D2', '<script>', 'Anna_B', 'Anna@x', 'Ann😀']) {
      expect(validateContactName(bad).ok).toBe(false);
    }
  });

  it('wants an e-mail with a 2–4 letter top-level domain', () => {
    expect(validateContactEmail(' anna.svensson@region.se ').ok).toBe(true);
    expect(validateContactEmail('a+b@mail.info').ok).toBe(true);
    for (const bad of [
      'anna@region',
      'anna@region.s',
      'anna@region.museum',
      'anna.region.se',
      '@region.se',
      'a b@x.se',
    ]) {
      expect(validateContactEmail(bad).ok).toBe(false);
    }
  });

  it('wants a message of 5–720 characters', () => {
    expect(validateContactMessage('Hej!').ok).toBe(false);
    expect(validateContactMessage('Hej!!').ok).toBe(true);
    expect(validateContactMessage('x'.repeat(720)).ok).toBe(true);
    expect(validateContactMessage('x'.repeat(721))).toEqual({
      ok: false,
      reason: 'Meddelandet får vara högst 720 tecken',
    });
  });
});

describe('login e-mail (specification §5)', () => {
  it('is trimmed and may hold Swedish letters', () => {
    expect(validateLoginEmail('  åsa.öberg@sjukhus.se ')).toEqual({
      ok: true,
      value: 'åsa.öberg@sjukhus.se',
    });
  });

  it("reports an empty field as 'empty', with no error shown", () => {
    expect(validateLoginEmail('   ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('refuses malformed addresses', () => {
    for (const bad of ['asa', 'asa@', 'asa@sjukhus', 'asa@sjukhus.sverige', 'a sa@sjukhus.se']) {
      expect(validateLoginEmail(bad).ok).toBe(false);
    }
  });
});

describe('redirect targets (specification §5)', () => {
  it('allows local paths', () => {
    for (const path of [
      '/',
      '/riskprofil',
      '/interaktioner?nplIds=99000000000001&nslIds=IDX',
      '/about/om-medkompass#cookies',
    ]) {
      expect(validateRedirectTarget(path).ok).toBe(true);
    }
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'riskprofil',
      '/a b',
      '/<x>',
      '',
    ]) {
      expect(validateRedirectTarget(bad).ok).toBe(false);
    }
  });

  it('never accepts a target that a browser would resolve to another origin', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = validateRedirectTarget(text);
        if (result.ok)
          expect(new URL(text, 'https://medkompass.se').origin).toBe('https://medkompass.se');
      }),
    );
  });
});

describe('contact and login fields at their edges', () => {
  const reasonOf = (result: { ok: boolean; reason?: string }) => (result.ok ? '' : result.reason);

  it('trims a name, a message and an e-mail before checking and keeping them', () => {
    expect(validateContactName('  Anna  ')).toEqual({ ok: true, value: 'Anna' });
    expect(validateContactMessage('  Hej då!  ')).toEqual({ ok: true, value: 'Hej då!' });
    // Five characters only when the spaces around them count.
    expect(validateContactMessage('  Hej  ').ok).toBe(false);
  });

  it('accepts domains of several levels and with digits', () => {
    expect(validateContactEmail('anna@mail.region.se').ok).toBe(true);
    expect(validateContactEmail('anna@region1.se').ok).toBe(true);
  });

  it('says why a value was refused, with the limits that apply', () => {
    expect(reasonOf(validateContactName('A'))).toBe('Ange 2–28 tecken');
    expect(reasonOf(validateContactName('R2D2'))).toMatch(/bokstäver/);
    expect(reasonOf(validateContactEmail('anna'))).toMatch(/e-postadress/);
    expect(reasonOf(validateContactMessage('Hej'))).toBe('Meddelandet ska vara minst 5 tecken');
    expect(reasonOf(validateContactMessage('x'.repeat(721)))).toBe(
      'Meddelandet får vara högst 720 tecken',
    );
    expect(reasonOf(validateLoginEmail('anna@'))).toMatch(/e-postadress/);
    expect(reasonOf(validateRedirectTarget('//evil.example'))).toMatch(/\S/);
  });
});
