/** Marks the renal view's own URL writes: only other changes replace what is being typed. */
export const FORM_WRITE = { renalForm: true } as const;

export function isFormWrite(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'renalForm' in state;
}
