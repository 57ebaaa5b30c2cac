import { defineConfig } from 'vitest/config';
import { vitestReporters } from './scripts/test-report.ts';

// One Vitest run with a project per workspace; the README's test command runs them in turn.
export default defineConfig({
  test: {
    ...vitestReporters(),
    projects: [
      'packages/clinical/vitest.config.ts',
      'packages/contracts/vitest.config.ts',
      'packages/assessment/vitest.config.ts',
      'knowledge-base/vitest.config.ts',
      'bench/vitest.config.ts',
      'scripts/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
