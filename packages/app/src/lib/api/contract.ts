// Loaders of the contract groups of @bet/api. Each group (its zod schemas) is its own chunk,
// fetched when a call first needs it, so no schema weighs on the first render.
export const contract = {
  otherReads: () => import('@bet/api/contract/other-reads'),
  notices: () => import('@bet/api/contract/notices'),
  userAccount: () => import('@bet/api/contract/user-account'),
  verification: () => import('@bet/api/contract/verification'),
  chat: () => import('@bet/api/contract/chat'),
  thirdPartyGames: () => import('@bet/api/contract/third-party-games'),
  sports: () => import('@bet/api/contract/sports'),
  reports: () => import('@bet/api/contract/reports'),
} as const;
