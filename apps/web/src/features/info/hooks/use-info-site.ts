import { useMemo } from 'react';
import { useSiteInfo as useSharedSiteInfo } from '@/lib/site';
import { toInfoSite, type InfoSite } from '../lib/site';

/**
 * Contact email and register facts from GET /api/site, through the shell's shared query (one request, one
 * cache entry for the footer, the contact widget and these pages). Undefined while loading or after a failure:
 * callers then show a neutral fallback.
 */
export function useInfoSite(): InfoSite | undefined {
  const { data } = useSharedSiteInfo();
  return useMemo(() => {
    if (data === undefined) return undefined;
    try {
      return toInfoSite(data);
    } catch {
      return undefined;
    }
  }, [data]);
}
