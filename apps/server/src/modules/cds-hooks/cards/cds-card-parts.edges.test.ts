import { describe, expect, it } from 'vitest';
import type { IdentifiedOrder } from '@medkompass/assessment/cds-medications.ts';
import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import {
  APP_URL,
  CDS_NOW,
  cdsContext,
  cdsOrder,
} from '@medkompass/assessment/testing/cds-test-context.ts';
import {
  bundleOf,
  nplId,
  nslId,
  substance,
} from '@medkompass/assessment/testing/test-knowledge-base.ts';
import { parseIntegratedUrl } from '@medkompass/clinical/integrated-mode-url.ts';
import { sourceNameSchema, type SourceName } from '@medkompass/contracts/source.ts';
import {
  appLink,
  CARD_TOPIC_SYSTEM,
  markdownText,
  orderKeys,
  ordersOf,
  OVERRIDE_REASON_SYSTEM,
  sourceCard,
  summaryOf,
} from './cds-card-parts.ts';

const bundle = bundleOf({ substances: [substance('a'), substance('b')] });
const content = { summary: 'Sammanfattning', detail: 'Detaljer', indicator: 'warning' } as const;

/** The tab names of the app (specification §2), as the cards' sources and links name them. */
const TAB_NAMES: Record<SourceName, string> = {
  interactions: 'Interaktioner',
  riskprofile: 'Riskprofil',
  njurfunktion: 'Njurfunktion',
  birthdefect: 'Fosterpåverkan',
  lactation: 'Amning',
  genus: 'Genus',
};

describe('summaryOf', () => {
  it('keeps a summary of 139 characters whole (CDS Hooks: fewer than 140)', () => {
    const text = 'x'.repeat(139);
    expect(summaryOf(text)).toBe(text);
  });

  it('cuts a longer one to 139 with an ellipsis, with no space before it', () => {
    expect(summaryOf('y'.repeat(140))).toBe(`${'y'.repeat(138)}…`);
    const spaced = `${'z'.repeat(136)}  ${'z'.repeat(10)}`;
    expect(summaryOf(spaced)).toBe(`${'z'.repeat(136)}…`);
  });
});

describe('markdownText', () => {
  it('escapes every character Markdown or HTML reads as markup, and only those', () => {
    expect(markdownText('\\ ` * _ [ ] < > & # |')).toBe(
      '\\\\ \\` \\* \\_ \\[ \\] \\< \\> \\& \\# \\|',
    );
    expect(markdownText('Halvera dosen (max 2 g/dygn), t.ex. 1-0-1.')).toBe(
      'Halvera dosen (max 2 g/dygn), t.ex. 1-0-1.',
    );
  });
});

describe('sourceCard', () => {
  it.each(sourceNameSchema.options)(
    'names the %s tab as its source, topic and link, with the override reasons',
    (source) => {
      const context = cdsContext(bundle, { draft: [cdsOrder(nslId('a'), 'A')] });
      const card = sourceCard(context, source, content);
      const tab = TAB_NAMES[source];
      const path = sourceDefinition(source).path;
      expect(card.summary).toBe('Sammanfattning');
      expect(card.detail).toBe('Detaljer');
      expect(card.indicator).toBe('warning');
      expect(card.source).toEqual({
        label: `Medkompass – ${tab}`,
        url: `${APP_URL}${path}`,
        topic: { system: CARD_TOPIC_SYSTEM, code: source, display: tab },
      });
      expect(card.links).toEqual([
        {
          label: `Öppna ${tab.toLowerCase()} i Medkompass`,
          url: appLink(context, source),
          type: 'absolute',
        },
      ]);
      expect(card.links[0]?.url.startsWith(`${APP_URL}${path}?`)).toBe(true);
    },
  );

  it('gives the prescriber the four override reasons, coded in the service’s own system', () => {
    const card = sourceCard(cdsContext(bundle), 'interactions', content);
    expect(card.overrideReasons.map((r) => [r.system, r.code])).toEqual(
      ['benefit-outweighs-risk', 'monitored', 'previously-tolerated', 'not-applicable'].map(
        (code) => [OVERRIDE_REASON_SYSTEM, code],
      ),
    );
    expect(card.overrideReasons.every((r) => r.display.length > 0)).toBe(true);
    expect(OVERRIDE_REASON_SYSTEM).toBe('https://medkompass.se/fhir/CodeSystem/override-reason');
    expect(CARD_TOPIC_SYSTEM).toBe('https://medkompass.se/fhir/CodeSystem/cds-card-topic');
  });

  it('says on every card of a demo knowledge base that it must not be used clinically', () => {
    const lactation = sourceCard(cdsContext(bundle, { isDemo: true }), 'lactation', content);
    expect(lactation.source.label).toBe('Medkompass – Amning (demodata)');
    expect(lactation.detail).toBe(
      'Detaljer\n\n*Kunskapsbasen är demodata och får inte användas kliniskt.*',
    );
    expect(lactation.summary).toBe('Sammanfattning');
  });

  it('cuts a long summary but keeps the whole detail', () => {
    const long = 'ord '.repeat(50);
    const card = sourceCard(cdsContext(bundle), 'interactions', {
      ...content,
      summary: long,
      detail: long,
    });
    expect(card.summary).toHaveLength(139);
    expect(card.detail).toBe(long);
  });
});

describe('appLink', () => {
  it('opens the tab with every order’s drugs once, the patient and the count of unidentified orders', () => {
    const unidentified: IdentifiedOrder = {
      key: 'MedicationRequest/x',
      label: 'Okänt',
      nplIds: [],
      nslIds: [],
      identified: false,
    };
    const context = cdsContext(bundle, {
      draft: [cdsOrder(nslId('a'), 'A'), cdsOrder('', 'P', [nplId(1)]), unidentified],
      active: [
        cdsOrder(nslId('a'), 'A igen'),
        cdsOrder(nslId('b'), 'B'),
        cdsOrder('', 'P2', [nplId(1)]),
      ],
      patient: { birthYear: 1950, gender: 'FEMALE', creatinine: 120, creatinineDate: '2026-11-20' },
    });
    const link = new URL(appLink(context, 'njurfunktion'));
    expect(`${link.origin}${link.pathname}`).toBe(`${APP_URL}/njurfunktion`);
    const read = parseIntegratedUrl(link.searchParams, CDS_NOW);
    expect(read.problems).toEqual([]);
    expect(read.integrated).toBe(true);
    expect(read.nslIds).toEqual([nslId('a'), nslId('b')]);
    expect(read.nplIds).toEqual([nplId(1)]);
    expect(link.searchParams.getAll('nslIds')).toEqual([`${nslId('a')},${nslId('b')}`]);
    expect(read.unidentified).toBe(1);
    expect(read.patient).toMatchObject({
      birthYear: 1950,
      gender: 'FEMALE',
      creatinine: 120,
      creatinineDate: '2026-11-20',
    });
  });
});

describe('ordersOf and orderKeys', () => {
  const a = cdsOrder(nslId('a'), 'A');
  const b = cdsOrder(nslId('b'), 'B');
  const product = cdsOrder('', 'Produkt', [nplId(1)]);

  it('finds a substance entry’s orders by substance and a product entry’s by product only', () => {
    expect(ordersOf([a, b, product], { nslId: nslId('a'), nplId: null })).toEqual([a]);
    const sameSubstance = { ...a, nplIds: [nplId(2)] };
    expect(ordersOf([a, sameSubstance, product], { nslId: nslId('a'), nplId: nplId(1) })).toEqual([
      product,
    ]);
  });

  it('keys the same orders alike in any order and any number of mentions', () => {
    expect(orderKeys([b, a, b])).toBe('MedicationRequest/A,MedicationRequest/B');
    expect(orderKeys([a, b])).toBe(orderKeys([b, a]));
    expect(orderKeys([])).toBe('');
  });
});
