import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { swedishToday } from '@medkompass/clinical/calendar.ts';
import {
  LACTATION_CLASS_TEXT,
  pregnancyLevelCode,
} from '@medkompass/clinical/document-classification.ts';
import { IDS } from '../../../test/fake-api.ts';
import { fieldText, findEntry } from '../../../test/document-queries.ts';
import { expectedDocumentTab } from '../../../test/expected-severity.ts';
import {
  expectClassKey,
  expectPrintedInTabOrder,
  listQuery,
  printedPatientFact,
} from '../../../test/print-queries.ts';
import { renderApp } from '../../../test/render-app.tsx';

const NOW = new Date('2026-11-22T09:00:00Z');
const bornFor = (age: number) => swedishToday(NOW).getUTCFullYear() - age;
const LIST = {
  nplIds: [IDS.citodon, IDS.waran, '99000000000099'],
  nslIds: [IDS.ibuprofen, IDS.asa, IDS.warfarin, IDS.apixaban],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/amning/utskrift', () => {
  it('prints every entry most severe first, in full, with the fertile-age fact and the key', async () => {
    renderApp(`/amning/utskrift?${listQuery(LIST)}&birthYear=${bornFor(30)}&gender=f`, {
      isDemo: true,
    });

    const expected = expectedDocumentTab(
      'lactation',
      'pregnancy',
      (d) => pregnancyLevelCode(d.classification.level),
      LIST,
    );
    await expectPrintedInTabOrder('Amning', expected);
    // Both texts of every card, the advice to the public too.
    const cards = [
      ...(await findEntry('Ibuprofen')).querySelectorAll<HTMLElement>('.document-card'),
    ];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(fieldText(card, 'Rekommendation för vårdpersonal')).not.toBe('');
      expect(fieldText(card, 'Råd till allmänheten')).not.toBe('');
    }

    expect(await printedPatientFact('Ålder')).toBe('30 år');
    expect(await printedPatientFact('Kön')).toBe('Kvinna, fertil ålder');
    expectClassKey(['1', '2', '3', '?'] as const, LACTATION_CLASS_TEXT);
    expect(screen.getByRole('region', { name: 'Demodata.' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Skriv ut/ })).not.toBeInTheDocument();
  });

  it('says when the patient is not a woman of fertile age', async () => {
    renderApp(`/amning/utskrift?nslIds=${IDS.ibuprofen}&birthYear=${bornFor(70)}&gender=f`);

    expect(await printedPatientFact('Kön')).toBe('Kvinna. Inte kvinna i fertil ålder');
  });

  it('is linked from the tab, with the list and the patient', async () => {
    const search = `?nslIds=${IDS.ibuprofen}&birthYear=${bornFor(30)}&gender=f`;
    renderApp(`/amning${search}`);

    const link = await screen.findByRole('link', { name: /^Skriv ut \(/ });
    expect(link).toHaveAttribute('href', `/amning/utskrift${search}`);
    expect(link).toHaveAttribute('target', '_blank');
  });
});
