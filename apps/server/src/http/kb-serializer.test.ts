import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { kbSerializerCompiler } from './kb-serializer.ts';

const schema = z.object({ id: z.string(), tags: z.array(z.string()).default([]) });
const route = { schema, method: 'GET', url: '/api/x', httpStatus: '200' };

describe('serialising knowledge-base answers', () => {
  it('checks answers against the contract and refuses what the contract would change', () => {
    const serialize = kbSerializerCompiler(true)(route);
    expect(JSON.parse(serialize({ tags: ['a'], id: '1' }))).toEqual({ id: '1', tags: ['a'] });
    expect(() => serialize({ id: '1', tags: [], secret: 'x' })).toThrow('fields outside');
    expect(() => serialize({ id: '1' })).toThrow();
    expect(() => serialize({ id: 1, tags: [] })).toThrow();
  });

  it('writes answers as they are when checking is off (production)', () => {
    const serialize = kbSerializerCompiler(false)(route);
    expect(serialize({ id: '1', tags: [] })).toBe('{"id":"1","tags":[]}');
  });
});
