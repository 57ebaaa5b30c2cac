import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMarkdown } from './markdown-render.ts';

describe('renderMarkdown', () => {
  it('renders headings, anchors, emphasis, lists, links and tables', () => {
    const html = renderMarkdown(
      [
        '## Kakor {#kakor}',
        '',
        'Vi sparar *två* kakor. Läs [mer](/about/om-medkompass#kakor) eller [extern](https://example.se).',
        '',
        '- en',
        '- två',
        '',
        '| Kaka | Syfte |',
        '|---|---|',
        '| medkompass-locale | språk |',
      ].join('\n'),
    );
    expect(html).toContain('<h2 id="kakor">Kakor</h2>');
    expect(html).toContain('<em>två</em>');
    expect(html).toContain('<a href="/about/om-medkompass#kakor">mer</a>');
    expect(html).toContain('<a href="https://example.se">extern</a>');
    expect(html).toContain('<li>en</li>');
    expect(html).toContain('<th>Kaka</th>');
  });

  it('keeps the page title the only h1', () => {
    expect(renderMarkdown('# Rubrik')).toBe('<h2>Rubrik</h2>\n');
  });

  it('removes scripts, event handlers, styles, frames, forms and script links', () => {
    const html = renderMarkdown(
      [
        'Före',
        '',
        '<script>alert("x")</script>',
        '',
        '<img src="x" onerror="alert(1)">',
        '',
        '<p onclick="steal()" style="color:red">Klicka</p>',
        '',
        '<iframe src="https://evil.example"></iframe>',
        '',
        '<form action="https://evil.example"><input name="q"></form>',
        '',
        '[länk](javascript:alert(1)) <a href="data:text/html,x">data</a> <a href="//evil.example">rel</a>',
        '',
        '<style>body{display:none}</style>',
        '',
        'Efter',
      ].join('\n'),
    );
    for (const bad of [
      '<script',
      'alert',
      'onerror',
      'onclick',
      'style',
      'iframe',
      '<form',
      '<input',
      'javascript:',
      'data:',
      'evil.example',
      '<img',
    ]) {
      expect(html).not.toContain(bad);
    }
    expect(html).toContain('<p>Klicka</p>');
    expect(html).toContain('Före');
    expect(html).toContain('Efter');
  });

  it('escapes plain text for HTML', () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;',
    );
  });
});
