// What main-thread.ts reports from the entries a page's PerformanceObserver saw: the blocking
// time of the long tasks after the first contentful paint (Total Blocking Time as Lighthouse
// counts it: each task's time beyond 50 ms, from the first paint on), and medians over runs.

/** A long task: when it started and how long it ran, in milliseconds from navigation. */
export interface LongTask {
  start: number;
  duration: number;
}

/** A task blocks input for its time beyond this (Lighthouse's and the long-task API's limit). */
export const BLOCKING_THRESHOLD_MS = 50;

/**
 * The blocking time of the tasks from `from` on: each task's part after `from`, less the first
 * 50 ms of the task. (A task that started before `from` counts only beyond it, as in Lighthouse.)
 */
export function blockingTime(tasks: readonly LongTask[], from: number): number {
  let total = 0;
  for (const { start, duration } of tasks) {
    const end = start + duration;
    if (end <= from) continue;
    const blocking = Math.min(end - from, duration - BLOCKING_THRESHOLD_MS);
    if (blocking > 0) total += blocking;
  }
  return total;
}

/** The median of a non-empty list (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no values to take the median of');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
