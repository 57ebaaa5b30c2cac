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
    const config = loadConfig({ FRAME_ANCESTORS: " 'self' , https://a.se,", TRUST_PROXY: '1' });
    expect(config.FRAME_ANCESTORS).toEqual(["'self'", 'https://a.se']);
    expect(config.TRUST_PROXY).toBe(1);
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

  it('reads the assessment settings: CORS origins, switched-off sources, versions, cache age', () => {
    const defaults = loadConfig({});
    expect(defaults.CORS_ORIGINS).toEqual([]);
    expect(defaults.SOURCES_DISABLED).toEqual([]);
    expect(defaults.PRODUCT_VERSION).toMatch(/^\d+\.\d+\.\d+/);
    expect(defaults.INTEGRATED_VERSION).toBe(defaults.PRODUCT_VERSION);
    expect(defaults.KB_CACHE_MAX_AGE_SECONDS).toBe(60);
    const config = loadConfig({
      CORS_ORIGINS: 'https://journal.region.se,http://localhost:5173',
      SOURCES_DISABLED: 'genus, riskprofile',
    });
    expect(config.CORS_ORIGINS).toEqual(['https://journal.region.se', 'http://localhost:5173']);
    expect(config.SOURCES_DISABLED).toEqual(['genus', 'riskprofile']);
  });

  it('refuses an origin with a path and an unknown source, naming the variables', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'https://journal.region.se/app' })).toThrow(
      /CORS_ORIGINS/,
    );
    expect(() => loadConfig({ SOURCES_DISABLED: 'sideeffects' })).toThrow(/SOURCES_DISABLED/);
  });

  it('allows anonymous CDS Hooks calls only outside production', () => {
    expect(loadConfig({}).CDS_ALLOW_ANONYMOUS).toBe(false);
    expect(loadConfig({ CDS_ALLOW_ANONYMOUS: 'true' }).CDS_ALLOW_ANONYMOUS).toBe(true);
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.region.se:587',
    };
    expect(loadConfig(production).CDS_ALLOW_ANONYMOUS).toBe(false);
    expect(() => loadConfig({ ...production, CDS_ALLOW_ANONYMOUS: 'true' })).toThrow(
      /CDS_ALLOW_ANONYMOUS: anonymous CDS Hooks calls are not allowed in production/,
    );
  });

  it('trusts proxies by hop count or address, never every hop', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: 'true' would trust every/,
    );
    for (const bad of ['0', '11', '10.0.0.0/33', 'proxy.example.se', '10.0.0.1/8/1'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it('refuses the public default network password in production when network login is on', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.region.se:587',
    };
    expect(() => loadConfig({ ...production, NETWORK_CIDRS: '10.0.0.0/8' })).toThrow(
      /NETWORK_USER_PASSWORD: the default network password is public/,
    );
    expect(
      loadConfig({
        ...production,
        NETWORK_CIDRS: '10.0.0.0/8',
        NETWORK_USER_PASSWORD: 's3cret-net',
      }).NETWORK_CIDRS,
    ).toEqual(['10.0.0.0/8']);
    expect(loadConfig({ NETWORK_CIDRS: '10.0.0.0/8' }).NETWORK_USER_PASSWORD).toBe(
      'medkompass-natverk',
    );
  });

  it('requires SMTP in production, so reset links never wait in the outbox or the log', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /SMTP_URL: required in production/,
    );
    // The operators' CLIs only reach the database: they run in production without it.
    expect(loadConfig({ NODE_ENV: 'production' }, { forServer: false }).DATABASE_URL).toMatch(
      /^sqlite:/,
    );
  });

  it('never prints the value of a secret setting it refuses', () => {
    for (const [name, value] of [
      ['JWT_SECRET', 'short-but-secret'],
      ['SMTP_URL', 'http://user:hunter2@mail'],
      ['DATABASE_URL', 'mysql://root:hunter2@db'],
    ]) {
      let message = '';
      try {
        loadConfig({ [name as string]: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, name).toContain(name);
      expect(message, name).not.toContain('hunter2');
      expect(message, name).not.toContain('short-but-secret');
    }
  });
});
