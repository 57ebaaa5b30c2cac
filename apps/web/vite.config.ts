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

/**
 * The modules the entry imports statically, which every page loads first whatever its route.
 * Left to itself the bundler cuts them into some twenty chunks by which lazy routes share them;
 * over HTTP/1.1 (six connections) each wave of requests costs the first page a round trip on a
 * slow network, so they go into one chunk (issue 16). What loads later is unchanged.
 */
const REACT_ARIA_BARREL =
  /[\\/]node_modules[\\/](?:react-aria|react-aria-components|react-stately)[\\/]dist[\\/]exports[\\/]index\.m?js$/;

function firstLoadModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const firstLoad = new Set<string>();
  return {
    has: (id) => firstLoad.has(id),
    plugin: {
      name: 'medkompass:first-load-modules',
      apply: 'build',
      buildEnd() {
        const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
        // The entry's own script (main.tsx, which index.html names) stays the entry chunk.
        const scripts = new Set(entries.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []));
        const pending = [...scripts];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          // A React Aria barrel imports every component; the app imports each component from its
          // own module (lint), so what the first page uses is reached without the barrel.
          if (REACT_ARIA_BARREL.test(id)) continue;
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
            if (firstLoad.has(imported) || scripts.has(imported)) continue;
            firstLoad.add(imported);
            pending.push(imported);
          }
        }
      },
    },
  };
}

const firstLoad = firstLoadModules();

export default defineConfig({
  plugins: [react(), reactAriaLocales(), firstLoad.plugin],
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
            // Zod (zod/mini and its core: ADR 29) with zod-config.ts: a chunk that builds a schema
            // when it loads is evaluated after the zod chunk it imports, so Zod is configured
            // before any schema.
            {
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-config\.ts$/,
            },
            // The rest of what the first page loads, in one request (firstLoadModules).
            { name: 'first-load', test: (id) => firstLoad.has(id) },
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
