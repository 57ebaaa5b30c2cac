import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Each test file builds its own app on its own database; two cores make two forks the sweet spot.
    pool: 'forks',
    maxWorkers: 2,
  },
});
