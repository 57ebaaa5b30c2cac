import type { Environment } from '@medkompass/contracts/env.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
const TEST_HOST = /(^|[.-])(test|stage|staging|qa|acc)([.-]|\d|$)/i;

/**
 * The environment as the specification derives it from the API address (§3 'Global state'):
 * a local host is env-dev, a test host env-test, any other env-prod.
 */
export function environmentForHost(hostname: string): Environment {
  const host = hostname.toLowerCase().replace(/:\d+$/, '');
  if (LOCAL_HOSTS.has(host) || host.endsWith('.localhost')) return 'env-dev';
  if (TEST_HOST.test(host)) return 'env-test';
  return 'env-prod';
}
