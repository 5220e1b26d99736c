/** Spec 02 §9: socket-driven list and profile refreshes wait 500 ms for the burst to end. */
export const realtimeRefreshDebounceMs = 500;

/** Runs `action` once, `waitMs` after the last call of a burst. */
export function debounced(action: () => void, waitMs = realtimeRefreshDebounceMs): { (): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      action();
    }, waitMs);
  };
  run.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  return run;
}
