import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiPost, ApiRequestError } from './api-client.ts';
import { onTokenRejected, writeStoredSession } from './session/session-token.ts';

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

describe('a schema loaded with the call (ADR 29)', () => {
  it('parses the answer with the loaded schema, loaded while the request is on its way', async () => {
    stubApi(200, JSON.stringify({ hits: [] }));
    const steps: string[] = [];
    const fetchSpy = vi.mocked(fetch);
    const answer = await apiGet('/api/search', { q: 'a' }, () => {
      steps.push(`loading after ${String(fetchSpy.mock.calls.length)} requests`);
      return Promise.resolve({
        parse: (data: unknown) => {
          steps.push('parsed');
          return { parsed: data };
        },
      });
    });
    expect(answer).toEqual({ parsed: { hits: [] } });
    expect(steps).toEqual(['loading after 0 requests', 'parsed']);
  });

  it('fails the call as the network does when the schema cannot load, and leaves no rejection behind', async () => {
    stubApi(200, JSON.stringify({ hits: [] }));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const lost = new TypeError('Failed to fetch dynamically imported module');
    await expect(apiGet('/api/search', { q: 'a' }, () => Promise.reject(lost))).rejects.toBe(lost);
    // A failed API answer before the schema's failure is read: the schema's is not left unhandled.
    stubApi(500, '{}');
    await expect(
      apiGet('/api/search', { q: 'a' }, () => Promise.reject(lost)),
    ).rejects.toBeInstanceOf(ApiRequestError);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('the session in API calls', () => {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  let stopListening: () => void = () => undefined;

  /** Records every call; answers with `status` (and Retry-After for a 429). */
  function recordApi(status: number): void {
    calls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        calls.push({ url, init });
        if (url === '/env.json')
          return Promise.resolve(Response.json({ API_URL: '', environment: 'env-test' }));
        const body =
          status === 200
            ? { ok: true }
            : { error: { code: status === 429 ? 'rate_limited' : 'unauthorized', message: 'x' } };
        return Promise.resolve(
          Response.json(body, { status, headers: status === 429 ? { 'Retry-After': '17' } : {} }),
        );
      }),
    );
  }

  afterEach(() => {
    stopListening();
    writeStoredSession(null);
  });

  // /env.json is fetched once per page (here: per test file), so only API calls are counted.
  const apiCalls = () => calls.filter((call) => call.url !== '/env.json');
  const headerOf = (index: number) => new Headers(apiCalls()[index]?.init?.headers);

  it("sends the session's token as a bearer token, and none without a session", async () => {
    recordApi(200);
    await apiGet('/api/source', {}, passThrough);
    expect(headerOf(0).get('authorization')).toBeNull();

    writeStoredSession({ token: 'abc.def', scope: 'user' });
    await apiGet('/api/source', {}, passThrough);
    expect(headerOf(1).get('authorization')).toBe('Bearer abc.def');
    // A call may send another token, or none.
    await apiPost('/api/auth/login', { email: 'a@b.se', password: 'x' }, passThrough, {
      token: null,
    });
    expect(headerOf(2).get('authorization')).toBeNull();
    expect(apiCalls()[2]?.init).toMatchObject({
      method: 'POST',
      body: '{"email":"a@b.se","password":"x"}',
    });
    expect(headerOf(2).get('content-type')).toBe('application/json');
  });

  it('reports a 401 to a call that carried a token, whatever the call', async () => {
    const rejected: string[] = [];
    stopListening = onTokenRejected((token) => rejected.push(token));
    recordApi(401);
    await expect(apiGet('/api/riskprofile', {}, passThrough)).rejects.toBeInstanceOf(
      ApiRequestError,
    );
    expect(rejected).toEqual([]);

    writeStoredSession({ token: 'old.token', scope: 'user' });
    const error: unknown = await apiGet('/api/riskprofile', {}, passThrough).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(rejected).toEqual(['old.token']);
  });

  it('reads Retry-After of a 429 into seconds', async () => {
    recordApi(429);
    const error: unknown = await apiPost('/api/auth/login', {}, passThrough).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfterSeconds: 17 });
  });
});
