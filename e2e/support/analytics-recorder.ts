// A stand-in for a self-hosted Matomo in e2e: an HTTP server that records every tracking request
// it receives (method, path, query, headers and form body), so a spec can assert exactly what the
// web app sent. The e2e web server is configured with its address (playwright.config.ts).
import http from 'node:http';
import { PORT } from './e2e-settings.ts';

/** Far from the run's own port and the record system's next to it, so parallel runs do not meet. */
export const ANALYTICS_PORT = PORT + 1000;
export const ANALYTICS_ORIGIN = `http://127.0.0.1:${ANALYTICS_PORT}`;
/** The Matomo site id the e2e server is configured with. */
export const ANALYTICS_SITE_ID = '3';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The form body's parameters, in order. */
  params: [string, string][];
  /** The body as it arrived. */
  body: string;
}

export interface AnalyticsRecorder {
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startAnalyticsRecorder(): Promise<AnalyticsRecorder> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        params: [...new URLSearchParams(body)],
        body,
      });
      // As Matomo answers with send_image=0.
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => {
    server.listen(ANALYTICS_PORT, '127.0.0.1', resolve);
  });
  return {
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
