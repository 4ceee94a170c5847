import * as z from 'zod';
import { numericIdSchema } from './common';
import { defineEndpoint } from './endpoint';

// The home group: the carousel, the download banner and the promotion tiles.

/** Banner kinds (spec section 3): 0 download banner, 1 promotion tile. */
export const BANNER_KIND = { download: 0, promotion: 1 } as const;

export const bannerSchema = z.object({
  id: numericIdSchema,
  url: z.string(),
  kind: z.literal(Object.values(BANNER_KIND)),
  src: z.string(),
  alt: z.string(),
});

/** Slide show item (spec section 3): pic, name, url (opens in a new tab). */
export const slideSchema = z.object({ pic: z.string(), name: z.string(), url: z.string() });

export const homeSlideshow = defineEndpoint({
  id: 'home.slideshow',
  method: 'GET',
  service: 'root',
  path: '/api/v1/slideshow',
  auth: 'optional',
  platformHeader: true,
  response: z.array(slideSchema),
  purpose: 'Home carousel',
});

export const homeBanners = defineEndpoint({
  id: 'home.banners',
  method: 'GET',
  service: 'root',
  path: '/api/v1/banner/list',
  auth: 'optional',
  documented: false,
  response: z.array(bannerSchema),
  purpose: 'Download banner (kind 0) and promotion tiles (kind 1)',
});

/** Every call of the home group. */
export const homeEndpoints = [homeSlideshow, homeBanners] as const;
