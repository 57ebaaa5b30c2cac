import { screen, within } from '@testing-library/react';

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
