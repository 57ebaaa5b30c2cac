/** Groups items under each of their keys; an item with two keys is in two groups, once each. */
export function groupBy<T>(
  items: readonly T[],
  keysOf: (item: T) => readonly string[],
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    for (const key of new Set(keysOf(item))) {
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }
  }
  return groups;
}
