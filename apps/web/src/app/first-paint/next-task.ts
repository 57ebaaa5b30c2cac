/**
 * Settles in a new task of the main thread, so what waits for it (a paint, a key typed) runs
 * before the work that follows: a way to cut one long task of a phone's main thread into short
 * ones (Total Blocking Time, bench/README.md).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
