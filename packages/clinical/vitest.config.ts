import { defineConfig } from 'vitest/config';

// Clinical rules decide prescriptions: every branch must be exercised by a test.
export default defineConfig({
  test: {
    name: 'clinical',
    include: ['src/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      thresholds: { branches: 100, functions: 100, lines: 100, statements: 100 },
    },
  },
});
