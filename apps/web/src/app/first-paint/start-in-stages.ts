import { nextTask } from './next-task.ts';

/**
 * The first page's modules, evaluated a chunk a task rather than all in one. A browser evaluates
 * a script's static imports in a single task; on a phone the first load's (React DOM, React
 * Router, React Aria, the contracts' schemas, the app) took 270–330 ms, the longest task after
 * the first paint and most of Total Blocking Time (bench/README.md, ADR 51). The entry's script
 * imports only Zod and this; the stages import React DOM's chunk, then the app's (vite.config.ts,
 * `chunkSets`), a task apart. index.html preloads both, so they are fetched at once and only
 * their evaluation waits.
 */
// A stage names one export, so the bundler keeps what the app uses of the module, not all of it.
const STAGES = [
  async () => {
    const { hydrateRoot } = await import('react-dom/client');
    return hydrateRoot;
  },
] as const;

export async function startInStages(container: HTMLElement): Promise<void> {
  for (const stage of STAGES) {
    await stage();
    await nextTask();
  }
  const { settleStartAddress, startApp } = await import('./start-app.tsx');
  settleStartAddress(container);
  await startApp(container);
}
