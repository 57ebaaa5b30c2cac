import type { AddressInfo } from 'node:net';
import net from 'node:net';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { Mailer } from './mailer.ts';
import { allMail } from './outbox.repository.ts';

const NOW = new Date('2026-11-22T10:00:00Z');

/** A free loopback port: bound, then released. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  return port;
}

describe('Mailer outbox', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase('sqlite');
    handle = openDatabase(database.url);
    await migrateToLatest(handle.db);
  });
  afterEach(async () => {
    await handle.db.destroy();
    await database.drop();
  });

  it('keeps a message when SMTP is down and delivers it on a later retry', async () => {
    const port = await freePort();
    const mailer = new Mailer(
      handle.db,
      `smtp://127.0.0.1:${port}`,
      'Medkompass <noreply@medkompass.se>',
      pino({ level: 'silent' }),
    );
    await mailer.send({ to: 'anna@region.se', subject: 'Ämne', text: 'Hej' }, NOW);
    let [row] = await allMail(handle.db);
    expect(row).toMatchObject({ sent_at: null, attempts: 1 });
    expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i);

    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        stream.on('data', (chunk: Buffer) => {
          received.push(chunk.toString());
        });
        stream.on('end', () => {
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      await mailer.deliverPending(NOW);
      [row] = await allMail(handle.db);
      expect(row).toMatchObject({ attempts: 2, last_error: null });
      expect(row?.sent_at).not.toBeNull();
      expect(received.join('')).toContain('Subject: =?UTF-8?Q?=C3=84mne?=');
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    }
  });
});
