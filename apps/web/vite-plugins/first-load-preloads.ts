import type { HtmlTagDescriptor, Plugin } from 'vite';

/** What of a built chunk this plugin reads (Rollup's and Rolldown's output chunks have it). */
export interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
}

/**
 * The chunks that the entry's script and its static imports import on their own as the app
 * starts (app/first-paint/start-in-stages.ts), and what those import, in a stable order, except
 * those the page already names. Vite preloads only the entry's static imports; these would
 * otherwise be requested one after another as each stage runs, a round trip each on a slow
 * network.
 */
export function stagedChunkFiles(
  chunks: readonly ChunkFacts[],
  alreadyNamed: (fileName: string) => boolean,
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found: string[] = [];
  const visit = (fileName: string) => {
    if (found.includes(fileName)) return;
    const chunk = byFile.get(fileName);
    if (!chunk) return;
    for (const imported of chunk.imports) visit(imported);
    found.push(fileName);
  };
  const loadedFirst = new Set<ChunkFacts>();
  const addLoadedFirst = (chunk: ChunkFacts | undefined) => {
    if (!chunk || loadedFirst.has(chunk)) return;
    loadedFirst.add(chunk);
    for (const imported of chunk.imports) addLoadedFirst(byFile.get(imported));
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) addLoadedFirst(entry);
  for (const chunk of loadedFirst) for (const staged of chunk.dynamicImports) visit(staged);
  return found.filter((fileName) => !alreadyNamed(fileName));
}

/** index.html preloads the chunks the app's start evaluates one a task (ADR 51). */
export function firstLoadPreloads(): Plugin {
  return {
    name: 'medkompass:first-load-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output) => output.type === 'chunk',
        );
        return stagedChunkFiles(chunks, (fileName) => html.includes(fileName)).map(
          (fileName): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head',
          }),
        );
      },
    },
  };
}
