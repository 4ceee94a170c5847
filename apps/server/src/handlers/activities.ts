// Daily check-in list and claim (spec section 7, "Activities"), on the /activities service.
import { activitiesEndpoints } from '@bet/api/contract/activities';
import { checkInList, claimCheckIn } from '../content/check-in.ts';
import { routesOf } from '../http/call.ts';
import { formatMinor } from '../ledger/units.ts';

export const activitiesRoutes = routesOf(activitiesEndpoints, {
  'activities.checkIn': async ({ principal, services }) =>
    checkInList(services.db, principal.memberId, services.now()),
  // Idempotent: `db` is the transaction that also stores the answer for the Idempotency-Key.
  'activities.claimCheckIn': async ({ principal, services, db }) => {
    const { reward, balance } = await claimCheckIn(db, principal.memberId, services.now());
    return { reward, currency: 'USDT', balance: formatMinor(balance) };
  },
});
