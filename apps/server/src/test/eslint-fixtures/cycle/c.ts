import { a } from './a.ts';

export function c(n: number): number {
  return a(n);
}
