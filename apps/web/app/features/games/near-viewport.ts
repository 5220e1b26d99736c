import { type RefObject, useEffect, useState } from 'react';

/** Spec 01 §9: images load when they come within 400 px of the viewport. */
export const lazyLoadMargin = '400px';

/**
 * True once the element has come within the lazy-load margin of the viewport, and from then on. Without
 * IntersectionObserver (very old browsers) everything counts as near, so nothing stays blank.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: lazyLoadMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
