import { c } from './c.ts';

export function b(n: number): number {
  return c(n);
}
