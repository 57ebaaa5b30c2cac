import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@medkompass/contracts/error.ts';
import { startAssessmentApp } from '../test/assessment-app.ts';
import { S } from '../test/assessment-kb.ts';
import type { TestApp } from '../test/test-app.ts';
import { testDatabaseKinds } from '../test/test-database.ts';

/**
 * A TCP proxy in front of PostgreSQL that a test can freeze (connections stay open and nothing
 * passes, as with a hung server or a dead network) or stop (connections refused).
 */
class PostgresProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private frozen = false;
  port = 0;

  private readonly target: { host: string; port: number };

  constructor(target: { host: string; port: number }) {
    this.target = target;
  }

  async start(): Promise<void> {
    this.server = createServer((client) => {
      this.sockets.add(client);
      client.on('close', () => this.sockets.delete(client));
      client.on('error', () => undefined);
      if (this.frozen) return; // accepted, never answered
      const upstream = connect(this.target.port, this.target.host);
      this.sockets.add(upstream);
      upstream.on('close', () => this.sockets.delete(upstream));
      upstream.on('error', () => client.destroy());
      client.on('data', (data) => {
        if (!this.frozen) upstream.write(data);
      });
      upstream.on('data', (data) => {
        if (!this.frozen) client.write(data);
      });
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  freeze(): void {
    this.frozen = true;
  }

  thaw(): void {
    this.frozen = false;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) =>
      this.server?.close(() => {
        resolve();
      }),
    );
    this.server = null;
  }
}

const postgres = testDatabaseKinds.includes('postgres');

// A database that fails must not take the server with it: when it is unreachable or hangs,
// database-backed calls answer 503 with the error body within the timeouts, /api/ready says not
// ready, knowledge-base calls keep answering from memory, and the server recovers without a
// restart.
describe.runIf(postgres)('PostgreSQL that hangs or goes away', () => {
  let proxy: PostgresProxy;
  let t: TestApp;
  beforeAll(async () => {
    const target = new URL(process.env.TEST_DATABASE_URL ?? '');
    proxy = new PostgresProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.start();
    t = await startAssessmentApp(
      'postgres',
      { DB_CONNECT_TIMEOUT_MS: '500', DB_STATEMENT_TIMEOUT_MS: '500' },
      { databasePort: proxy.port },
    );
  });
  afterAll(async () => {
    await t.close();
    await proxy.stop();
  });

  const messages = () => t.app.inject({ url: '/api/messages' });
  const ready = () => t.app.inject({ url: '/api/ready' });
  const interactions = () =>
    t.app.inject({ url: `/api/interaction?nslIds=${S.WARFARIN}&nslIds=${S.IBUPROFEN}` });
  const recovered = async () => {
    // A few calls may still meet a connection opened while frozen; none may wait longer.
    for (let attempt = 0; attempt < 8; attempt++) {
      if ((await messages()).statusCode === 200) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  };

  it(
    'answers 503 while the database hangs, keeps the knowledge base, and recovers',
    { timeout: 20_000 },
    async () => {
      expect((await messages()).statusCode).toBe(200);
      proxy.freeze();
      const stalled = await messages();
      expect(stalled.statusCode).toBe(503);
      expect(apiErrorSchema.parse(stalled.json()).error.code).toBe('unavailable');
      const notReady = await ready();
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({ status: 'not_ready', checks: { database: false } });
      expect((await interactions()).statusCode).toBe(200);
      proxy.thaw();
      expect(await recovered()).toBe(true);
      expect((await ready()).statusCode).toBe(200);
    },
  );

  it(
    'answers 503 while the database refuses connections, and recovers when it is back',
    { timeout: 20_000 },
    async () => {
      await proxy.stop();
      const refused = await messages();
      expect(refused.statusCode).toBe(503);
      expect(apiErrorSchema.parse(refused.json()).error.message).toContain('Databasen svarar inte');
      expect((await interactions()).statusCode).toBe(200);
      await proxy.start();
      expect(await recovered()).toBe(true);
    },
  );
});
