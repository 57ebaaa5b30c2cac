import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemMessageListResponseSchema } from '@medkompass/contracts/messages.ts';
import { CommandError } from '../../cli/cli-support.ts';
import {
  addMessageCommand,
  listMessagesCommand,
  removeMessageCommand,
} from '../../cli/messages-commands.ts';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { startAssessmentApp } from '../../test/assessment-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testDatabaseKinds } from '../../test/test-database.ts';

const NOW = new Date('2026-11-22T10:00:00Z');

describe.each(testDatabaseKinds)('system messages on %s', (kind) => {
  let t: TestApp;
  let handle: DatabaseHandle;
  let lines: string[] = [];
  const out = { info: (l: string) => lines.push(l), problem: (l: string) => lines.push(l) };

  beforeAll(async () => {
    t = await startAssessmentApp(kind);
    handle = openDatabase(t.database.url);
  });
  afterAll(async () => {
    await handle.db.destroy();
    await t.close();
  });

  const messages = async () => {
    const response = await t.app.inject({ url: '/api/messages' });
    expect(response.statusCode).toBe(200);
    return systemMessageListResponseSchema.parse(response.json());
  };

  it('has none at first', async () => {
    expect(await messages()).toEqual([]);
  });

  it('shows added messages, errors first, then warnings, then information', async () => {
    const add = (type: string, header: string, allowHide = false) =>
      addMessageCommand(handle.db, { type, header, message: `${header}.`, allowHide }, NOW, out);
    const info = await add('info', 'Nyhet', true);
    const warning = await add('warning', 'Planerat underhåll');
    const error = await add('error', 'Driftstörning');
    expect(await messages()).toEqual([
      {
        _id: error,
        header: 'Driftstörning',
        message: 'Driftstörning.',
        type: 'error',
        allowHide: false,
      },
      {
        _id: warning,
        header: 'Planerat underhåll',
        message: 'Planerat underhåll.',
        type: 'warning',
        allowHide: false,
      },
      { _id: info, header: 'Nyhet', message: 'Nyhet.', type: 'info', allowHide: true },
    ]);
    lines = [];
    await listMessagesCommand(handle.db, out);
    expect(lines).toEqual([
      `${error}\terror\tvisas alltid\tDriftstörning`,
      `${warning}\twarning\tvisas alltid\tPlanerat underhåll`,
      `${info}\tinfo\tkan döljas\tNyhet`,
    ]);
    await removeMessageCommand(handle.db, warning, out);
    expect((await messages()).map((m) => m._id)).toEqual([error, info]);
  });

  it('refuses an unknown type, an empty header and removing an unknown id', async () => {
    const add = (type: string, header: string) =>
      addMessageCommand(handle.db, { type, header, message: 'M', allowHide: false }, NOW, out);
    await expect(add('urgent', 'H')).rejects.toThrow("Okänd typ 'urgent'");
    await expect(add('info', ' ')).rejects.toThrow(CommandError);
    await expect(removeMessageCommand(handle.db, 'no-such-id', out)).rejects.toThrow(
      'Inget meddelande med id no-such-id',
    );
    expect(await messages()).toHaveLength(2);
  });
});
