// Home page content (spec section 7, "Notices, customer, home"): the slideshow and the banners.
import { slideSchema, bannerSchema, homeEndpoints } from '@bet/api/contract/home';
import { contentOf } from '../content/content-items.ts';
import { routesOf } from '../http/call.ts';

const bannerRow = bannerSchema.omit({ id: true });

export const homeRoutes = routesOf(homeEndpoints, {
  'home.banners': async ({ services }) =>
    (await contentOf(services.db, 'banner', bannerRow)).map((row) => ({
      id: row.id,
      ...row.data,
    })),
  'home.slideshow': async ({ services }) =>
    (await contentOf(services.db, 'slide', slideSchema)).map((row) => row.data),
});
