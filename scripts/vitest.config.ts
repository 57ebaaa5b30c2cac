import { defineConfig } from 'vitest/config';

// The repository's own scripts (the test command's closing summary).
export default defineConfig({
  test: { name: 'scripts', include: ['*.test.ts'] },
});
