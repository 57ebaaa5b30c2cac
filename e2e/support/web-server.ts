// The e2e web server (playwright.config.ts webServer): a fresh SQLite file with the e2e accounts
// made by the operators' users CLI, a real SMTP server on a free loopback port that files every
// mail under MAIL_DIR, one system message from the messages CLI, and the Medkompass server on
// that database, sending mail there.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import {
  SERVER_BUNDLE_MAIN,
  SERVER_NODE_OPTIONS,
} from '@medkompass/server/src/build/production-start.ts';
import {
  BASE_URL,
  DATABASE_FILE,
  E2E_MESSAGE,
  E2E_USERS,
  MAIL_DIR,
  RECORD_SYSTEM_ORIGIN,
  RUN_DIR,
} from './e2e-settings.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const databaseEnv = { ...process.env, DATABASE_URL: `sqlite:${DATABASE_FILE}` };

fs.rmSync(RUN_DIR, { recursive: true, force: true });
fs.mkdirSync(MAIL_DIR, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const mail = {
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      };
      const file = path.join(MAIL_DIR, `${String(++received).padStart(4, '0')}.json`);
      fs.writeFileSync(file, JSON.stringify(mail));
      callback();
    });
  },
});
await new Promise<void>((resolve) => {
  smtp.listen(0, '127.0.0.1', resolve);
});
const smtpPort = (smtp.server.address() as AddressInfo).port;

/** Runs one of the operators' CLIs on the e2e database. */
function cli(script: string, args: string[], input = ''): void {
  const run = spawnSync(
    process.execPath,
    [path.join(repo, 'apps/server/src/cli', script), ...args],
    {
      env: databaseEnv,
      input,
      stdio: ['pipe', 'inherit', 'inherit'],
    },
  );
  if (run.status !== 0) throw new Error(`${script} ${args.join(' ')} failed`);
}

for (const user of Object.values(E2E_USERS)) {
  // The password goes in on standard input, as an operator would give it.
  cli(
    'users-cli.ts',
    ['create', user.email, '--first-name', user.firstName, '--last-name', user.lastName],
    `${user.password}\n`,
  );
}
cli('messages-cli.ts', [
  'add',
  '--type',
  E2E_MESSAGE.type,
  '--header',
  E2E_MESSAGE.header,
  '--message',
  E2E_MESSAGE.message,
  '--allow-hide',
]);

// The production start: the server's bundle that `npm run build` makes (ADR 0047), as
// `./task start` runs it.
if (!fs.existsSync(SERVER_BUNDLE_MAIN)) {
  throw new Error(`No server bundle at ${SERVER_BUNDLE_MAIN}: run npm run build first`);
}
const server = spawn(process.execPath, [...SERVER_NODE_OPTIONS, SERVER_BUNDLE_MAIN], {
  env: {
    ...databaseEnv,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PUBLIC_URL: BASE_URL,
    FRAME_ANCESTORS: `'self',${RECORD_SYSTEM_ORIGIN}`,
  },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.kill(signal);
  });
}
server.on('exit', (code) => {
  smtp.close(() => {
    process.exit(code ?? 0);
  });
});
