import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyticsPath, UNKNOWN_ANALYTICS_PATH } from './analytics-path.ts';
import { SITE_ROUTES } from './site-routes.ts';

/** Text anyone could put in an address: names, ids, personal numbers, odd characters. */
const anyText = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.constantFrom('warfarin', 'Waran-Alvedon', '19121212-1212', 'IDTESTWARFARIN', 'åäö ü'),
);
const segment = anyText
  .map((text) => encodeURIComponent(text.replaceAll('/', '')))
  .filter((text) => text !== '');

describe('analyticsPath', () => {
  it('sends the route pattern of a name path, never the name', () => {
    expect(analyticsPath('/amning/substans/warfarin')).toBe('/amning/substans/:name');
    expect(analyticsPath('/Amning/Lakemedel/Waran-Alvedon/')).toBe('/amning/lakemedel/:name');
    expect(analyticsPath('/amning/substans')).toBe('/amning/substans');
    expect(analyticsPath('/interaktioner/substance/waran')).toBe(
      '/interaktioner/substance/:search',
    );
    expect(analyticsPath('/auth/changePassword/secret-token')).toBe('/auth/changePassword/:token');
    expect(analyticsPath('/about/om-medkompass')).toBe('/about/:tag');
  });

  it('drops the query and the fragment', () => {
    expect(analyticsPath('/interaktioner?nplIds=99000000000001&age=82#x')).toBe('/interaktioner');
    expect(analyticsPath('/?nslIds=IDTESTWARFARIN')).toBe('/');
    expect(analyticsPath('?x=1')).toBe('/');
  });

  it('keeps parameters of a closed set, and counts an unknown path as one', () => {
    expect(analyticsPath('/content/lactation/a')).toBe('/content/lactation/a');
    expect(analyticsPath('/content/lactation/classification/2')).toBe(
      '/content/lactation/classification/2',
    );
    expect(analyticsPath('/nagot/helt/annat')).toBe(UNKNOWN_ANALYTICS_PATH);
    expect(analyticsPath('/%zz')).toBe(UNKNOWN_ANALYTICS_PATH);
  });

  it('never sends a parameter value other than a closed set, whatever the address', () => {
    const names = SITE_ROUTES.filter((route) => route.pattern.includes(':'));
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        fc.option(fc.string({ maxLength: 40 })),
        (route, values, query) => {
          let next = 0;
          const path = route.pattern
            .split('/')
            .map((part) => (part.startsWith(':') ? (values[next++] ?? 'x') : part))
            .join('/');
          const address = query === null ? path : `${path}?${query}`;
          const sent = analyticsPath(address);
          expect(sent.startsWith('/')).toBe(true);
          expect(sent).not.toMatch(/[?#]/);
          for (const part of sent.split('/').slice(1)) {
            const isLiteral = SITE_ROUTES.some((candidate) =>
              candidate.pattern.split('/').includes(part),
            );
            const isClosedSetValue =
              /^(birthdefect|lactation|genus|sexandgender|[a-zåäö]|0-9|[123?]|%3F|%C3%A[45]|%C3%B6)$/i.test(
                part,
              );
            const isPlaceholder = /^:[a-z]+$/i.test(part);
            expect(isLiteral || isPlaceholder || isClosedSetValue, `${address} → ${sent}`).toBe(
              true,
            );
          }
        },
      ),
    );
  });

  it('gives its own result back when applied again, so the server can apply it once more', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.string({ maxLength: 20 }), (parts, q) => {
        const once = analyticsPath(`/${parts.join('/')}?${q}`);
        expect(analyticsPath(once)).toBe(once);
      }),
    );
    for (const route of SITE_ROUTES) {
      const once = analyticsPath(route.pattern.replace(/:(\w+)\?/g, ':$1'));
      expect(analyticsPath(once)).toBe(once);
    }
  });
});
