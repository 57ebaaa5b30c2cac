/** The outcome of checking one input: its value, or why it was refused. Never an exception. */
export type Validated<T> = { ok: true; value: T } | { ok: false; reason: string };

/** An accepted value. */
export const valid = <T>(value: T): Validated<T> => ({ ok: true, value });
/** A refused value, with the reason shown to the user (Swedish). */
export const invalid = <T = never>(reason: string): Validated<T> => ({ ok: false, reason });
