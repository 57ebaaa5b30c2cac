import { describe, expect, it } from 'vitest';
import { SOURCES } from '@medkompass/assessment/sources.ts';
import type { FirstRenderState } from '@medkompass/contracts/first-render.ts';
import { IDS } from '../../test/fixture-ids.ts';
import { aboutPageOf, firstRenderStateOf } from '../../test/fixture-first-render.ts';
import { ASSESSED_SOURCES, layoutQueries, seededAnswers } from './first-render-queries.ts';

const keyText = (query: { queryKey: readonly unknown[] }) => JSON.stringify(query.queryKey);

/** The state our server sends for a page with one product and one substance in its list. */
const stateWithList: FirstRenderState = {
  ...firstRenderStateOf('env-prod'),
  searchList: { nplIds: [IDS.alvedon], products: [], nslIds: [IDS.warfarin], substances: [] },
  aboutPage: aboutPageOf('om-medkompass'),
};

describe('the first render’s queries, declared once', () => {
  it('seeds every query the layouts of a search page wait for, under the keys they read', () => {
    const url = new URL(
      `http://localhost/interaktioner?nplIds=${IDS.alvedon}&nslIds=${IDS.warfarin}`,
    );
    const seeded = new Set(seededAnswers(stateWithList).map(keyText));
    const waitedFor = [...layoutQueries('site', url), ...layoutQueries('search', url)];
    expect(waitedFor.map(keyText)).toHaveLength(5);
    for (const query of waitedFor) expect(seeded).toContain(keyText(query));
  });

  it('waits for nothing the page does not show: no names without a list', () => {
    const url = new URL('http://localhost/interaktioner');
    expect(layoutQueries('search', url).map(keyText)).toEqual([
      JSON.stringify(['system-messages']),
    ]);
  });

  it('keeps an answer under the ids the server read, so another list asks the API again', () => {
    const url = new URL(`http://localhost/interaktioner?nslIds=${IDS.ibuprofen}`);
    const seeded = new Set(seededAnswers(stateWithList).map(keyText));
    const names = layoutQueries('search', url).filter((query) => !seeded.has(keyText(query)));
    expect(names).toHaveLength(1);
  });

  it('seeds an information page under the key its route reads, which no layout waits for', () => {
    const keys = seededAnswers(stateWithList).map(keyText);
    expect(keys.filter((key) => key.includes('om-medkompass'))).toHaveLength(1);
  });

  it('assesses every source of the table, in its order', () => {
    expect(ASSESSED_SOURCES.map(({ id }) => id)).toEqual(SOURCES.map(({ id }) => id));
  });
});
