import { describe, expect, it, vi } from 'vitest';
import { apiGet, ApiRequestError } from './api-client.ts';

const passThrough = { parse: (data: unknown) => data };

/** A fetch that serves /env.json and answers every API call with `status` and `body`. */
function stubApi(status: number, body: string): void {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        url === '/env.json'
          ? Response.json({ API_URL: 'http://api.test', environment: 'env-test' })
          : new Response(body, { status, headers: { 'content-type': 'application/json' } }),
      ),
    ),
  );
}

async function failure(): Promise<ApiRequestError> {
  const error: unknown = await apiGet('/api/search', { q: 'a' }, passThrough).catch(
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe('an API error as the client reads it', () => {
  it('keeps a known code and the message', async () => {
    stubApi(403, JSON.stringify({ error: { code: 'country_blocked', message: 'Blockerad.' } }));
    const error = await failure();
    expect(error.status).toBe(403);
    expect(error.code).toBe('country_blocked');
    expect(error.message).toBe('Blockerad.');
  });

  it('turns a code it does not know into a generic one, keeping the message', async () => {
    stubApi(409, JSON.stringify({ error: { code: 'brand_new_code', message: 'Något nytt.' } }));
    const error = await failure();
    expect(error.code).toBe('bad_request');
    expect(error.message).toBe('Något nytt.');
  });

  it('gives a body that is not the error shape a generic code by status', async () => {
    stubApi(502, '<html>Bad gateway</html>');
    const error = await failure();
    expect(error.status).toBe(502);
    expect(error.code).toBe('internal');
  });
});
