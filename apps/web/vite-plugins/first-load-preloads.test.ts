import { describe, expect, it } from 'vitest';
import { stagedChunkFiles, type ChunkFacts } from './first-load-preloads.ts';

const chunk = (fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts => ({
  fileName,
  isEntry: false,
  imports: [],
  dynamicImports: [],
  ...facts,
});

describe('the chunks index.html preloads for the staged start', () => {
  const chunks = [
    chunk('index.js', { isEntry: true, imports: ['zod.js', 'start.js'] }),
    chunk('zod.js'),
    chunk('start.js', {
      imports: ['runtime.js'],
      dynamicImports: ['react.js', 'libraries.js', 'app.js'],
    }),
    chunk('runtime.js'),
    chunk('react.js', { imports: ['runtime.js'] }),
    chunk('libraries.js', { imports: ['react.js', 'runtime.js'] }),
    chunk('rules.js', { imports: ['zod.js'] }),
    chunk('app.js', { imports: ['libraries.js', 'rules.js'], dynamicImports: ['route.js'] }),
    chunk('route.js', { imports: ['widgets.js'] }),
    chunk('widgets.js'),
  ];

  it('names each staged chunk after the chunks it imports, and nothing a later route loads', () => {
    expect(stagedChunkFiles(chunks, () => false)).toEqual([
      'runtime.js',
      'react.js',
      'libraries.js',
      'zod.js',
      'rules.js',
      'app.js',
    ]);
  });

  it('leaves out what the page already names', () => {
    const named = new Set(['zod.js', 'runtime.js', 'start.js']);
    expect(stagedChunkFiles(chunks, (file) => named.has(file))).toEqual([
      'react.js',
      'libraries.js',
      'rules.js',
      'app.js',
    ]);
  });

  it('names nothing when the start imports nothing on its own', () => {
    expect(
      stagedChunkFiles(
        [chunk('index.js', { isEntry: true, imports: ['a.js'] }), chunk('a.js')],
        () => false,
      ),
    ).toEqual([]);
  });
});
