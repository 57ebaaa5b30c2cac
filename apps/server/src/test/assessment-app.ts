import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { createUser, login, PASSWORD } from '../modules/auth/auth-test-helpers.ts';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.ts';
import { assessmentBundle } from './assessment-kb.ts';
import type { TestDatabaseKind } from './test-database.ts';

/** Writes the bundle to a temporary file for KB_BUNDLE_PATH; returns its path. */
function writeBundle(bundle: KbBundle): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medkompass-assessment-kb-'));
  const file = path.join(dir, 'assessment-kb.json');
  fs.writeFileSync(file, JSON.stringify(bundle));
  return file;
}

/** The real app on a fresh database with a test knowledge base of its own imported. */
export async function startAppWithBundle(
  kind: TestDatabaseKind,
  bundle: KbBundle,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const file = writeBundle(bundle);
  try {
    return await startTestApp(kind, { KB_BUNDLE_PATH: file, ...env }, options);
  } finally {
    // Imported at start; the file is not read again.
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/** The real app on a fresh database with the assessment test knowledge base imported. */
export function startAssessmentApp(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  return startAppWithBundle(kind, assessmentBundle(), env, options);
}

/** A session token of a new user granted the sources (all six when not given). */
export async function sessionToken(t: TestApp, email: string, sources?: string[]): Promise<string> {
  await createUser(t, email, new Date(), sources);
  const response = await login(t, email, PASSWORD);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}
