/** The ids with the one at `index` moved one place up (-1) or down (+1). */
export function moved<T extends { id: string }>(items: readonly T[], index: number, delta: -1 | 1): string[] {
  const ids = items.map((item) => item.id);
  const other = index + delta;
  if (other < 0 || other >= ids.length) return ids;
  [ids[index], ids[other]] = [ids[other] as string, ids[index] as string];
  return ids;
}

/**
 * After a move the list is drawn again: the focus goes back to the same button of the moved row, or to its
 * other arrow when it reached an end, so a keyboard user can keep pressing.
 */
export function refocus(prefix: string, id: string, delta: -1 | 1): void {
  requestAnimationFrame(() => {
    const same = document.getElementById(`${prefix}-${delta < 0 ? 'up' : 'down'}-${id}`) as HTMLButtonElement | null;
    const other = document.getElementById(`${prefix}-${delta < 0 ? 'down' : 'up'}-${id}`) as HTMLButtonElement | null;
    (same && !same.disabled ? same : other)?.focus();
  });
}
