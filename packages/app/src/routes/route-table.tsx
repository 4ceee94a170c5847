// The route table of spec section 2, every route code-split: each page's code loads when it is
// first visited (route-level `lazy`, rendered by app-routes.tsx). Protected routes sit under
// RequireAuth, the protected-route rule.
import { Navigate } from 'react-router';
import { RequireAuth } from '../features/auth';
import type { AppRoute } from '../lib/router/lazy-routes';
import { AppLayout } from '../shell/app-layout';

const open: AppRoute[] = [
  { index: true, lazy: () => import('../features/home/routes/home-route') },
  { path: 'login', lazy: () => import('../features/auth/routes/login-route') },
  { path: 'registration', lazy: () => import('../features/auth/routes/registration-route') },
  { path: 'sport/cricket', lazy: () => import('../features/cricket/routes/cricket-lobby-route') },
  {
    path: 'sport/cricket/:matchId',
    lazy: () => import('../features/cricket/routes/cricket-match-route'),
  },
  { path: 'sport/:sport', lazy: () => import('../features/sports/routes/sport-route') },
  { path: 'results/:sport?', lazy: () => import('../features/sports/routes/results-route') },
  { path: 'howToPlay/:sport?', lazy: () => import('../features/sports/routes/how-to-play-route') },
  { path: 'chat', lazy: () => import('../features/chat/routes/chat-route') },
  { path: 'game', lazy: () => import('../features/games/routes/game-redirect-route') },
  // Mobile bottom navigation's games entry (spec section 2).
  {
    path: 'gameArcade',
    lazy: () => import('../features/games/routes/game-redirect-route'),
  },
  // Footer link of spec section 2: the pg games lobby.
  { path: 'pggamelist', element: <Navigate to="/game/pgGame" replace /> },
  { path: 'game/:type', lazy: () => import('../features/games/routes/game-lobby-route') },
  { path: 'announcements', lazy: () => import('../features/notices/routes/announcements-route') },
  { path: 'promotions', lazy: () => import('../features/promotions/routes/promotions-route') },
  { path: 'promotions/:id', lazy: () => import('../features/promotions/routes/promotion-route') },
  { path: 'agreement', lazy: () => import('../features/help/routes/agreement-route') },
  { path: 'help/:page?', lazy: () => import('../features/help/routes/help-route') },
  {
    path: 'under-construction',
    lazy: () => import('../features/errors/routes/under-construction-route'),
  },
];

const memberOnly: AppRoute[] = [
  {
    path: 'profile',
    lazy: () => import('../features/profile/routes/profile-route'),
    // Its sections, in the menu's order (features/profile/profile-sections.ts).
    children: [
      { path: 'rewards', lazy: () => import('../features/activities/routes/rewards-route') },
      { path: 'info', lazy: () => import('../features/profile/routes/info-route') },
      { path: 'security', lazy: () => import('../features/profile/routes/security-route') },
      { path: 'vip', lazy: () => import('../features/profile/routes/vip-route') },
      { path: 'safety', lazy: () => import('../features/safety/routes/safety-route') },
    ],
  },
  {
    path: 'lottery',
    children: [
      { index: true, lazy: () => import('../features/lottery/routes/lottery-route') },
      // Ten-car racing before the mark-six games' pattern.
      { path: 'pk10', lazy: () => import('../features/racing/routes/racing-route') },
      { path: 'pk10/draws', lazy: () => import('../features/racing/routes/racing-draws-route') },
      { path: ':game', lazy: () => import('../features/lottery/routes/lottery-game-route') },
      {
        path: ':game/draws',
        lazy: () => import('../features/lottery/routes/lottery-draws-route'),
      },
    ],
  },
  { path: 'my-bets', lazy: () => import('../features/my-bets/routes/my-bets-route') },
  { path: 'live-games', lazy: () => import('../features/games/routes/live-games-route') },
  { path: 'game-loader', lazy: () => import('../features/games/routes/game-play-route') },
  { path: 'game/play/:type/:id', lazy: () => import('../features/games/routes/game-play-route') },
  {
    path: 'private-messages',
    lazy: () => import('../features/notices/routes/private-messages-route'),
  },
  { path: 'reports', lazy: () => import('../features/reports/routes/reports-route') },
  // The three test routes of spec section 2 (bets, wallet, my-bets), with the member's token.
  { path: 'test/:page', lazy: () => import('../features/test-pages/routes/test-page-route') },
];

export const PROTECTED_PATHS = memberOnly.map((route) => `/${route.path ?? ''}`);

export function appRoutes(): AppRoute[] {
  return [
    {
      path: '/',
      Component: AppLayout,
      children: [
        ...open,
        { Component: RequireAuth, children: memberOnly },
        { path: '*', lazy: () => import('../features/errors/routes/not-found-route') },
      ],
    },
  ];
}
