import { useEffect } from 'react';

/** A bonus modal opened without its item (a stale reopen): nothing to show, so it closes itself. */
export function MissingItem(props: { close(): void }) {
  const { close } = props;
  useEffect(() => close(), [close]);
  return null;
}
