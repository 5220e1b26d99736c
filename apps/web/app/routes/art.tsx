import { renderToStaticMarkup } from 'react-dom/server';
import { ArtSvg, isArt } from '../features/content/art.tsx';
import type { Route } from './+types/art';

/**
 * GET /art/:art/:seed: a promotion's generated artwork as an SVG image. The picture follows from the two
 * parameters alone, so any cache may keep it; a day, so a new release's drawing reaches everyone soon.
 */
export function loader({ params }: Route.LoaderArgs) {
  const seed = params.seed;
  if (!isArt(params.art) || seed.length > 200) return new Response(null, { status: 404 });
  return new Response(renderToStaticMarkup(<ArtSvg art={params.art} seed={seed} />), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    },
  });
}
