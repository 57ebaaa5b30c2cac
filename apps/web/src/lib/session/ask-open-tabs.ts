import * as z from 'zod/mini';

/**
 * The channel between the tabs of one browser (ADR 44): a BroadcastChannel reaches only the same
 * origin in the same browser profile and storage partition, and keeps nothing, so a closed browser
 * still leaves no session behind (ADR 17).
 */
export const SESSION_CHANNEL = 'medkompass.session';

/** How long a new tab waits for an open tab's answer: a local message takes about a millisecond. */
export const ASK_WAIT_MS = 200;

const offerSchema = z.object({ offer: z.string().check(z.minLength(1)) });

/**
 * A new tab asks the open tabs for a person's session (session-tabs.ts answers): the first token
 * offered within `waitMs`, else null; at once null where the browser has no BroadcastChannel. Only
 * this part is on the first page's path; the answering end loads with a person's session.
 */
export function askOpenTabs(waitMs = ASK_WAIT_MS): Promise<string | null> {
  if (typeof BroadcastChannel === 'undefined') return Promise.resolve(null);
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  return new Promise((resolve) => {
    const done = (token: string | null) => {
      clearTimeout(timer);
      channel.close();
      resolve(token);
    };
    const timer = setTimeout(done, waitMs, null);
    channel.onmessage = ({ data }: MessageEvent<unknown>) => {
      const offered = offerSchema.safeParse(data);
      if (offered.success) done(offered.data.offer);
    };
    channel.postMessage({ ask: true });
  });
}
