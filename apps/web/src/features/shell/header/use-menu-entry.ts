import { useAppActions, NO_PROFILE } from '@/lib/app-state';
import type { MenuEntry } from './nav-items';

/** What choosing a user-menu entry does besides navigating (docs/product.md §2). */
export function useMenuEntrySelect(): (entry: MenuEntry) => void {
  const { setCurrentProfileId } = useAppActions();
  return (entry) => {
    if (!entry.keepsProfile) setCurrentProfileId(NO_PROFILE);
  };
}
