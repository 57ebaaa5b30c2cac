// zod/mini: the web app reads the scope of a kept session at its first render, where classic
// Zod's 20 kB would weigh on the first page (ADR 29).
import * as z from 'zod/mini';

/** Who a session is: a person, the shared network user, or a record system (integrated mode). */
export const sessionScopeSchema = z.enum(['user', 'network', 'integration']);
export type SessionScope = z.infer<typeof sessionScopeSchema>;
