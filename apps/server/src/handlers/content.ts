// Content and home calls (spec section 7, "Notices, customer, home" and "Other reads").
import { customerServiceSchema } from '@bet/api/contract/support';
import { vipLevelSchema } from '@bet/api/contract/profile-schemas';
import { customerSchema } from '@bet/api/contract/support';
import { promotionSchema } from '@bet/api/contract/promotions';
import { slideSchema } from '@bet/api/contract/home';
import { announcementSchema } from '@bet/api/contract/notices';
import { bannerSchema } from '@bet/api/contract/home';
import { gameAvailabilitySchema, liveGameSchema } from '@bet/api/contract/games';

import { COPYRIGHT_YEAR } from '@bet/domain/constants';
import { z } from 'zod';
import { contentOf, keepValid } from '../content/content-items.ts';
import { routesOf } from '../http/call.ts';
import { notFound } from '../http/errors.ts';
import { formatMinor } from '../ledger/units.ts';
import { activeCurrencyOptions } from '../members/currencies.ts';

const footerRow = z.object({ text: z.string() });
const copyrightRow = z.object({ text: z.string(), year: z.number().int() });
const announcementRow = announcementSchema.omit({ id: true });
const bannerRow = bannerSchema.omit({ id: true });
const liveGameRow = liveGameSchema.omit({ id: true });
const promotionRow = promotionSchema.omit({ id: true });
const customerServiceRow = customerServiceSchema.omit({ id: true });

export const contentRoutes = [
  ...routesOf(otherReadEndpoints, {
    'notices.announcements': async ({ services, language }) =>
      (await contentOf(services.db, 'announcement', announcementRow, language)).map((row) => ({
        id: row.id,
        ...row.data,
      })),
    'home.banners': async ({ services }) =>
      (await contentOf(services.db, 'banner', bannerRow)).map((row) => ({
        id: row.id,
        ...row.data,
      })),
    'games.availability': async ({ services }) =>
      keepValid(
        gameAvailabilitySchema,
        await services.db
          .selectFrom('game_availability')
          .select(['game_id', 'status'])
          .orderBy('game_id')
          .execute(),
      ),
    'games.liveGames': async ({ query, services }) =>
      (await contentOf(services.db, 'live_game', liveGameRow, query.lang)).map((row) => ({
        id: row.id,
        ...row.data,
      })),
    'config.currencies': async ({ services }) => activeCurrencyOptions(services.db),
    'config.footer': async ({ services }) => {
      const rows = await contentOf(services.db, 'footer', footerRow);
      return { footer: Object.fromEntries(rows.map((row) => [row.language ?? '', row.data.text])) };
    },
  }),
  ...routesOf(noticeEndpoints, {
    'home.slideshow': async ({ services }) =>
      (await contentOf(services.db, 'slide', slideSchema)).map((row) => row.data),
    'config.copyright': async ({ services }) =>
      (await contentOf(services.db, 'copyright', copyrightRow))[0]?.data ?? {
        text: `© ${COPYRIGHT_YEAR}`,
        year: COPYRIGHT_YEAR,
      },
    'promotions.list': async ({ services }) =>
      (await contentOf(services.db, 'promotion', promotionRow)).map((row) => ({
        id: row.id,
        ...row.data,
      })),
    'support.customer': async ({ services }) => {
      const manager = (await contentOf(services.db, 'customer_manager', customerSchema))[0];
      if (!manager) throw notFound('No customer manager configured');
      return manager.data;
    },
  }),
  ...routesOf(userAccountEndpoints, {
    'profile.vipLevels': async ({ services }) => {
      const rows = await services.db
        .selectFrom('vip_levels')
        .selectAll()
        .orderBy('level')
        .execute();
      return keepValid(
        vipLevelSchema,
        rows.map((row) => ({
          level: row.level,
          name: row.name,
          img: row.img,
          recharge: formatMinor(row.recharge_threshold),
        })),
      );
    },
    'support.customerService': async ({ services }) =>
      (await contentOf(services.db, 'customer_service', customerServiceRow)).map((row) => ({
        id: row.id,
        ...row.data,
      })),
  }),
];
