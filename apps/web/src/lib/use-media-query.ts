import { useSyncExternalStore } from 'react';

/** Small screens in docs/product.md §2 and docs/design.md: below 768 px (Tailwind's `md`). */
export const SMALL_SCREEN_QUERY = '(max-width: 767.98px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
