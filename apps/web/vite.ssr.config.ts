import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { reactAriaDefaultLocale } from './vite-plugins/react-aria-default-locale.ts';
import { reactAriaLocales } from './vite-plugins/react-aria-locales.ts';

/**
 * The server's build of the app's first render (entry-server.tsx, ADR 32): ES modules for Node
 * in dist-server/, beside dist/, with every package bundled in, so the folder runs wherever it is
 * copied. The browser's build is vite.config.ts; the same plugins rewrite React Aria's modules.
 */
export default defineConfig({
  plugins: [react(), reactAriaLocales(), reactAriaDefaultLocale()],
  ssr: { noExternal: true },
  resolve: {
    // DOMPurify needs a DOM: on the server an information page's HTML is sanitised by the same
    // policy with sanitize-html (sanitize-cms-html.server.ts).
    alias: [
      {
        find: /^.*\/sanitize-cms-html\.ts$/,
        replacement: fileURLToPath(
          new URL(
            'src/features/content-pages/components/sanitize-cms-html.server.ts',
            import.meta.url,
          ),
        ),
      },
    ],
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
