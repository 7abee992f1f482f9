// A section page opens with one piece of each type before the second of any, so the first cards
// show the range rather than six variations of the first type. Within a type, order is kept.
export function interleaveBy<T>(items: readonly T[], groupOf: (item: T) => number | string): T[] {
  const groups = new Map<number | string, T[]>();
  for (const item of items) {
    const key = groupOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  const queues = [...groups.values()];
  const result: T[] = [];
  for (let round = 0; result.length < items.length; round += 1) {
    for (const queue of queues) {
      const item = queue[round];
      if (item !== undefined) result.push(item);
    }
  }
  return result;
}
