import * as z from 'zod/mini';
import { SESSION_CHANNEL } from './ask-open-tabs.ts';

/**
 * The end of the session channel of a tab that holds a person's session (ADR 44), loaded with that
 * session rather than with the first page: it hands the token to a new tab that asks
 * (ask-open-tabs.ts), tells the other tabs of a logout, and of a token the server refused.
 */

// What the other tabs say: 'ask' from a new tab, a 'logout', a token that 'ended' (the server
// refused it). An 'offer' is for the asking tab; anything else on the channel is ignored.
const messageSchema = z.union([
  z.object({ ask: z.literal(true) }),
  z.object({ logout: z.literal(true) }),
  z.object({ ended: z.string().check(z.minLength(1)) }),
]);

/** What a tab answers and does when other tabs speak. */
export interface SessionTabsHandlers {
  /** The token to hand to a new tab: a person's session only, else null. */
  offer: () => string | null;
  /** Another tab's user logged out. */
  onLogout: () => void;
  /** The server refused this token in another tab. */
  onEnded: (token: string) => void;
}

export interface SessionTabs {
  /** Tells the other tabs that this tab's user logged out. */
  announceLogout: () => void;
  /** Tells the other tabs that the server refused `token`. */
  announceEnded: (token: string) => void;
}

/** Joins the channel, or null where the browser has no BroadcastChannel. */
export function openSessionTabs(handlers: SessionTabsHandlers): SessionTabs | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    const parsed = messageSchema.safeParse(data);
    if (!parsed.success) return;
    const message = parsed.data;
    if ('ask' in message) {
      const token = handlers.offer();
      if (token !== null) channel.postMessage({ offer: token });
    } else if ('logout' in message) handlers.onLogout();
    else handlers.onEnded(message.ended);
  };
  return {
    announceLogout: () => {
      channel.postMessage({ logout: true });
    },
    announceEnded: (token) => {
      channel.postMessage({ ended: token });
    },
  };
}
