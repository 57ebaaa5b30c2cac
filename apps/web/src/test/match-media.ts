/**
 * jsdom has no matchMedia. This one answers width queries (`min-width`/`max-width` in px)
 * against window.innerWidth, so a test can set the screen width; other queries never match.
 */
export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      // Live, as a browser's is: it follows the width set after the list was made.
      get matches() {
        const width = window.innerWidth;
        return (
          (min !== null || max !== null) &&
          (min === null || width >= Number(min[1])) &&
          (max === null || width <= Number(max[1]))
        );
      },
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
      // The deprecated addListener and removeListener are left out: the app does not use them.
    } as unknown as MediaQueryList;
  };
}
