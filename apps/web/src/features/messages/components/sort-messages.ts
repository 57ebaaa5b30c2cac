import { systemMessageTypeSchema, type SystemMessage } from '@medkompass/contracts/messages.ts';

const rank = (message: SystemMessage) => systemMessageTypeSchema.options.indexOf(message.type);

/** Errors, then warnings, then information (specification §4); the server's order within each. */
export function sortMessages(messages: readonly SystemMessage[]): SystemMessage[] {
  return [...messages].sort((a, b) => rank(a) - rank(b));
}
