import { describe, expect, it } from 'vitest';
import { mutationScore } from './mutation-test.ts';

const report = (...statuses: string[]) => ({
  thresholds: { high: 98, low: 90 },
  files: { 'a.ts': { mutants: statuses.map((status) => ({ status })) } },
});

describe('the mutation score printed per target', () => {
  it('counts timeouts as killed and uncovered mutants as survivors, as Stryker does', () => {
    expect(mutationScore(report('Killed', 'Timeout', 'Survived', 'NoCoverage'))).toEqual({
      killed: 2,
      survived: 2,
      score: 50,
    });
  });

  it('leaves out mutants that did not compile, crashed or were ignored', () => {
    expect(
      mutationScore(report('Killed', 'CompileError', 'RuntimeError', 'Ignored', 'Pending')),
    ).toEqual({ killed: 1, survived: 0, score: 100 });
    expect(mutationScore(report()).score).toBe(100);
  });
});
