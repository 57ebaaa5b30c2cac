import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const API_ORIGIN = 'http://localhost:3000';

/**
 * React Aria ships its own strings (announcements, hidden labels) in 34 locales, and every
 * component imports them all: about 90 kB of the first page. The app gives React Aria one locale,
 * sv-SE (app/providers.tsx), and en-US is its fallback; the other locales' strings are built as
 * empty, as React Aria's optimize-locales plugin does (issue 16).
 */
const KEPT_LOCALES = new Set(['sv-SE', 'en-US']);
const REACT_ARIA_LOCALE =
  /[\\/]node_modules[\\/](?:@react-aria[\\/][^\\/]+|@react-stately[\\/][^\\/]+|react-aria|react-aria-components|react-stately)[\\/]dist[\\/].*[\\/]intl[\\/](?:.+[\\/])?([a-z]{2}-[A-Z]{2})\.m?js$/;

function reactAriaLocales(): Plugin {
  return {
    name: 'medkompass:react-aria-locales',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      const locale = REACT_ARIA_LOCALE.exec(id)?.[1];
      return locale === undefined || KEPT_LOCALES.has(locale) ? null : 'export default {};';
    },
  };
}

export default defineConfig({
  plugins: [react(), reactAriaLocales()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // The shared packages are pure (schemas and rules, no I/O): a module of theirs that the
        // app imports for one function does not bring the schemas it builds for others.
        moduleSideEffects: [
          {
            test: /[\\/]packages[\\/](clinical|contracts|assessment)[\\/]src[\\/]/,
            sideEffects: false,
          },
        ],
        // Building a Zod schema has no effect outside it, but the bundler cannot know: without
        // this, a module imported for one schema or constant keeps every schema it builds, and
        // with them classic Zod on the first page (ADR 29). Only calls through the name `z` are
        // meant; zod-config.ts, whose call does have an effect, imports `config` by name.
        manualPureFunctions: ['z'],
      },
      output: {
        // React changes less often than the app: its own chunk stays cached across releases. Other
        // libraries go where the bundler puts them, with the routes that use them, so the first
        // page loads only what it renders (issue 16).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The captcha widget (~220 kB) and its CSS load only with the contact form.
            { name: 'altcha', test: /node_modules[\\/]altcha[\\/]/ },
            // Zod's core and zod/mini, which the first render's schemas use (ADR 29), with
            // zod-config.ts: a chunk that builds a schema when it loads is evaluated after the zod
            // chunk it imports, so Zod is configured before any schema.
            {
              name: 'zod-mini',
              test: /node_modules[\\/]zod[\\/](?:v4[\\/](?:core|mini)|mini)[\\/]|[\\/]src[\\/]lib[\\/]zod-config\.ts$/,
            },
            // Classic Zod (every other schema): loaded with the first API call, not the first page.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
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
