import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults: port 3000 and an embedded SQLite file under data/', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toMatch(/^sqlite:.*\/data\/medkompass\.sqlite$/);
    expect(config.FRAME_ANCESTORS).toEqual(["'self'"]);
  });

  it('parses lists and booleans', () => {
    const config = loadConfig({ FRAME_ANCESTORS: " 'self' , https://a.se,", TRUST_PROXY: 'true' });
    expect(config.FRAME_ANCESTORS).toEqual(["'self'", 'https://a.se']);
    expect(config.TRUST_PROXY).toBe(true);
  });

  it('stops with a message naming each bad variable and its value', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('"eighty"');
      expect(message).toContain('DATABASE_URL: must start with sqlite: or postgres://');
    }
  });
});
