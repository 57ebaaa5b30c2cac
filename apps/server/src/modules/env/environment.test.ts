import { describe, expect, it } from 'vitest';
import { environmentForHost } from './environment.ts';

describe('environmentForHost (specification §3 Global state)', () => {
  it.each([
    ['localhost', 'env-dev'],
    ['localhost:3000', 'env-dev'],
    ['127.0.0.1:3000', 'env-dev'],
    ['[::1]', 'env-dev'],
    ['test.medkompass.se', 'env-test'],
    ['medkompass-test.region.se', 'env-test'],
    ['stage2.medkompass.se', 'env-test'],
    ['medkompass.se', 'env-prod'],
    ['www.medkompass.se', 'env-prod'],
    ['contest.se', 'env-prod'],
  ])('%s is %s', (host, expected) => {
    expect(environmentForHost(host)).toBe(expected);
  });
});
