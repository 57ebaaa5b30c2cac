import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'assessment', include: ['src/**/*.test.ts'] },
});
