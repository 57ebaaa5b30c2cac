import net from 'node:net';
import { gzipSync } from 'node:zlib';
import Fastify, { type FastifyError, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorCodeSchema,
  apiErrorSchema,
  type ApiErrorCode,
} from '@medkompass/contracts/error.ts';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { errorAnswer, frameworkErrorOptions, registerErrorHandler } from './error-handler.ts';

/** The one error body, exactly: `{ error: { code, message } }` with a known code and a message. */
function expectErrorBody(body: unknown, code: ApiErrorCode): void {
  const parsed = z.strictObject(apiErrorSchema.shape).parse(body);
  expect(Object.keys(parsed.error).sort()).toEqual(['code', 'message']);
  expect(apiErrorCodeSchema.parse(parsed.error.code)).toBe(code);
  expect(parsed.error.message).not.toBe('');
  // Fastify's and Node's own texts are English and name internals; none may leak through.
  expect(parsed.error.message).not.toMatch(/FST_|HPE_|Bad Request|not a valid|Unsupported/);
}

/** Sends raw bytes to a listening server and reads the whole answer, for what inject cannot send. */
function rawRequest(port: number, text: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = answer.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(head)?.[1]);
      resolve({ status, body: JSON.parse(rest.join('\r\n\r\n')) as unknown });
    });
  });
}

describe('framework errors in the one error body', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  const login: InjectOptions = { method: 'POST', url: '/api/auth/login' };

  it.each<{
    name: string;
    request: InjectOptions;
    status: number;
    code: ApiErrorCode;
  }>([
    {
      name: 'malformed JSON',
      request: { ...login, headers: { 'content-type': 'application/json' }, payload: '{"email":' },
      status: 400,
      code: 'malformed_json',
    },
    {
      name: 'an empty JSON body',
      request: { ...login, headers: { 'content-type': 'application/json' }, payload: '' },
      status: 400,
      code: 'malformed_json',
    },
    {
      name: 'a body over the limit',
      request: {
        ...login,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'x'.repeat(100_000), password: 'y' }),
      },
      status: 413,
      code: 'body_too_large',
    },
    {
      name: 'a content type the API does not read',
      request: { ...login, headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      name: 'an unparseable content type',
      request: { ...login, headers: { 'content-type': ';;;' }, payload: '{}' },
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      name: 'an unknown content encoding',
      request: {
        ...login,
        headers: { 'content-type': 'application/json', 'content-encoding': 'x-unknown' },
        payload: '{}',
      },
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      name: 'a gzip body that is not gzip',
      request: {
        ...login,
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: 'not gzip at all',
      },
      status: 400,
      code: 'bad_request',
    },
    {
      name: 'an unknown API route',
      request: { method: 'GET', url: '/api/no-such-route' },
      status: 404,
      code: 'not_found',
    },
    {
      name: 'a known path with the wrong method',
      request: { method: 'POST', url: '/api/health' },
      status: 404,
      code: 'not_found',
    },
    {
      name: 'a method no route has',
      request: { method: 'DELETE', url: '/api/search?q=a' },
      status: 404,
      code: 'not_found',
    },
    {
      name: 'a query that breaks the contract',
      request: { method: 'GET', url: '/api/search?q=a&limit=many' },
      status: 400,
      code: 'validation',
    },
  ])('answers $name with $status $code', async ({ request, status, code }) => {
    const response = await t.app.inject(request);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toContain('application/json');
    if (code === 'validation') {
      expect(apiErrorSchema.parse(response.json()).error.code).toBe('validation');
    } else {
      expectErrorBody(response.json(), code);
    }
  });

  it('still reads a correctly gzipped body', async () => {
    const response = await t.app.inject({
      ...login,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'nobody@example.se', password: 'wrong' })),
    });
    expect(response.statusCode).toBe(401);
    expectErrorBody(response.json(), 'login_failed');
  });

  it.each([
    ['a percent sign that decodes to nothing', '/%zz'],
    ['a bad escape under /api', '/api/%zz/x'],
  ])('answers %s in the URL with 400 malformed_url', async (_name, path) => {
    const response = await rawRequest(
      port,
      `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(response.status).toBe(400);
    expectErrorBody(response.body, 'malformed_url');
  });

  it('answers a URL Node cannot parse with 400 malformed_url', async () => {
    const response = await rawRequest(
      port,
      'GET /api/\x01health HTTP/1.1\r\nHost: localhost\r\n\r\n',
    );
    expect(response.status).toBe(400);
    expectErrorBody(response.body, 'malformed_url');
  });

  it('answers header fields over Node’s limit with 431 header_too_large', async () => {
    const response = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(response.status).toBe(431);
    expectErrorBody(response.body, 'header_too_large');
  });

  it('answers a header line Node cannot parse with 400 bad_request', async () => {
    const response = await rawRequest(
      port,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nNo colon here\r\n\r\n',
    );
    expect(response.status).toBe(400);
    expectErrorBody(response.body, 'bad_request');
  });
});

describe('requests arriving while the server shuts down', () => {
  it('get 503 unavailable in the one error body, not Fastify’s own', async () => {
    const t = await startTestApp('sqlite');
    let during: { status: number; body: unknown; connection: string | null } | undefined;
    // Runs after the error handler's own preClose hook, while the server still listens.
    t.app.addHook('preClose', async () => {
      const address = t.app.server.address() as net.AddressInfo;
      const response = await fetch(`http://127.0.0.1:${address.port}/api/health`);
      during = {
        status: response.status,
        body: await response.json(),
        connection: response.headers.get('connection'),
      };
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const before = await t.app.inject({ url: '/api/health' });
    expect(before.statusCode).toBe(200);
    await t.close();
    expect(during?.status).toBe(503);
    expectErrorBody(during?.body, 'unavailable');
  });
});

describe('errors outside the app’s routes', () => {
  it('answers a fault of ours with 500 internal, keeping its details out of the body', async () => {
    const app = Fastify({ ...frameworkErrorOptions });
    registerErrorHandler(app);
    app.get('/boom', () => {
      throw new Error('secret detail');
    });
    try {
      const response = await app.inject({ url: '/boom' });
      expect(response.statusCode).toBe(500);
      expectErrorBody(response.json(), 'internal');
      expect(response.body).not.toContain('secret detail');
    } finally {
      await app.close();
    }
  });

  it('answers an over-long path parameter with 414 uri_too_long', async () => {
    const app = Fastify({ ...frameworkErrorOptions, routerOptions: { maxParamLength: 5 } });
    registerErrorHandler(app);
    app.get('/items/:id', () => ({ ok: true }));
    try {
      const response = await app.inject({ url: '/items/abcdefghij' });
      expect(response.statusCode).toBe(414);
      expectErrorBody(response.json(), 'uri_too_long');
    } finally {
      await app.close();
    }
  });

  it('answers Node’s request timeout with 408 request_timeout on the socket', () => {
    const written: string[] = [];
    let destroyed = false;
    const socket = {
      destroyed: false,
      writable: true,
      write: (chunk: string) => written.push(chunk),
      destroy: () => {
        destroyed = true;
      },
    } as unknown as net.Socket;
    const error = Object.assign(new Error('timeout'), {
      code: 'ERR_HTTP_REQUEST_TIMEOUT',
      bytesParsed: 0,
      rawPacket: { type: 'Buffer', data: [] },
    });
    frameworkErrorOptions.clientErrorHandler(error, socket);
    const [head = '', body = ''] = (written[0] ?? '').split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expectErrorBody(JSON.parse(body), 'request_timeout');
    expect(destroyed).toBe(true);
  });

  it.each<[string, FastifyError | Error, number, ApiErrorCode]>([
    ['a client error with no closer code', httpError(416, 'ERR_RANGE'), 416, 'bad_request'],
    ['a client error by its status', httpError(404, 'ENOENT'), 404, 'not_found'],
    ['an error whose code is an Object key', httpError(500, 'constructor'), 500, 'internal'],
    ['a plain Error', new Error('x'), 500, 'internal'],
  ])('maps %s to a code of the enum', (_name, error, status, code) => {
    const answer = errorAnswer(error);
    expect(answer.statusCode).toBe(status);
    expect(answer.code).toBe(code);
  });
});

function httpError(statusCode: number, code: string): FastifyError {
  return Object.assign(new Error('English text'), { statusCode, code, name: 'HttpError' });
}
