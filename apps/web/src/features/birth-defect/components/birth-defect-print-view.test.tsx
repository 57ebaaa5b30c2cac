import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BIRTH_DEFECT_CLASS_TEXT,
  pregnancyLevelCode,
} from '@medkompass/clinical/document-classification.ts';
import { IDS } from '../../../test/fake-api.ts';
import { cardIn, fieldText, findEntry } from '../../../test/document-queries.ts';
import { expectedDocumentTab } from '../../../test/expected-severity.ts';
import { FIXTURE_BUNDLE } from '../../../test/fixture-kb.ts';
import { expectClassKey, expectPrintedInTabOrder, listQuery } from '../../../test/print-queries.ts';
import { renderApp } from '../../../test/render-app.tsx';

const LIST = {
  nplIds: [IDS.alvedon, IDS.metforminTablet, IDS.waran],
  nslIds: [IDS.apixaban, IDS.ibuprofen, IDS.metformin],
};

describe('/fosterpaverkan/utskrift', () => {
  it('prints every entry most severe first, the unassessed named, each assessment whole', async () => {
    renderApp(`/fosterpaverkan/utskrift?${listQuery(LIST)}`);

    const expected = expectedDocumentTab(
      'birthdefect',
      'pregnancy',
      (d) => pregnancyLevelCode(d.classificationLevel),
      LIST,
    );
    await expectPrintedInTabOrder('Fosterpåverkan', expected);

    // The tab shortens this one; on paper it is whole, with no link to follow.
    const ibuprofen = cardIn(await findEntry('Ibuprofen'), 'Ibuprofen');
    const whole = FIXTURE_BUNDLE.birthDefectDocuments.find((d) => d.id === 'bd-ibuprofen');
    expect(fieldText(ibuprofen, 'Bedömning')).toBe(whole?.assessment);
    expect(within(ibuprofen).queryByRole('link', { name: /Läs hela/ })).toBeNull();
    expect(await findEntry('Metformin')).toHaveTextContent('Ej bedömd');

    expectClassKey(['1', '2', '3', '?'] as const, BIRTH_DEFECT_CLASS_TEXT);
  });

  it('is linked from the tab, with the list', async () => {
    renderApp(`/fosterpaverkan?nslIds=${IDS.ibuprofen}`);

    expect(await screen.findByRole('link', { name: /^Skriv ut \(/ })).toHaveAttribute(
      'href',
      `/fosterpaverkan/utskrift?nslIds=${IDS.ibuprofen}`,
    );
  });
});
