import type { FirstPaintSearch } from '../../features/search/components/search-box.tsx';

/**
 * What a person did in the server's first paint (ADR 32) before the app took over: the app's
 * first render replaces that markup, and with it the search input someone may already have
 * typed in. The input is held from the app's start, so the search box can take over its text and
 * its focus when it mounts. The element keeps its value after React has removed it.
 */
interface HeldInput {
  input: HTMLInputElement;
  focused: boolean;
}

let held: HeldInput | null = null;

/** Holds the first paint's search input, if the page came with one; call before rendering. */
export function holdFirstPaintSearch(container: HTMLElement): void {
  const input = container.querySelector<HTMLInputElement>('input.search-box__input');
  if (input === null) return;
  const state: HeldInput = { input, focused: input.ownerDocument.activeElement === input };
  input.addEventListener('focus', () => {
    state.focused = true;
  });
  input.addEventListener('blur', () => {
    // A browser may blur the input as React removes it; only a blur that leaves it in the page
    // (checked once the removal is done) means the person moved on.
    queueMicrotask(() => {
      if (input.isConnected) state.focused = false;
    });
  });
  held = state;
}

/** What was typed in the first paint's search input and whether it had the focus; once. */
export function takeFirstPaintSearch(): FirstPaintSearch | null {
  if (held === null) return null;
  const { input, focused } = held;
  held = null;
  return { text: input.value, focused };
}
