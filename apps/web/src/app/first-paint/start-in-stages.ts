import { nextTask } from './next-task.ts';

/**
 * The first page's modules, evaluated one group a task rather than all in one. A browser
 * evaluates a script's static imports in a single task; on a phone the first load's (React DOM,
 * React Router and React Aria, the contracts' schemas, the app) took 270–330 ms, the longest task
 * after the first paint and most of Total Blocking Time (bench/README.md, ADR 51). Each stage
 * imports a module of the next chunk of the first load (vite.config.ts: `FIRST_LOAD_STAGES`);
 * index.html preloads them all, so they are fetched together and only their evaluation waits.
 */
// Each names one export, so the bundler keeps what the app uses of the module, not all of it.
const STAGES = [
  async () => {
    const { hydrateRoot } = await import('react-dom/client');
    return hydrateRoot;
  },
  async () => {
    const { RouterProvider } = await import('react-router/dom');
    return RouterProvider;
  },
  async () => {
    const { firstRenderStateSchema } = await import('@medkompass/contracts/first-render.ts');
    return firstRenderStateSchema;
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
