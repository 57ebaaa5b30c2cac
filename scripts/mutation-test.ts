// Mutation testing (ADR 34): StrykerJS runs on packages/clinical, on packages/assessment and on
// the server's CDS cards (stryker.config.mjs), and the run closes with each target's mutation
// score and threshold. Stryker fails a target below its threshold (`thresholds.break`); this
// script fails when any run did. `./task test:mutation clinical` runs one target.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TARGETS = ['clinical', 'assessment', 'cds-cards'] as const;
const STRYKER = 'node_modules/@stryker-mutator/core/bin/stryker.js';
type MutationTarget = (typeof TARGETS)[number];

/** What scripts/mutation-test.ts reads of Stryker's JSON report (mutation-testing-report-schema). */
interface MutationReport {
  thresholds: { high: number; low: number };
  files: Record<string, { mutants: { status: string }[] }>;
}

export interface MutationScore {
  killed: number;
  survived: number;
  /** (killed + timed out) / (killed + timed out + survived + not covered), in %. */
  score: number;
}

/** The mutation score as Stryker counts it: mutants in error or ignored do not count. */
export function mutationScore(report: MutationReport): MutationScore {
  let killed = 0;
  let survived = 0;
  for (const file of Object.values(report.files)) {
    for (const { status } of file.mutants) {
      if (status === 'Killed' || status === 'Timeout') killed += 1;
      else if (status === 'Survived' || status === 'NoCoverage') survived += 1;
    }
  }
  const valid = killed + survived;
  return { killed, survived, score: valid === 0 ? 100 : (killed / valid) * 100 };
}

function run(name: MutationTarget): { ok: boolean; line: string } {
  const started = performance.now();
  const result = spawnSync(process.execPath, [STRYKER, 'run'], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_PACKAGE: name },
  });
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  const ok = result.status === 0;
  try {
    const report = JSON.parse(
      readFileSync(`.mutation-reports/${name}/mutation.json`, 'utf8'),
    ) as MutationReport;
    const { killed, survived, score } = mutationScore(report);
    const verdict = ok ? 'passed' : 'FAILED';
    return {
      ok,
      line: `${name}: mutation score ${score.toFixed(2)} % (${killed} killed, ${survived} survived; threshold ${report.thresholds.low} %) in ${minutes} min: ${verdict}`,
    };
  } catch {
    return {
      ok: false,
      line: `${name}: no mutation report (Stryker exited with ${result.status})`,
    };
  }
}

function main(args: readonly string[]): number {
  const unknown = args.filter((arg) => !(TARGETS as readonly string[]).includes(arg));
  if (unknown.length > 0) {
    console.error(`unknown target ${unknown.join(', ')}: choose from ${TARGETS.join(', ')}`);
    return 2;
  }
  const chosen = args.length > 0 ? (args as MutationTarget[]) : TARGETS;
  const results = chosen.map(run);
  console.log('\nMutation testing (reports in .mutation-reports/):');
  for (const { line } of results) console.log(`  ${line}`);
  return results.every((result) => result.ok) ? 0 : 1;
}

if (import.meta.main) process.exitCode = main(process.argv.slice(2));
