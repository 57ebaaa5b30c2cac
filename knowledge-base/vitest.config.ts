import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'knowledge-base', include: ['demo/**/*.test.ts'] },
});
