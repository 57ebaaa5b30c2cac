import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAKE_CMS_PAGES } from '../../../test/fake-content-api.ts';
import * as browser from './sanitize-cms-html.ts';
import * as server from './sanitize-cms-html.server.ts';

/** Markup as the DOM reads it: equal strings for equal trees, however they were written. */
function asTheDomReadsIt(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

const HOSTILE = [
  '<p>Text</p><script>alert(1)</script>',
  '<img src="x" onerror="alert(1)"><p>bild</p>',
  '<a href="javascript:alert(1)">länk</a>',
  '<a href="//evil.example/x">länk</a>',
  '<p onclick="alert(1)" style="color:red">klick</p>',
  '<iframe src="https://evil.example"></iframe><form action="/x"><p>f</p></form>',
  '<style>p{}</style><h1>Rubrik</h1><h2 id="a">Under</h2>',
  '<ul><li><a href="/about/x" title="t">egen</a></li><li><a href="https://fass.se">extern</a></li></ul>',
  '<p>&amp; &lt;b&gt; och "citat"</p>',
];

describe('the server’s sanitising of CMS HTML (the first paint of an information page)', () => {
  it('gives the markup the browser’s DOMPurify gives, on the pages and on hostile HTML', () => {
    const samples = [...FAKE_CMS_PAGES.map((page) => page.content.rendered), ...HOSTILE];
    for (const html of samples) {
      expect(asTheDomReadsIt(server.sanitizeCmsHtml(html)), html).toBe(
        asTheDomReadsIt(browser.sanitizeCmsHtml(html)),
      );
    }
  });

  it('gives the title text the browser gives', () => {
    for (const page of FAKE_CMS_PAGES) {
      expect(server.cmsTitleText(page.title.rendered)).toBe(
        browser.cmsTitleText(page.title.rendered),
      );
    }
  });

  it('lets no script, handler, style or javascript: link through, whatever the HTML', () => {
    const tag = fc.constantFrom('p', 'a', 'script', 'img', 'iframe', 'h1', 'h2', 'style', 'div');
    const attribute = fc.constantFrom(
      'href="javascript:alert(1)"',
      'onclick="alert(1)"',
      'onerror="alert(1)"',
      'style="color:red"',
      'href="/about/x"',
      'id="x"',
    );
    const element = fc
      .tuple(tag, fc.array(attribute, { maxLength: 2 }), fc.string({ maxLength: 8 }))
      .map(([name, attributes, text]) => `<${name} ${attributes.join(' ')}>${text}</${name}>`);
    fc.assert(
      fc.property(fc.array(element, { maxLength: 6 }), (elements) => {
        const template = document.createElement('template');
        template.innerHTML = server.sanitizeCmsHtml(elements.join(''));
        const all = [...template.content.querySelectorAll('*')];
        for (const element of all) {
          expect(['SCRIPT', 'IMG', 'IFRAME', 'H1', 'STYLE']).not.toContain(element.tagName);
          for (const { name, value } of element.attributes) {
            expect(name.startsWith('on') || name === 'style').toBe(false);
            expect(value.toLowerCase()).not.toContain('javascript:');
          }
        }
      }),
    );
  });
});
