import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';

/** Sends a request whose body never finishes; resolves with what the server wrote before closing. */
function stalledUpload(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /cds-services/medkompass-order-select HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{"domain":',
      );
    });
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => {
      resolve(received);
    });
    socket.on('error', reject);
  });
}

describe('a client that stalls in the middle of its request body', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    // Anonymous CDS calls (development only): the body of a call with a token that is refused is
    // never read, so only an accepted caller can stall in the middle of it.
    t = await startTestApp('sqlite', { REQUEST_TIMEOUT_MS: '400', CDS_ALLOW_ANONYMOUS: 'true' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('is cut with 408, and the server keeps answering others', async () => {
    const stalled = Array.from({ length: 20 }, () => stalledUpload(port));
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const answers = await Promise.all(stalled);
    for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});
