// Home page content (spec section 7, "Notices, customer, home"): the slideshow and the banners.
import { slideSchema, bannerSchema, homeEndpoints } from '@bet/api/contract/home';
import { contentOf } from '../content/content-items.ts';
import { routesOf } from '../http/call.ts';

const bannerRow = bannerSchema.omit({ id: true });

export const homeRoutes = routesOf(homeEndpoints, {
  'home.banners': async ({ services, languages, brand }) =>
    (await contentOf(services.db, brand.id, 'banner', bannerRow, languages)).map((row) => ({
      id: row.id,
      ...row.data,
    })),
  'home.slideshow': async ({ services, languages, brand }) =>
    (await contentOf(services.db, brand.id, 'slide', slideSchema, languages)).map(
      (row) => row.data,
    ),
});
