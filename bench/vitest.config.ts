import { defineConfig } from 'vitest/config';

// The benchmarks' own logic (reading a load generator's report); the benchmarks themselves print.
export default defineConfig({
  test: { name: 'bench', include: ['*.test.ts'] },
});
