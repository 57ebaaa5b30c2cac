import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'clinical', include: ['src/**/*.test.ts'] },
});
