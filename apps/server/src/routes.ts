// Every contract route this server implements, and the routes outside the contract.
import { ENDPOINT_GROUPS, type EndpointGroup } from '@bet/api/contract/endpoints';
import { adminRoutes } from './admin/admin-routes.ts';
import { chatWidgetRoutes } from './chat/chat-routes.ts';
import { devMailboxRoute } from './dev/mailbox.ts';
import { devTestPageRoute } from './dev/test-page.ts';
import { devWalletSocketRoute } from './dev/wallet-socket-state.ts';
import { staticRoutes } from './static/static-routes.ts';
import { demoGameRoutes, PLAY_PATH } from './games/demo-game-page.ts';
import { feedAdminRoutes } from './admin/feed-admin-routes.ts';
import { authRoutes } from './handlers/auth.ts';
import { profileRoutes } from './handlers/profile.ts';
import { verificationRoutes } from './handlers/verification.ts';
import { walletRoutes } from './handlers/wallet.ts';
import { configRoutes } from './handlers/config.ts';
import { reportsRoutes } from './handlers/reports.ts';
import { sportsRoutes } from './handlers/sports.ts';
import { cricketRoutes } from './handlers/cricket.ts';
import { lotteryRoutes } from './handlers/lottery.ts';
import { racingRoutes } from './handlers/racing.ts';
import { gamesRoutes } from './handlers/games.ts';
import { noticesRoutes } from './handlers/notices.ts';
import { homeRoutes } from './handlers/home.ts';
import { promotionsRoutes } from './handlers/promotions.ts';
import { chatRoutes } from './handlers/chat.ts';
import { supportRoutes } from './handlers/support.ts';
import { activitiesRoutes } from './handlers/activities.ts';
import { inviteRoutes } from './handlers/invite.ts';
import { safetyRoutes } from './handlers/safety.ts';
import type { App } from './http/app.ts';
import type { Route } from './http/call.ts';
import type { Services } from './http/services.ts';
import { PAY_PATH, paymentPageRoutes } from './wallet/payment-page.ts';
import { walletSocketRoute } from './ws/wallet-route.ts';

/** The handlers of every endpoint group: `handlers/<group>.ts` serves the group's endpoints. */
export const GROUP_ROUTES: Readonly<Record<EndpointGroup, readonly Route[]>> = {
  auth: authRoutes,
  profile: profileRoutes,
  verification: verificationRoutes,
  wallet: walletRoutes,
  config: configRoutes,
  reports: reportsRoutes,
  sports: sportsRoutes,
  cricket: cricketRoutes,
  lottery: lotteryRoutes,
  racing: racingRoutes,
  games: gamesRoutes,
  notices: noticesRoutes,
  home: homeRoutes,
  promotions: promotionsRoutes,
  chat: chatRoutes,
  support: supportRoutes,
  activities: activitiesRoutes,
  invite: inviteRoutes,
  safety: safetyRoutes,
};

export function allRoutes(): Route[] {
  return ENDPOINT_GROUPS.flatMap((group) => GROUP_ROUTES[group]);
}

/** Pages whose path carries a secret token after the prefix: the request log shortens it. */
export const SECRET_PATH_PREFIXES: readonly string[] = [PAY_PATH, PLAY_PATH];

export function extraRoutes(services: Services): ((app: App) => void)[] {
  return [
    walletSocketRoute(services),
    paymentPageRoutes(services),
    adminRoutes(services),
    chatWidgetRoutes(services),
    devMailboxRoute(services),
    devWalletSocketRoute(services),
    devTestPageRoute(services),
    staticRoutes(),
    demoGameRoutes(services),
    feedAdminRoutes(services),
  ];
}
