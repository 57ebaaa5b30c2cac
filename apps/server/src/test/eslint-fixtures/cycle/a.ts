// A deliberate import cycle a → b → c → a, linted only by eslint-boundaries.test.ts (import-x/no-cycle).
import { b } from './b.ts';

export function a(n: number): number {
  return n <= 0 ? 0 : b(n - 1);
}
