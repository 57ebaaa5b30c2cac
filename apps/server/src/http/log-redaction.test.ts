import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAssessmentApp } from '../test/assessment-app.ts';
import type { TestApp } from '../test/test-app.ts';
import {
  INTEGRATED_PARAMS,
  PATIENT_PARAMS,
} from '@medkompass/clinical/integrated-mode-url-params.ts';
import { loggerOptions, redactText, redactUrl, SENSITIVE_PARAMETERS } from './log-redaction.ts';

describe('request URLs in the log', () => {
  it('hides the token of a password-reset link', () => {
    expect(redactUrl('/auth/changePassword/abc123')).toBe('/auth/changePassword/[redacted]');
    expect(redactUrl('/en/auth/changePassword/abc123?x=1')).toBe(
      '/en/auth/changePassword/[redacted]?x=…',
    );
  });

  it('keeps the names of query parameters but none of their values: no token, no patient data', () => {
    const logged = redactUrl(
      '/interaktioner?jmi=true&t=eyJhbGciOi.secret&birthYear=1950&gender=f&krea=112&nplIds=99000000000003',
    );
    expect(logged).toBe('/interaktioner?jmi=…&t=…&birthYear=…&gender=…&krea=…&nplIds=…');
    for (const secret of ['eyJhbGciOi', '1950', '112', '99000000000003']) {
      expect(logged).not.toContain(secret);
    }
  });

  it('treats every parameter of the integrated-mode URL as sensitive, outside a query string too', () => {
    for (const name of [...Object.values(PATIENT_PARAMS), ...Object.values(INTEGRATED_PARAMS)]) {
      expect(redactText(`record sent ${name}=4711 at once`), name).toBe(
        `record sent ${name}=… at once`,
      );
    }
  });

  it('leaves a plain path as it is', () => {
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl('/api/search?')).toBe('/api/search?');
  });
});

/** Parameters of the app's addresses that hold a token or patient data, and some of no concern. */
const PARAMETER_NAMES = [
  ...SENSITIVE_PARAMETERS,
  'Birthyear',
  'tab',
  'q',
  'lang',
  'utm_source',
] as const;

// Characters a query value may hold as sent (unreserved, sub-delimiters but '&', ':', '@', '/',
// '?', percent escapes); each value starts with a marker so a leak of any part of it is found.
const valueChar = fc.constantFrom(
  ..."abcXYZ0189-._~!$'()*+,;=:@/?".split(''),
  '%20',
  '%C3%A5',
  '%26',
);
const secretValue = fc
  .array(valueChar, { minLength: 0, maxLength: 12 })
  .map((chars) => `SeCrEt${chars.join('')}`);
const query = fc
  .array(fc.tuple(fc.constantFrom(...PARAMETER_NAMES), secretValue), {
    minLength: 1,
    maxLength: 6,
  })
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&'));
const addressPath = fc.constantFrom(
  '/',
  '//',
  '//evil.example/x',
  '/interaktioner',
  '/en/riskprofile',
  '/api/search',
  '/api/no-such-route',
  '/%zz',
  '/auth/changePassword/SeCrEtResetToken',
);
const url = fc.tuple(addressPath, query).map(([p, q]) => `${p}?${q}`);

/** Every value in the URL that the log must not carry. */
function secretsOf(address: string): string[] {
  return [...address.matchAll(/SeCrEt[^&]*/g)].map((match) => match[0]);
}

function capturedLogger(level = 'trace') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const app = Fastify({ logger: loggerOptions(level, stream) });
  return { log: app.log, lines };
}

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

describe('the logger keeps no address value in any line', () => {
  it('redacts every text a line carries: request, error, other fields, message and arguments', () => {
    const { log, lines } = capturedLogger();
    fc.assert(
      fc.property(url, fc.constantFrom(...LEVELS), (address, level) => {
        lines.length = 0;
        const refused = new TypeError('Invalid URL');
        Object.assign(refused, { code: 'ERR_INVALID_URL', input: address });
        const wrapped = new Error(`Rendering ${address} failed`, { cause: refused });
        const parserError = Object.assign(new Error('Parse Error: Invalid URL'), {
          code: 'HPE_INVALID_URL',
          rawPacket: Buffer.from(`GET ${address} HTTP/1.1\r\n`),
        });
        const request = { method: 'GET', url: address, host: 'x', ip: '::1', socket: {} };
        log[level]({ req: request, res: { statusCode: 500 } }, 'incoming request');
        log[level]({ err: refused }, 'Unhandled error');
        log[level]({ err: wrapped, url: address, nested: { referer: `https://x${address}` } });
        log[level](parserError);
        log[level]({ error: parserError }, 'client error');
        log[level](`Reply was already sent in ${address}`);
        log[level]('Route %s not found (%s)', address, [address]);
        log.child({ page: address })[level]('child');
        const output = lines.join('');
        expect(lines.length).toBe(8);
        for (const secret of secretsOf(address)) expect(output).not.toContain(secret);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the names, so a request can still be traced', () => {
    const { log, lines } = capturedLogger();
    log.error({ err: new Error('at /interaktioner?t=SeCrEt1&krea=SeCrEt2') }, 'failed');
    const line = JSON.parse(lines[0] ?? '{}') as { err: { message: string } };
    expect(line.err.message).toBe('at /interaktioner?t=…&krea=…');
  });
});

/** What the server answers to a request written as it is on a socket, no client between. */
async function rawRequest(app: FastifyInstance, head: string): Promise<string> {
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const socket = net.connect(port, '127.0.0.1');
  socket.write(`${head}Connection: close\r\n\r\n`);
  const chunks: Buffer[] = [];
  for await (const chunk of socket) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('latin1');
}

describe('the app logs no address value on any path, at every level', () => {
  let t: TestApp;
  let dist: string;
  const lines: string[] = [];

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'medkompass-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Medkompass</title>');
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    t = await startAssessmentApp(
      'sqlite',
      { WEB_DIST_DIR: dist, LOG_LEVEL: 'trace' },
      { logStream },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    '//?jmi=true&t=SeCrEt1&birthYear=SeCrEt2',
    '/\\?jmi=true&t=SeCrEt1',
    '/\\evil.example/?t=SeCrEt1',
    '//evil.example?t=SeCrEt1&krea=SeCrEt2',
  ])(
    'answers %s, a protocol-relative path as sent (curl --path-as-is), 404 and logs no value',
    async (target) => {
      lines.length = 0;
      const answer = await rawRequest(t.app, `GET ${target} HTTP/1.1\r\nHost: x\r\n`);
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 404 Not Found');
      expect(answer.toLowerCase()).not.toContain('\r\nlocation:');
      expect(answer.toLowerCase()).toContain('content-type: application/json');
      const output = lines.join('');
      expect(output).toContain('"statusCode":404');
      expect(output).not.toContain('SeCrEt');
    },
  );

  it('keeps every query value and reset token out of every line, whatever the answer', async () => {
    await fc.assert(
      fc.asyncProperty(
        url,
        fc.constantFrom('GET', 'POST'),
        fc.constantFrom('application/json', 'text/plain'),
        async (address, method, contentType) => {
          lines.length = 0;
          const response = await t.app.inject({
            method,
            url: address,
            headers: { 'content-type': contentType, referer: `https://x${address}` },
            ...(method === 'POST' ? { payload: '{"broken' } : {}),
          });
          expect(response.statusCode).toBeLessThan(500);
          expect(lines.length).toBeGreaterThan(0);
          const output = lines.join('');
          for (const secret of secretsOf(address)) expect(output).not.toContain(secret);
        },
      ),
      { numRuns: 60 },
    );
  });
});
