import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_BUNDLE_DIR, SERVER_BUNDLE_MAIN, SERVER_NODE_OPTIONS } from './production-start.ts';
import { EXTERNAL_PACKAGES } from './server-bundle.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');
const { scripts, dependencies } = JSON.parse(
  fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'),
) as { scripts: Record<string, string>; dependencies: Record<string, string> };

describe('the production start', () => {
  it('runs the bundle with the server’s Node options, and the development start the source with the same', () => {
    expect(scripts.start).toBe(
      `node ${SERVER_NODE_OPTIONS.join(' ')} ${path.relative(serverDir, SERVER_BUNDLE_MAIN)}`,
    );
    expect(scripts.dev).toBe(`node ${SERVER_NODE_OPTIONS.join(' ')} --watch src/main.ts`);
  });

  it('lies at the depth of src/, so config.ts finds the repository’s root from either', () => {
    expect(path.relative(serverDir, SERVER_BUNDLE_DIR)).toBe('dist');
    expect(path.dirname(SERVER_BUNDLE_MAIN)).toBe(SERVER_BUNDLE_DIR);
  });

  it('leaves to Node only packages the server depends on (or their optional parts)', () => {
    for (const name of EXTERNAL_PACKAGES.filter((external) => external !== 'pg-native')) {
      expect(dependencies, name).toHaveProperty(name);
    }
  });
});
