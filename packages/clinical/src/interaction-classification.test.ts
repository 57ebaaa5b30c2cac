import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  compareInteractionSeverity,
  INTERACTION_DOCUMENTATION_TEXT,
  INTERACTION_SEVERITY_TEXT,
  interactionCode,
  interactionColour,
  interactionRank,
  interactionTooltip,
  mostSevereInteraction,
  parseInteractionCode,
  type InteractionSeverity,
} from './interaction-classification.ts';

describe('interaction classification (specification §3, §4)', () => {
  it('ranks A=1, B=2, C=3, D=4', () => {
    expect((['A', 'B', 'C', 'D'] as const).map(interactionRank)).toEqual([1, 2, 3, 4]);
  });

  it('colours A green, B white, C yellow, D red', () => {
    expect((['A', 'B', 'C', 'D'] as const).map(interactionColour)).toEqual([
      'green',
      'white',
      'yellow',
      'red',
    ]);
  });

  it('parses valid codes case-insensitively and rejects everything else', () => {
    expect(parseInteractionCode('C3')).toEqual({ severity: 'C', documentation: 3 });
    expect(parseInteractionCode(' d0 ')).toEqual({ severity: 'D', documentation: 0 });
    for (const bad of ['', 'E1', 'C5', 'C', '3', 'CC3', 'C-1', 'C 3', 'C34', 'C3X']) {
      expect(parseInteractionCode(bad)).toBeNull();
    }
  });

  it('round-trips every code through parse and format', () => {
    const code = fc.tuple(fc.constantFrom('A', 'B', 'C', 'D'), fc.integer({ min: 0, max: 4 }));
    fc.assert(
      fc.property(code, ([severity, documentation]) => {
        const text = `${severity}${documentation}`;
        const parsed = parseInteractionCode(text);
        expect(parsed).not.toBeNull();
        if (parsed) expect(interactionCode(parsed)).toBe(text);
      }),
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.string(), (text) => void parseInteractionCode(text)));
  });

  it('sorts by severity first, then by documentation', () => {
    const list = ['B4', 'D1', 'C3', 'D3', 'A0', 'C4'].map((code) => {
      const parsed = parseInteractionCode(code);
      if (!parsed) throw new Error(code);
      return parsed;
    });
    expect([...list].sort(compareInteractionSeverity).map(interactionCode)).toEqual([
      'D3',
      'D1',
      'C4',
      'C3',
      'B4',
      'A0',
    ]);
  });

  it('picks the most severe classification, or null when there is none', () => {
    const severities: InteractionSeverity[] = ['B', 'D', 'C'];
    const list = severities.map((severity) => ({ severity, documentation: 2 as const }));
    expect(mostSevereInteraction(list)?.severity).toBe('D');
    expect(mostSevereInteraction([])).toBeNull();
  });
});

describe('interaction tooltips (specification §3)', () => {
  it('explains the letter and the digit of a badge', () => {
    expect(interactionTooltip({ severity: 'D', documentation: 4 })).toBe(
      'Kliniskt betydelsefull interaktion. Kombinationen bör undvikas. Underlaget är kontrollerade studier på relevanta patientgrupper.',
    );
    expect(interactionTooltip({ severity: 'A', documentation: 0 })).toContain(
      'saknar klinisk betydelse',
    );
  });
});

describe('what each letter and digit means (specification §3 Interaction tooltips)', () => {
  it('words each severity as the specification does', () => {
    expect(INTERACTION_SEVERITY_TEXT.A).toMatch(/saknar klinisk betydelse/);
    expect(INTERACTION_SEVERITY_TEXT.B).toMatch(/okänd eller varierar/);
    expect(INTERACTION_SEVERITY_TEXT.C).toMatch(/dosjustering/);
    expect(INTERACTION_SEVERITY_TEXT.D).toMatch(/bör undvikas/);
  });

  it('words each documentation digit as the specification does', () => {
    expect(INTERACTION_DOCUMENTATION_TEXT[0]).toMatch(/andra, likartade läkemedel/);
    expect(INTERACTION_DOCUMENTATION_TEXT[1]).toMatch(/ofullständiga fallrapporter.*in vitro/);
    expect(INTERACTION_DOCUMENTATION_TEXT[2]).toMatch(/väldokumenterade fallrapporter/);
    expect(INTERACTION_DOCUMENTATION_TEXT[3]).toMatch(/friska försökspersoner.*pilotstudier/);
    expect(INTERACTION_DOCUMENTATION_TEXT[4]).toMatch(/kontrollerade studier/);
  });
});
