import { describe, expect, it } from 'vitest';
import { apiErrorCodeSchema, apiErrorSchema, apiErrorSchemaWithFallback } from './error.ts';

describe('the API error body', () => {
  it('accepts only the codes of the enum', () => {
    const body = { error: { code: 'not_found', message: 'Finns inte.' } };
    expect(apiErrorSchema.parse(body)).toEqual(body);
    expect(
      apiErrorSchema.safeParse({ error: { code: 'FST_ERR_BAD_URL', message: 'x' } }).success,
    ).toBe(false);
    expect(apiErrorCodeSchema.safeParse('rate_limited').success).toBe(true);
  });

  it('reads an unknown code as the fallback when asked to, keeping the message', () => {
    const parsed = apiErrorSchemaWithFallback('bad_request').parse({
      error: { code: 'brand_new_code', message: 'Något nytt.' },
    });
    expect(parsed.error).toEqual({ code: 'bad_request', message: 'Något nytt.' });
  });
});
