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
        // React changes less often than the app: its own chunk stays cached across releases. Other
        // libraries go where the bundler puts them, with the routes that use them, so the first
        // page loads only what it renders (issue 16).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The captcha widget (~220 kB) and its CSS load only with the contact form.
            { name: 'altcha', test: /node_modules[\\/]altcha[\\/]/ },
            // zod-config.ts goes with Zod: a chunk of the app that builds a schema when it loads is
            // evaluated after the zod chunk it imports, so Zod is configured before any schema.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-config\.ts$/ },
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
