import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { storeAffiliateTag } from './affiliate-tag.ts';
import { rememberPwaSource } from './pwa-source.ts';

const redirectedFromGame = 'redirectedFromGame';

/**
 * Query parameters with a site-wide meaning (spec 01 §2): `stag` is stored and then removed from the
 * address, `source=pwa` is remembered for the session, and `redirectedFromGame` inside a frame (a game
 * provider sending the player back) moves the whole window to the same address without the flag.
 */
export function UrlFlags(props: { affiliateTagDays: number }) {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(location.search);

    if (params.has(redirectedFromGame) && window !== window.top) {
      params.delete(redirectedFromGame);
      const query = params.toString();
      const target = `${window.location.origin}${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
      try {
        if (window.top) window.top.location.href = target;
      } catch {
        // A sandboxed frame may not navigate its parent; the page then simply stays in the frame.
      }
      return;
    }

    if (params.get('source') === 'pwa') rememberPwaSource();

    const tag = params.get('stag');
    if (tag !== null) {
      if (tag) storeAffiliateTag(tag, props.affiliateTagDays);
      params.delete('stag');
      const query = params.toString();
      navigate(
        { pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [location.search, location.pathname, location.hash, navigate, props.affiliateTagDays]);

  return null;
}
