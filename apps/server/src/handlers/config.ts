// Site configuration reads: currencies and exchange rates, the footer texts, the copyright and
// the server's clock (what draw countdowns measure from).
import { configEndpoints } from '@bet/api/contract/config';
import { COPYRIGHT_YEAR } from '@bet/domain/constants';
import { contentOf } from '../content/content-items.ts';
import { routesOf } from '../http/call.ts';
import { activeCurrencyOptions, activeRates } from '../members/currencies.ts';
import { z } from 'zod';

const footerRow = z.object({ text: z.string() });
const copyrightRow = z.object({ text: z.string(), year: z.number().int() });

export const configRoutes = routesOf(configEndpoints, {
  'config.currencies': async ({ services }) => activeCurrencyOptions(services.db),
  'config.footer': async ({ services, brand }) => {
    const rows = await contentOf(services.db, brand.id, 'footer', footerRow);
    return { footer: Object.fromEntries(rows.map((row) => [row.language ?? '', row.data.text])) };
  },
  'config.copyright': async ({ services, languages, brand }) =>
    (await contentOf(services.db, brand.id, 'copyright', copyrightRow, languages))[0]?.data ?? {
      text: `© ${COPYRIGHT_YEAR}`,
      year: COPYRIGHT_YEAR,
    },
  'config.exchange': async ({ services }) => activeRates(services.db),
  'config.serverTime': async ({ services }) => ({ now: services.now().toISOString() }),
});
