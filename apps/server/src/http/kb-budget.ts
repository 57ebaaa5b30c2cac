import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../errors.ts';
import type { LimitCounter } from './rate-limit-store.ts';

const WINDOW_MS = 60_000;
/** The name the budget counts under, apart from every request limit (rate-limit-store.ts). */
export const KB_BUDGET_NAME = 'kb-budget';

/**
 * What an answer computed from the knowledge base costs: one for the call and one per id it names
 * (a 200-id interaction call costs about 45 ms of CPU, a name search well under one). Every array
 * in the validated query is a list of ids.
 */
export function callCost(query: unknown): number {
  if (typeof query !== 'object' || query === null) return 1;
  let ids = 0;
  for (const value of Object.values(query)) if (Array.isArray(value)) ids += value.length;
  return 1 + ids;
}

/**
 * A budget per client address for knowledge-base answers that are computed: an answer kept in the
 * answer cache or a 304 costs nothing. The budget counts per minute in the counter of the request
 * limits, so instances on one PostgreSQL or Redis share it. Beyond it, 429 with `Retry-After`. A
 * counter that fails lets the call through, as the request limits do.
 */
export class KbBudget {
  private readonly counter: LimitCounter;
  private readonly perMinute: number;
  private readonly log: FastifyBaseLogger;

  constructor(options: { counter: LimitCounter; perMinute: number; log: FastifyBaseLogger }) {
    this.counter = options.counter;
    this.perMinute = options.perMinute;
    this.log = options.log;
  }

  /** Charges the call's cost to its client; throws 429 beyond the budget. */
  async charge(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (this.perMinute === 0) return;
    const cost = callCost(request.query);
    let state;
    try {
      state = await this.counter.add(`rl:${KB_BUDGET_NAME}:${request.ip}`, cost, WINDOW_MS);
    } catch (error) {
      this.log.warn({ err: error }, 'Knowledge-base budget not counted');
      return;
    }
    if (state.total <= this.perMinute) return;
    const seconds = Math.max(1, Math.ceil(state.ttl / 1000));
    reply.header('retry-after', String(seconds));
    throw tooManyRequests(
      `För många uppslag i kunskapsbasen från din adress. Vänta ${String(seconds)} sekunder och försök igen.`,
    );
  }
}
