import * as z from 'zod/mini';

/** Shown in this order: errors, then warnings, then information (specification §4 'Messages'). */
export const systemMessageTypeSchema = z.enum(['error', 'warning', 'info']);
export type SystemMessageType = z.infer<typeof systemMessageTypeSchema>;

/** An operator's message above the search (specification §3 'System message'). */
export const systemMessageSchema = z.object({
  _id: z.string(),
  header: z.string(),
  message: z.string(),
  type: systemMessageTypeSchema,
  /** The user may hide the message for the session. */
  allowHide: z.boolean(),
});
export type SystemMessage = z.infer<typeof systemMessageSchema>;

/** GET /api/messages: every current message, errors first, then warnings, then information. */
export const systemMessageListResponseSchema = z.array(systemMessageSchema);
