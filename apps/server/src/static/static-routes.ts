// Generated pictures under /static (issue 5): team badges, game tiles and the seed's posters, as SVG, cacheable for a
// day. An unknown name is a 404, never a picture of anything asked for.
import type { App } from '../http/app.ts';
import { badgeSvg, gamePictureSvg } from '../feeds/badges.ts';
import { teamOfSlug } from '../feeds/sports-catalog.ts';
import { findProviderGame } from '../games/provider-catalog.ts';
import { posterFile } from './posters.ts';

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=86400',
  'X-Content-Type-Options': 'nosniff',
};

export function staticRoutes() {
  return (app: App): void => {
    app.get('/static/badges/:file', (c) => {
      const team = teamOfSlug(c.req.param('file').replace(/\.svg$/, ''));
      if (!team) return c.notFound();
      return c.body(badgeSvg(team), 200, SVG_HEADERS);
    });
    app.get('/static/games/:provider/:file', (c) => {
      const game = findProviderGame(
        c.req.param('provider'),
        c.req.param('file').replace(/\.svg$/, ''),
      );
      if (!game) return c.notFound();
      return c.body(gamePictureSvg(game.name, game.providerLabel), 200, SVG_HEADERS);
    });
    app.get('/static/:folder{banners|slides|promotions|support|vip}/:file', (c) => {
      const svg = posterFile(c.req.param('folder'), c.req.param('file'));
      if (svg === undefined) return c.notFound();
      return c.body(svg, 200, SVG_HEADERS);
    });
  };
}
