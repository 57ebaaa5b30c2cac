import { Writable } from 'node:stream';
import { openDatabase } from '../../db/database.ts';
import { createUserCommand } from '../../cli/users-commands.ts';
import type { TestApp } from '../../test/test-app.ts';

export const PASSWORD = 'korrekt-hast-batteri-42';
export const silentOut = { info: () => undefined, problem: () => undefined };

/** A clock a test moves by hand. */
export function testClock(start = '2026-11-22T10:00:00Z') {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advanceMinutes: (minutes: number) => {
      current += minutes * 60_000;
    },
  };
}

/** Collects every log line the app writes. */
export function logCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

/** Creates a user through the operators' CLI command, on the test app's database. */
export async function createUser(
  t: TestApp,
  email: string,
  now: Date,
  sources?: string[],
): Promise<void> {
  const { db } = openDatabase(t.database.url);
  try {
    await createUserCommand(
      db,
      {
        email,
        firstName: 'Anna',
        lastName: 'Berg',
        password: PASSWORD,
        ...(sources ? { sources } : {}),
      },
      now,
      silentOut,
    );
  } finally {
    await db.destroy();
  }
}

export async function login(
  t: TestApp,
  email: string,
  password: string,
  remoteAddress = '127.0.0.1',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
