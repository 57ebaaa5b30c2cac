/** A JSON answer, as the server sends it. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** The API's one error body (packages/contracts error.ts). */
export const error = (
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
) => json({ error: { code, message } }, status, headers);
