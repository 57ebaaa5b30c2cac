import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';

/** What the server answers to a request written as it is on a socket, no client between. */
async function rawAnswer(t: TestApp, request: string): Promise<{ status: number; head: string }> {
  const address = t.app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(request);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of socket) chunks.push(chunk as Buffer);
  } catch {
    // The server may reset the connection after its answer; what arrived is the answer.
  }
  const text = Buffer.concat(chunks).toString('latin1');
  const head = text.split('\r\n\r\n')[0] ?? '';
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head: head.toLowerCase() };
}

const HEADERS = [
  'content-security-policy: ',
  'strict-transport-security: max-age=31536000',
  'x-content-type-options: nosniff',
  'referrer-policy: strict-origin-when-cross-origin',
  'permissions-policy: accelerometer=()',
  'cross-origin-opener-policy: same-origin',
];

const json = (method: string, path: string, body: string, type = 'application/json') =>
  `${method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\n` +
  `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;

describe("security headers on every answer, the framework's refusals included", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it.each([
    ['a route', 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 200],
    ['no route', 'GET /api/nothing HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 404],
    [
      'a path Fastify cannot decode (FST_ERR_BAD_URL)',
      'GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      400,
    ],
    [
      'header fields too large (Node, 431)',
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    ['a malformed request line (Node, 400)', 'GET /a b c HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    ['a malformed header (Node, 400)', 'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n', 400],
    ['a body that is not JSON', json('POST', '/api/auth/login', '{"email":'), 400],
    ['an empty JSON body', json('POST', '/api/auth/login', ''), 400],
    ['a content type not accepted', json('POST', '/api/auth/login', 'x', 'text/xml'), 415],
    ['a body too large', json('POST', '/api/auth/login', `"${'a'.repeat(70_000)}"`), 413],
  ])('on %s', async (_case, request, status) => {
    const answer = await rawAnswer(t, request);
    expect(answer.status, answer.head).toBe(status);
    for (const header of HEADERS) expect(answer.head).toContain(`\r\n${header}`);
  });
});
