import { createUserCommand } from '@medkompass/server/src/cli/users-commands.ts';
import { openDatabase } from '@medkompass/server/src/db/database.ts';

/** The account the API benchmarks log in with. */
export const BENCH_USER = { email: 'bench@region.se', password: 'bench-losenord-langt-nog' };

/** Creates the benchmarks' account in the server's database, as `users create` would. */
export async function createBenchUser(databaseUrl: string): Promise<void> {
  const { db } = openDatabase(databaseUrl);
  try {
    await createUserCommand(
      db,
      { email: BENCH_USER.email, firstName: 'B', lastName: 'B', password: BENCH_USER.password },
      new Date(),
      { info: () => undefined, problem: () => undefined },
    );
  } finally {
    await db.destroy();
  }
}
