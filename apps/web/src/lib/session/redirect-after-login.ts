import { validateRedirectTarget } from '@medkompass/contracts/form-validation.ts';
import { readTabItem, writeTabItem } from '../tab-storage.ts';

// The page a guard turned a visitor away from, restored after login (specification §4).
const KEY = 'medkompass.afterLogin';

/** Remembers where to go after login; only a local path of allowed characters (§5) is kept. */
export function rememberRedirect(target: string): void {
  const checked = validateRedirectTarget(target);
  writeTabItem(KEY, checked.ok ? checked.value : null);
}

/** The remembered target, once (checked again: storage is outside our control); or null. */
export function takeRedirect(): string | null {
  const stored = readTabItem(KEY);
  writeTabItem(KEY, null);
  if (stored === null) return null;
  const checked = validateRedirectTarget(stored);
  return checked.ok ? checked.value : null;
}

/** Forgets the target (the dialog was closed without a login). */
export function forgetRedirect(): void {
  writeTabItem(KEY, null);
}
