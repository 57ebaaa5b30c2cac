/**
 * Whether an error means the database cannot be reached or did not answer in time:
 * node-postgres' connection and timeout failures, the network's, and PostgreSQL shutting down or
 * cancelling a statement. A call failing so gets 503, not 500: nothing is wrong with the request
 * or the server, and it can be retried.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  return (
    UNAVAILABLE_CODES.has(code) ||
    /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Connection ended unexpectedly/i.test(
      error.message,
    )
  );
}

// Network errors, and PostgreSQL's admin_shutdown, cannot_connect_now and query_canceled.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P03',
  '57014',
]);
