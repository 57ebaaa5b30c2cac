import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'react-aria',
              test: /node_modules[\\/](@react-aria|@react-stately|@react-types|@internationalized|react-aria|react-aria-components|react-stately)[\\/]/,
            },
            // The captcha widget (~220 kB) and its CSS load only with the contact form.
            { name: 'altcha', test: /node_modules[\\/]altcha[\\/]/ },
            // zod-config.ts goes with Zod: a chunk of the app that builds a schema when it loads is
            // evaluated after the vendor chunk it imports, so Zod is configured before any schema.
            { name: 'vendor', test: /node_modules[\\/]|[\\/]src[\\/]lib[\\/]zod-config\.ts$/ },
          ],
        },
      },
    },
  },
  server: {
    // In dev the API and /env.json come from the server (apps/server), as they do in production.
    proxy: {
      '/api': API_ORIGIN,
      '/env.json': API_ORIGIN,
    },
  },
});
