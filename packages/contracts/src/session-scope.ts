import * as z from 'zod/mini';

/** Who a session is: a person, the shared network user, or a record system (integrated mode). */
export const sessionScopeSchema = z.enum(['user', 'network', 'integration']);
export type SessionScope = z.infer<typeof sessionScopeSchema>;
