import { defineConfig } from 'vitest/config';
import { vitestReporters } from '../../scripts/test-report.ts';

// Clinical rules decide prescriptions: every branch must be exercised by a test.
export default defineConfig({
  test: {
    name: 'clinical',
    // Run alone (npm run test:coverage), this is the root configuration: it names the reporters.
    ...vitestReporters(),
    include: ['src/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      thresholds: { branches: 100, functions: 100, lines: 100, statements: 100 },
    },
  },
});
