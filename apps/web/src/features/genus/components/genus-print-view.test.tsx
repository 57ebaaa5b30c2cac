import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GENUS_CLASS_TEXT, genusCode } from '@medkompass/clinical/document-classification.ts';
import { IDS } from '../../../test/fake-api.ts';
import { expectedDocumentTab } from '../../../test/expected-severity.ts';
import { expectClassKey, expectPrintedInTabOrder, listQuery } from '../../../test/print-queries.ts';
import { renderApp } from '../../../test/render-app.tsx';

const LIST = {
  nplIds: [IDS.citodon],
  nslIds: [IDS.metformin, IDS.warfarin, IDS.kodein, IDS.asa, IDS.apixaban],
};

describe('/genus/utskrift', () => {
  it('prints every entry most severe first with its summary, and the key to A, B, C, C! and ?', async () => {
    renderApp(`/genus/utskrift?${listQuery(LIST)}`);

    const expected = expectedDocumentTab(
      'genus',
      'genus',
      (d) => genusCode(d.classificationLevel),
      LIST,
    );
    const entries = await expectPrintedInTabOrder('Genus', expected);
    for (const term of within(entries).getAllByText('Sammanfattning', { selector: 'dt' }))
      expect(term.nextElementSibling?.textContent).not.toBe('');

    expectClassKey(['A', 'B', 'C', 'C!', '?'] as const, GENUS_CLASS_TEXT);
  });

  it('is linked from the Swedish tab', async () => {
    renderApp(`/genus?nslIds=${IDS.warfarin}`);
    expect(await screen.findByRole('link', { name: /^Skriv ut \(/ })).toHaveAttribute(
      'href',
      `/genus/utskrift?nslIds=${IDS.warfarin}`,
    );
  });

  it('is not linked from the English tab, which has no print view', async () => {
    renderApp(`/en/sexandgender?nslIds=${IDS.warfarin}`);
    expect(await screen.findByRole('heading', { level: 3, name: 'Warfarin' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Skriv ut|Print/ })).not.toBeInTheDocument();
  });
});
