import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IDS } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  forgetSmartRecordNote,
  writeSmartRecordNote,
} from '../../../lib/session/smart-record-note.ts';

const search = `jmi=true&nslIds=${IDS.warfarin}&unidentified=1&krea=300&kreadate=261125`;

describe('what a SMART launch read from the record', () => {
  afterEach(() => {
    forgetSmartRecordNote();
  });

  it('is marked as the record’s, with dates, the pregnancy status and the unidentified names', async () => {
    writeSmartRecordNote({
      search,
      unidentified: ['Ivermectin 3 MG Oral Tablet'],
      values: [
        { measure: 'creatinine', value: 300, date: '2026-11-25' },
        { measure: 'cystatinC', value: 1.45, date: null },
      ],
      pregnancy: { status: 'pregnant', date: '2026-11-02' },
    });
    renderApp(`/interaktioner?${search}`);
    const record = await screen.findByRole('region', { name: 'Från journalen' });
    expect(record).toHaveTextContent('Kunde inte identifieras: Ivermectin 3 MG Oral Tablet.');
    expect(record).toHaveTextContent('Kreatinin 300 µmol/L (2026-11-25)');
    expect(record).toHaveTextContent('Cystatin C 1,45 mg/L');
    expect(record).toHaveTextContent('Gravid (2026-11-02)');
    expect(
      await screen.findByRole('region', { name: '1 läkemedel kunde inte identifieras.' }),
    ).toBeVisible();
  });

  it('is gone once the prescriber changes the record’s values', async () => {
    writeSmartRecordNote({ search, unidentified: [], values: [], pregnancy: null });
    renderApp(`/interaktioner?${search.replace('krea=300', 'krea=250')}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Interaktioner' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Från journalen' })).not.toBeInTheDocument();
  });
});
