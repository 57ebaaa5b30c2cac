import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The search list of a print: `nplIds=…&nslIds=…`. */
export function listQuery(list: { nplIds?: string[]; nslIds?: string[] }): string {
  return [
    ...(list.nplIds ?? []).map((id) => `nplIds=${id}`),
    ...(list.nslIds ?? []).map((id) => `nslIds=${id}`),
  ].join('&');
}

/** What the print's patient block says of a fact ('Ålder', 'Kön', 'Njurfunktion'). */
export async function printedPatientFact(term: string): Promise<string> {
  const patient = await screen.findByRole('region', { name: 'Patient' });
  const dt = within(patient).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

/** The rows of a class key: each badge's code and what it means. */
export function legendRows(legend: HTMLElement): { code: string; text: string }[] {
  return [...legend.querySelectorAll('.class-legend__row')].map((row) => ({
    code: row.querySelector('dt')?.textContent ?? '',
    text: row.querySelector('dd')?.textContent ?? '',
  }));
}

/**
 * The entries a document source prints: the tab's names in the tab's order (most severe first,
 * the unassessed last), under the tab's summary line. Returns the list for further checks.
 */
export async function expectPrintedInTabOrder(
  listName: string,
  expected: { names: string[]; summary: string },
): Promise<HTMLElement> {
  expect(expected.names.length).toBeGreaterThan(0);
  const entries = await screen.findByRole('list', { name: listName });
  await within(entries).findByRole('heading', { level: 3, name: expected.names[0] });
  expect(
    within(entries)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(expected.names);
  expect(screen.getByText(`Översikt: ${expected.summary}`)).toBeVisible();
  return entries;
}

/** The printed class key: every code in order, with the clinical package's text for it. */
export function expectClassKey<Code extends string>(
  codes: readonly Code[],
  textOf: Readonly<Record<Code, string>>,
): void {
  const legend = screen.getByRole('region', { name: 'Så läser du klassificeringen' });
  expect(legendRows(legend)).toEqual(codes.map((code) => ({ code, text: textOf[code] })));
}
