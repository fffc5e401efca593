/** Education and work entries: add, remove and move, as pure functions of the list (the form keeps the state). */

/** A copy with the entry at `from` moved to `to` (clamped); the same list when nothing moves. */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

export function removeEntry<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

export function addEntry<T>(list: readonly T[], entry: T, max: number): T[] {
  return list.length >= max ? [...list] : [...list, entry];
}

/** Field errors are keyed by path ("work.2.end"): moving or removing entries must move their errors too. */
export function remapErrors(errors: Record<string, string>, section: string, order: number[]): Record<string, string> {
  const next: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    const match = new RegExp(`^${section}\\.(\\d+)\\.(.+)$`).exec(key);
    if (!match) {
      next[key] = value;
      continue;
    }
    const newIndex = order.indexOf(Number(match[1]));
    if (newIndex >= 0) next[`${section}.${newIndex}.${match[2]}`] = value;
  }
  return next;
}

/** The old index of each entry after a move (for remapErrors). */
export function moveOrder(length: number, from: number, to: number): number[] {
  return moveEntry(
    Array.from({ length }, (_, i) => i),
    from,
    to,
  );
}
