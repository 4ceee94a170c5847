// Every contract route this server implements, and the routes outside the contract.
import { adminRoutes } from './admin/admin-routes.ts';
import { chatRoutes, chatWidgetRoutes } from './chat/chat-routes.ts';
import { devMailboxRoute } from './dev/mailbox.ts';
import { devTestPageRoute } from './dev/test-page.ts';
import { devWalletSocketRoute } from './dev/wallet-socket-state.ts';
import { accountRoutes } from './handlers/account.ts';
import { activityRoutes } from './handlers/activities.ts';
import { authRoutes } from './handlers/auth.ts';
import { contentRoutes } from './handlers/content.ts';
import { memberRoutes } from './handlers/member.ts';
import { noticeRoutes } from './handlers/notices.ts';
import { verificationRoutes } from './handlers/verification.ts';
import { walletRoutes } from './handlers/wallet.ts';
import { sportsRoutes } from './handlers/sports.ts';
import { cricketRoutes } from './handlers/cricket.ts';
import { lotteryRoutes } from './handlers/lottery.ts';
import { staticRoutes } from './static/static-routes.ts';
import { reportRoutes } from './handlers/reports.ts';
import { thirdPartyRoutes } from './handlers/third-party.ts';
import { gameRoutes } from './handlers/games.ts';
import { demoGameRoutes } from './games/demo-game-page.ts';
import { feedAdminRoutes } from './admin/feed-admin-routes.ts';
import type { App } from './http/app.ts';
import type { Route } from './http/call.ts';
import type { Services } from './http/services.ts';
import { paymentPageRoutes } from './wallet/payment-page.ts';
import { walletSocketRoute } from './ws/wallet-route.ts';

export function allRoutes(): Route[] {
  return [
    ...authRoutes,
    ...memberRoutes,
    ...verificationRoutes,
    ...accountRoutes,
    ...walletRoutes,
    ...contentRoutes,
    ...noticeRoutes,
    ...activityRoutes,
    ...chatRoutes,
    ...sportsRoutes,
    ...cricketRoutes,
    ...lotteryRoutes,
    ...reportRoutes,
    ...thirdPartyRoutes,
    ...gameRoutes,
  ];
}

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
