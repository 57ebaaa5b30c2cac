import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

const webRoot = path.resolve(__dirname, '../..');

describe('index.html', () => {
  it('tells Internet Explorer 11, which cannot run the app, to use Chrome or Edge', () => {
    const html = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
    expect(html).toContain('<script nomodule src="/legacy-browser.js"></script>');
    const script = fs.readFileSync(path.join(webRoot, 'public', 'legacy-browser.js'), 'utf8');
    document.body.innerHTML = '<div id="root"></div>';
    // The script is ES5 for IE11; run it as that browser would.
    vm.runInNewContext(script, { document });
    expect(document.getElementById('root')).toHaveTextContent(
      'Öppna Medkompass i Google Chrome eller Microsoft Edge.',
    );
    // No arrow functions, let/const or template literals: IE11 would stop at them.
    expect(script).not.toMatch(/=>|\blet\b|\bconst\b|`/);
  });
});
