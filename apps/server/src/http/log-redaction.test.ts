import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('request URLs in the log', () => {
  it('hides the token of a password-reset link', () => {
    expect(redactUrl('/auth/changePassword/abc123')).toBe('/auth/changePassword/[redacted]');
    expect(redactUrl('/en/auth/changePassword/abc123?x=1')).toBe(
      '/en/auth/changePassword/[redacted]?x=…',
    );
  });

  it('keeps the names of query parameters but none of their values: no token, no patient data', () => {
    const logged = redactUrl(
      '/interaktioner?jmi=true&t=eyJhbGciOi.secret&birthYear=1950&gender=f&krea=112&nplIds=99000000000003',
    );
    expect(logged).toBe('/interaktioner?jmi=…&t=…&birthYear=…&gender=…&krea=…&nplIds=…');
    for (const secret of ['eyJhbGciOi', '1950', '112', '99000000000003']) {
      expect(logged).not.toContain(secret);
    }
  });

  it('leaves a plain path as it is', () => {
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl('/api/search?')).toBe('/api/search?');
  });
});
