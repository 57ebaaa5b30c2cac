import { screen, within } from '@testing-library/react';

/** A document tab's entry (an article headed by the searched item's name, level 3). */
export async function findEntry(name: string | RegExp): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 3, name });
  const entry = heading.closest('article');
  if (!entry) throw new Error(`No entry for ${String(name)}`);
  return entry;
}

/** A document card within an entry, by its title (a heading of level 4 or 5 with a link). */
export function cardIn(entry: HTMLElement, title: string, level: 4 | 5 = 4): HTMLElement {
  const heading = within(entry).getByRole('heading', { level, name: title });
  const card = heading.closest('article');
  if (!card) throw new Error(`No card ${title}`);
  return card;
}

/** The text a labelled card or page field holds: the description list's term and its definition. */
export function fieldText(container: HTMLElement, label: string): string {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

/** The badge code and colour a class line shows, and what it says the class means. */
export function classLineOf(container: HTMLElement): {
  code: string;
  colour: string;
  text: string;
} {
  const line = container.querySelector('.class-line');
  const badge = line?.querySelector('.classification-badge');
  const colour = [...(badge?.classList ?? [])].find((c) => c.startsWith('classification-badge--'));
  return {
    code: badge?.lastChild?.textContent ?? '',
    colour: colour?.replace('classification-badge--', '') ?? '',
    text: line?.querySelector('.class-line__text')?.textContent ?? '',
  };
}
