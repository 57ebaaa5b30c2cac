import { SMTPServer } from 'smtp-server';

export interface SmtpCatcher {
  /** Every message received, decoded from quoted-printable. */
  received: string[];
  close(): Promise<void>;
}

/** A quoted-printable mail as text, so a test can look for what the sender wrote. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A real SMTP server on the port the e2e server's SMTP_URL names, keeping what it receives. */
export async function startSmtpCatcher(port: number): Promise<SmtpCatcher> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(decodeQuotedPrintable(Buffer.concat(chunks).toString('latin1')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
