import { describe, expect, it } from 'vitest';
import { assessmentBundle, S } from '../test/assessment-kb.ts';
import { knowledgeBaseReport } from './kb-report.ts';

describe('knowledgeBaseReport', () => {
  const bundle = assessmentBundle();
  const report = knowledgeBaseReport({
    ...bundle,
    substances: bundle.substances.map((s) =>
      s.nslId === S.ORFAN ? { ...s, legalAdvice: 'Narkotikaklassat läkemedel.' } : s,
    ),
  });

  it('lists the substances without an assessment per source first', () => {
    const gaps = report.slice(
      report.indexOf('## Substanser utan bedömning'),
      report.indexOf('## Per substans'),
    );
    // orfan takes part in no interaction and has no documents at all.
    expect(gaps).toMatch(/\| Interaktioner \| [^|]*orfan/);
    expect(gaps).toMatch(/\| Fosterpåverkan \| [^|]*orfan/);
    expect(gaps).not.toMatch(/\| Interaktioner \| [^|]*warfarin/);
    expect(report).toContain('**Demodata – inte för kliniskt bruk.**');
  });

  it("gives each substance its interactions by grade, most severe first, with the other drug's name", () => {
    const warfarin = report.slice(report.indexOf('### warfarin'));
    const rows = warfarin.split('\n').filter((line) => /^\| [A-D]\d/.test(line));
    expect(rows).toEqual([
      '| D3 (topical: B1) | ibuprofen | Text i-warfarin-ibuprofen-consequence |',
      '| D2 (topical: B2) | diklofenak | Text i-warfarin-diklofenak-consequence |',
      '| C3 | paracetamol | Text i-warfarin-paracetamol-consequence |',
    ]);
    expect(warfarin).toContain('- Fosterpåverkan 3: Fosterskadande.');
    expect(warfarin).toContain('- Riskprofil: bleeding peroral 3');
    expect(report).toContain('interaktioner: inte bedömd; Narkotikaklassat läkemedel.');
  });
});
