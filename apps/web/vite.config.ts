import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { firstLoadPreloads } from './vite-plugins/first-load-preloads.ts';
import { reactAriaDefaultLocale } from './vite-plugins/react-aria-default-locale.ts';
import { reactAriaLazyCollator } from './vite-plugins/react-aria-lazy-collator.ts';
import { reactAriaLocales } from './vite-plugins/react-aria-locales.ts';
import { reactAriaTextDirection } from './vite-plugins/react-aria-text-direction.ts';

const API_ORIGIN = 'http://localhost:3000';

const REACT_ARIA_BARREL =
  /[\\/]node_modules[\\/](?:react-aria|react-aria-components|react-stately)[\\/]dist[\\/]exports[\\/]index\.m?js$/;

/** The modules `roots` import statically, directly or not, leaving out React Aria's barrels. */
function staticImports(
  roots: Iterable<string>,
  importedIdsOf: (id: string) => readonly string[],
  excluded: (id: string) => boolean,
): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    // A React Aria barrel imports every component; the app imports each component from its own
    // module (lint), so what a page uses is reached without the barrel.
    if (REACT_ARIA_BARREL.test(id)) continue;
    for (const imported of importedIdsOf(id)) {
      if (found.has(imported) || excluded(imported)) continue;
      found.add(imported);
      pending.push(imported);
    }
  }
  return found;
}

/** The first page's widgets that load on demand (ADR 31): the combobox, info menu and tag list. */
const ON_DEMAND_WIDGET =
  /[\\/]src[\\/]features[\\/](?:search[\\/]components[\\/](?:search-combobox|search-tag-group)|navigation[\\/]components[\\/]info-menu-popup)\.tsx$/;

/**
 * Modules React Query's barrel brings that the first page does not use: its mutation hook, which
 * only the account forms use (the presets look their names up by hand: search-presets.tsx).
 * Left out of the first load, they go with the pages that use them.
 */
const NOT_ON_THE_FIRST_PAGE =
  /[\\/]node_modules[\\/]@tanstack[\\/](?:query-core|react-query)[\\/]build[\\/]modern[\\/](?:mutationObserver|useMutation)\.js$/;

/** The module that imports the first load's chunks one at a time (ADR 51). */
const START_IN_STAGES = /[\\/]src[\\/]app[\\/]first-paint[\\/]start-in-stages\.ts$/;

/**
 * Three sets of modules, each to be one chunk. Start: what the entry's script imports (Zod and
 * its configuration, the stages' scheduling, Vite's preload helper). First-load: what the app's
 * start imports beyond it, directly or not, which every page loads first whatever its route.
 * Left to itself the bundler cuts that into some twenty chunks by which lazy routes share them;
 * over HTTP/1.1 (six connections) each wave of requests costs the first page a round trip on a
 * slow network (ADR 29). With React's own chunk they are evaluated one a task (ADR 51). Widgets:
 * the on-demand widgets and what they need beyond the first load, so their first use costs one
 * request rather than twenty of React Aria's small shared modules. What loads later is unchanged.
 */
function chunkSets(): {
  plugin: Plugin;
  isStart: (id: string) => boolean;
  isFirstLoad: (id: string) => boolean;
  isWidget: (id: string) => boolean;
} {
  let start = new Set<string>();
  let firstLoad = new Set<string>();
  let widgets = new Set<string>();
  return {
    isStart: (id) => start.has(id),
    isFirstLoad: (id) => firstLoad.has(id),
    isWidget: (id) => widgets.has(id),
    plugin: {
      name: 'medkompass:first-load-modules',
      apply: 'build',
      buildEnd() {
        const ids = [...this.getModuleIds()];
        const importedIdsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
        const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
        // What the entry's script evaluates in its own task (main.tsx and its static imports).
        // The entry's own script (main.tsx, which index.html names) stays the entry chunk.
        const scripts = new Set(entries.flatMap(importedIdsOf));
        start = staticImports(scripts, importedIdsOf, (id) => scripts.has(id));
        const entryScripts = new Set([...entries, ...scripts, ...start]);
        const stageRoots = ids
          .filter((id) => START_IN_STAGES.test(id))
          .flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
        firstLoad = new Set(
          [
            ...stageRoots,
            ...staticImports(stageRoots, importedIdsOf, (id) => NOT_ON_THE_FIRST_PAGE.test(id)),
          ].filter((id) => !entryScripts.has(id)),
        );
        const widgetRoots = ids.filter((id) => ON_DEMAND_WIDGET.test(id));
        widgets = new Set([
          ...widgetRoots,
          ...staticImports(
            widgetRoots,
            importedIdsOf,
            (id) => entryScripts.has(id) || firstLoad.has(id),
          ),
        ]);
      },
    },
  };
}

const chunks = chunkSets();

export default defineConfig({
  plugins: [
    react(),
    reactAriaLocales(),
    reactAriaDefaultLocale(),
    reactAriaTextDirection(),
    reactAriaLazyCollator(),
    chunks.plugin,
    firstLoadPreloads(),
  ],
  build: {
    // Every browser the app supports preloads modules itself (Chrome 66, Firefox 115, Safari 17);
    // one that does not still loads them, on import.
    modulePreload: {
      polyfill: false,
      // index.html preloads the staged chunks and what they import (first-load-preloads.ts):
      // the start's own imports need no list of their dependencies.
      resolveDependencies: (_file, dependencies, { hostId, hostType }) =>
        hostType === 'js' && /(^|[\\/])start-[\w-]+\.js$/.test(hostId) ? [] : dependencies,
    },
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
        // page loads only what it renders (ADR 26).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The captcha widget (~220 kB) and its CSS load only with the contact form.
            { name: 'altcha', test: /node_modules[\\/]altcha[\\/]/ },
            // What the entry's script imports: Zod with zod-config.ts, so Zod is configured before
            // any chunk that imports it builds a schema; the stages' scheduling and Vite's preload
            // helper, which the first-load chunk would otherwise take in with its own modules'
            // imports and so be evaluated with the entry (chunkSets).
            { name: 'start', test: chunks.isStart },
            // The rest of what the first page loads, in one request, evaluated in the task after
            // React's (app/first-paint/start-in-stages.ts).
            { name: 'first-load', test: chunks.isFirstLoad },
            // The first page's widgets that load on demand, with what they need beyond the first
            // load (ADR 31). Later pages that share some of it (dialogs, forms) load it whole, in
            // one request; the assessment pages need all of it anyway for their list of drugs.
            { name: 'widgets', test: chunks.isWidget },
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
