import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // Room for the longest wait of src/test/setup.ts (asyncUtilTimeout) several times over.
    testTimeout: 30_000,
  },
});
