import { config } from 'zod/mini';

// Zod compiles object schemas with `new Function` when it may. The app's CSP forbids eval
// (script-src 'self'), so the attempt would only be refused and reported as a CSP violation on
// every page: Zod is told up front to validate without it. Imported first in main.tsx, before any
// schema is used.
config({ jitless: true });
