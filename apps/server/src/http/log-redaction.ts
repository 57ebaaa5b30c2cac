import {
  INTEGRATED_PARAMS,
  PATIENT_PARAMS,
} from '@medkompass/clinical/integrated-mode-url-params.ts';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

// The password-reset link of the mail (specification §2: /auth/changePassword/{token}), with or
// without the /en prefix. The token is a secret until it is used.
const RESET_LINK = /^((?:\/en)?\/auth\/changePassword\/)[^/?#]+/i;

/**
 * A request URL fit for the log: a reset link's token replaced by a marker, and every query value
 * dropped, keeping only the parameter names. Query strings carry a record system's `t` token and,
 * in integrated mode, patient data (birth year, gender, creatinine …) and the patient's drug list;
 * none of it may reach a log, and the names are enough to trace a request.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(
    RESET_LINK,
    '$1[redacted]',
  );
  if (queryStart === -1) return path;
  const names = url
    .slice(queryStart + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => `${pair.split('=')[0] ?? ''}=…`);
  return `${path}?${names.join('&')}`;
}

/**
 * A text with the token of every reset link in it replaced by a marker: what the outbox keeps
 * of a mail once it is delivered, so a database reader cannot change someone's password.
 */
export function withoutResetTokens(text: string): string {
  return text.replace(
    /((?:\/en)?\/auth\/changePassword\/)[^\s/?#]+/gi,
    '$1[raderad efter leverans]',
  );
}

/**
 * The parameters of the app's addresses whose values are secrets or patient data (specification
 * §5, integrated mode): redacted wherever `name=value` appears in a logged text, in or out of a
 * query string.
 */
export const SENSITIVE_PARAMETERS = [
  ...Object.values(PATIENT_PARAMS),
  ...Object.values(INTEGRATED_PARAMS),
  // Names the app does not use but a record system or a hand-made link might: a patient's data
  // under another name is still the patient's.
  'token',
  'sex',
  'length',
  'cyscdate',
  'egfr',
  'heightdate',
  'patientId',
  'personnummer',
  'pnr',
] as const;

// A query parameter's value: up to the next parameter, fragment, white space or quote. In a
// written JSON line a backslash ends it too, so that an escape is never cut in half.
const VALUE_END = '&#\\s"<>`';
const redactions = (valueEnd: string) => [
  {
    pattern: new RegExp(`((?:\\/en)?\\/auth\\/changePassword\\/)[^/?${valueEnd}]+`, 'gi'),
    replacement: '$1[redacted]',
  },
  { pattern: new RegExp(`([?&][^?=${valueEnd}]*=)[^${valueEnd}]*`, 'g'), replacement: '$1…' },
  {
    pattern: new RegExp(
      `(^|[^\\p{L}\\p{N}_])(${SENSITIVE_PARAMETERS.join('|')})=[^${valueEnd}]*`,
      'giu',
    ),
    replacement: '$1$2=…',
  },
];
const TEXT_REDACTIONS = redactions(VALUE_END);
const LINE_REDACTIONS = redactions(`${VALUE_END}\\\\`);

function redactWith(text: string, rules: typeof TEXT_REDACTIONS): string {
  return rules.reduce((result, rule) => result.replace(rule.pattern, rule.replacement), text);
}

/**
 * Any text fit for the log: every query value, every `name=value` of a sensitive parameter and
 * every reset link's token replaced by a marker. Applied to every string a log line carries
 * (loggerOptions), so an error's message or a thrown input holding an address cannot leak one.
 */
export function redactText(text: string): string {
  return redactWith(text, TEXT_REDACTIONS);
}

/**
 * A written log line (JSON) with the same redaction, the last step before the stream: it covers
 * what no serialiser sees (a child logger's bindings, a message formatted from objects).
 */
export function redactLogLine(line: string): string {
  return redactWith(line, LINE_REDACTIONS);
}

const MAX_DEPTH = 6;

/**
 * A value as it may be logged: strings redacted (redactText), buffers (a parser error's raw
 * packet holds the whole request line) by their length only, objects and arrays alike within.
 */
export function redactValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) {
    return `[${value.byteLength} bytes]`;
  }
  if (seen.has(value) || depth >= MAX_DEPTH) return '[…]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1, seen));
  if (value instanceof Error) return errorLogFields(value, depth, seen);
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = redactValue(item, depth + 1, seen);
  return copy;
}

interface ErrorLogFields {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * An error for the log, as pino's standard serialiser gives it (type, message, stack, its own
 * fields such as code, and its cause), with every string redacted: Node's URL parser puts the
 * address it refused in `input` and the message, and an error's message may quote a request.
 */
export function errorLogFields(
  error: unknown,
  depth = 0,
  seen = new WeakSet<object>(),
): ErrorLogFields {
  if (!(error instanceof Error)) {
    const value = redactValue(error, depth, seen);
    return typeof value === 'object' && value !== null
      ? { type: 'Object', message: '', stack: '', ...value }
      : { type: typeof error, message: String(value), stack: '' };
  }
  seen.add(error);
  const fields: ErrorLogFields = {
    type: error.constructor.name,
    message: redactText(error.message),
    stack: redactText(error.stack ?? ''),
  };
  for (const [key, item] of Object.entries(error)) {
    if (key !== 'message' && key !== 'stack') fields[key] = redactValue(item, depth + 1, seen);
  }
  if (error.cause !== undefined && !('cause' in fields)) {
    fields.cause = redactValue(error.cause, depth + 1, seen);
  }
  return fields;
}

/** Fastify's request log fields, with the URL redacted. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** Fastify's response log fields: the status only (a redirect's Location stays out). */
export function responseLogFields(reply: Pick<FastifyReply, 'statusCode'>) {
  return { statusCode: reply.statusCode };
}

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/**
 * The logger's options, redaction a property of the logger rather than of each call: request,
 * response and error serialisers that keep no query value, token or patient parameter; every
 * other field of a log line and the message with its format arguments redacted as text
 * (redactText); authorisation and cookie headers censored.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): LoggerOptions {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: requestLogFields,
      res: responseLogFields,
      err: (error: unknown) => errorLogFields(error),
    },
    formatters: {
      log: (fields: Record<string, unknown>) => {
        const redacted: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(fields)) {
          // The serialisers' own fields are redacted by them, after this.
          redacted[key] =
            key === 'req' || key === 'res' || key === 'err' ? value : redactValue(value);
        }
        return redacted;
      },
    },
    hooks: {
      logMethod(args, method) {
        const redacted = args.map((arg: unknown) =>
          typeof arg === 'string' ? redactText(arg) : arg,
        );
        method.apply(this, redacted as Parameters<typeof method>);
      },
      streamWrite: redactLogLine,
    },
    ...(stream ? { stream } : {}),
  };
}
