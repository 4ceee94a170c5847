import { describe, expect, it } from 'vitest';
import { fullPath } from './endpoint';
import { ENDPOINT_LIST, ENDPOINTS, isEndpointId } from './endpoints';

const key = (e: {
  method: string;
  service: Parameters<typeof fullPath>[0]['service'];
  path: `/${string}`;
}) => `${e.method} ${fullPath(e)}`;

/** Every call of spec section 7 whose path the spec shows, with its service prefix (design.md). */
const SPEC_SECTION_7 = [
  // User and account
  'GET /api/v1/vip',
  'GET /api/v1/member/info',
  'GET /api/v1/member/account',
  'POST /api/v1/member/change_password',
  'PUT /api/v1/member/bank_password',
  'PUT /api/v1/member/email',
  'PUT /api/v1/member/phone',
  'GET /api/v1/member/real_name',
  'PUT /api/v1/member/account',
  'PUT /api/v1/member/nickname',
  'GET /api/v1/member/change_log',
  'GET /api/v1/withdraw',
  'GET /api/v1/recharge',
  'GET /api/v1/share/{code}',
  'POST /api/v1/reg',
  'POST /api/v1/reg/phone',
  'POST /api/v1/sign/phone',
  'POST /api/v1/sign/email',
  'POST /api/v1/sign_in/',
  'POST /api/v1/forget/email',
  'GET /api/v1/config/exchange',
  'PUT /api/v1/member/currency',
  'GET /api/v1/customer_service',
  'GET /api/v1/refresh/token',
  // Verification
  'GET /api/v1/verify/reg/email',
  'GET /api/v1/verify/reg/phone',
  'GET /api/v1/verify/email',
  'GET /api/v1/verify/phone',
  // Reports
  'GET /api/v1/member/bet/statistics',
  'GET /pggame/api/v1/pg2/games/statistics',
  'GET /3rd-game/api/v1/winfinity/games/statistics',
  // Sports
  'POST /sports/api/v1/{game}/bet',
  'GET /sports/api/v1/{game}',
  'GET /sports/api/v1/{game}/mybet',
  'GET /sports/api/v1/{game}/mybet/{id}',
  'GET /sports/api/v1/{game}/history',
  'GET /sports/api/v1/game_config',
  'GET /sports/api/v1/available_games',
  // Cricket
  'GET /sports/cricketAPI/matchData/matchList',
  'GET /sports/cricketAPI/matchData/getById/{id}',
  'POST /sports/betData/create',
  // Lottery and racing
  'GET /api/v1/marksix/odds',
  'GET /api/v1/{game}',
  'GET /api/v1/{game}/odds',
  'GET /api/v1/{game}/list',
  'GET /api/v1/{game}/last',
  // Transactions
  'POST /api/v1/recharge',
  'POST /api/v1/continueRecharge',
  'GET /api/v1/recharge/type',
  'GET /api/v1/pay/all',
  'GET /api/v1/withdraw/all',
  'GET /api/v1/bank_information',
  'POST /api/v1/bank_information',
  'POST /api/v1/withdraw',
  'GET /api/v1/withdraw/bank_type',
  'GET /api/v1/withdraw/trade_type',
  'DELETE /api/v1/bank_information',
  // Notices, customer, home
  'GET /api/v1/notice/private',
  'GET /api/v1/notice/public',
  'GET /api/v1/notice/notice',
  'GET /api/v1/customer',
  'POST /api/v1/messagesync',
  'GET /api/v1/slideshow',
  'GET /api/v1/copyright',
  'GET /api/v1/ad',
  // Third-party games
  'GET /3rd-game/playcard/api/v1/ky/balance',
  'GET /3rd-game/playcard/api/v1/ky/login',
  'GET /3rd-game/playcard/api/v1/ky/transfer_in',
  'GET /3rd-game/playcard/api/v1/ky/transfer_out',
  'GET /3rd-game/nggame/api/v1/ng/balance',
  'POST /3rd-game/nggame/api/v1/ng/login',
  'POST /3rd-game/nggame/api/v1/ng/transfer_in',
  'POST /3rd-game/nggame/api/v1/ng/transfer_out',
  'GET /3rd-game/api/v1/pg/game_list',
  'GET /3rd-game/api/v1/pg/{id}',
  'GET /3rd-game/api/v1/pg/mybet',
  'GET /tadaGame/api/v1/tada/game_list',
  'GET /tadaGame/api/v1/tada/startForUrl/{id}',
  'GET /tadaGame/api/v1/tada/mybet',
  'GET /pggame/api/v1/pg2/games/list',
  'GET /pggame/api/v1/pg2/games/login/{id}',
  'GET /pggame/api/v1/pg2/games/mybet',
  'GET /3rd-game/api/v1/winfinity/games/list',
  'POST /3rd-game/api/v1/winfinity/games/login/{country}/{id}',
  'GET /3rd-game/api/v1/winfinity/games/mybet',
  // Chat
  'POST /otherChat/otherChatToken/getChatToken',
  'POST /otherChat/otherChatToken/getNonLoginToken',
  // Activities
  'GET /activities/api/v1/benefit/check_in',
  'POST /activities/api/v1/benefit/check_in',
];

/** Calls the spec implies without a path: the other reads, logout and the lottery bets. */
const CHOSEN_HERE = [
  'wallet.setDefaultBankAccount',
  'auth.logout',
  'lottery.bet',
  'racing.bet',
  'notices.announcements',
  'home.banners',
  'games.availability',
  'games.liveGames',
  'wallet.balance',
  'config.currencies',
  'config.footer',
  'invite.code',
  'games.betLimits',
  'games.launch',
  'safety.settings',
  'safety.setDepositLimit',
  'safety.timeOut',
  'safety.selfExclude',
  'safety.setRealityCheck',
  'safety.session',
  'safety.acknowledgeRealityCheck',
  'safety.statement',
  // Issue 14: not in spec section 7 at all.
  'profile.vip',
  'promotions.join',
  'promotions.joined',
  // Issue 15: the member's sports favorites and betting settings.
  'sports.favorites',
  'sports.setFavorite',
  'sports.settings',
  'sports.saveSettings',
  // Issue 16: my mark-six and racing bets.
  'lottery.mybets',
  'racing.mybets',
  // Issue 16: the server's clock, for draw countdowns.
  'config.serverTime',
];

/** Money-moving calls (design.md): bets, deposits, withdrawals, transfers, reward claims. */
const MONEY_MOVING = [
  'sports.bet',
  'cricket.bet',
  'lottery.bet',
  'racing.bet',
  'wallet.recharge',
  'wallet.continueRecharge',
  'wallet.withdraw',
  'wallet.cardTransferIn',
  'wallet.cardTransferOut',
  'wallet.ngTransferIn',
  'wallet.ngTransferOut',
  'activities.claimCheckIn',
];

describe('the endpoint list', () => {
  it('covers every call of spec section 7, once', () => {
    const documented = ENDPOINT_LIST.filter((e) => !('documented' in e)).map(key);
    expect([...documented].sort()).toEqual([...SPEC_SECTION_7].sort());
  });

  it('marks exactly the calls whose path this contract chose', () => {
    const chosen = ENDPOINT_LIST.filter((e) => 'documented' in e && e.documented === false).map(
      (e) => e.id,
    );
    expect(chosen.sort()).toEqual([...CHOSEN_HERE].sort());
  });

  it('has unique ids and unique method + path pairs', () => {
    expect(new Set(ENDPOINT_LIST.map((e) => e.id)).size).toBe(ENDPOINT_LIST.length);
    expect(new Set(ENDPOINT_LIST.map(key)).size).toBe(ENDPOINT_LIST.length);
  });

  it('makes exactly the money-moving calls idempotent', () => {
    const idempotent = ENDPOINT_LIST.filter((e) => 'idempotent' in e).map((e) => e.id);
    expect(idempotent.sort()).toEqual([...MONEY_MOVING].sort());
  });

  it('sends platform 1 where the spec says', () => {
    const platform = ENDPOINT_LIST.filter((e) => 'platformHeader' in e).map((e) => e.id);
    expect(platform.sort()).toEqual([
      'auth.register',
      'auth.registerPhone',
      'auth.signIn',
      'home.slideshow',
    ]);
  });

  it('ids are group.name, and no group shadows a client member', () => {
    for (const { id } of ENDPOINT_LIST) expect(id).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
    const groups = new Set(ENDPOINT_LIST.map((e) => e.id.split('.')[0]));
    for (const reserved of ['call', 'safeCall', 'events']) expect(groups.has(reserved)).toBe(false);
  });

  it('looks endpoints up by id', () => {
    expect(ENDPOINTS['sports.mybetById'].path).toBe('/api/v1/{game}/mybet/{id}');
    expect(isEndpointId('profile.info')).toBe(true);
    expect(isEndpointId('toString')).toBe(false);
  });
});
