import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idListSchema } from './id-lists.ts';
import { MAX_IDS_PER_REQUEST, nplIdSchema, nslIdSchema } from './ids.ts';

const list = idListSchema(nslIdSchema, 'nslId');

describe('id lists in query strings', () => {
  it('accepts a single id, repeated ids and comma-separated ids, dropping repeats in order', () => {
    expect(list.parse('IDDEMOWARFARIN')).toEqual(['IDDEMOWARFARIN']);
    expect(list.parse(['IDDEMOWARFARIN', 'IDDEMOIBUPROFEN,IDDEMOWARFARIN'])).toEqual([
      'IDDEMOWARFARIN',
      'IDDEMOIBUPROFEN',
    ]);
    expect(list.parse(undefined)).toEqual([]);
    expect(list.parse(' , ')).toEqual([]);
  });

  it('refuses a malformed id and names the rule', () => {
    const result = list.safeParse(['IDDEMOWARFARIN', 'warfarin']);
    expect(result.success).toBe(false);
    expect(z.prettifyError(result.error!)).toContain("nslId ska börja med 'ID'");
  });

  it(`refuses more than ${MAX_IDS_PER_REQUEST} ids`, () => {
    const ids = Array.from({ length: MAX_IDS_PER_REQUEST + 1 }, (_, i) =>
      String(10_000_000_000_000 + i),
    );
    expect(idListSchema(nplIdSchema, 'nplId').safeParse(ids).success).toBe(false);
    expect(idListSchema(nplIdSchema, 'nplId').safeParse(ids.slice(1)).success).toBe(true);
  });

  it('never throws on arbitrary input, and returns only valid ids', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(fc.string())), (raw) => {
        const result = idListSchema(nplIdSchema, 'nplId').safeParse(raw);
        if (result.success) for (const id of result.data) expect(id).toMatch(/^\d{14}$/);
      }),
    );
  });
});
