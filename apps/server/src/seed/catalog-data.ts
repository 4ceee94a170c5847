// Reference data seeded on first start: currencies, VIP levels, game availability, deposit and
// withdrawal channels. Amounts are decimal strings in the row's currency.
import { DEFAULT_CURRENCY_OPTION } from '@bet/domain/constants';
import { GAME_IDS, GAME_STATUS } from '@bet/domain/games';

/** Units per 1 USDT (see ledger/units.ts). USDT is the default record of spec section 3. */
export const CURRENCIES = [
  { currency: 'USDT', exchange: '1', flag: '💵' },
  { currency: 'BRL', exchange: '5.5', flag: '🇧🇷' },
  { currency: 'USD', exchange: '1', flag: '🇺🇸' },
  { currency: 'INR', exchange: '83.2', flag: '🇮🇳' },
  { currency: 'IDR', exchange: '16200', flag: '🇮🇩' },
  { currency: 'VND', exchange: '25400', flag: '🇻🇳' },
  { currency: 'MXN', exchange: '17.1', flag: '🇲🇽' },
  { currency: 'TRY', exchange: '32.5', flag: '🇹🇷' },
  { currency: 'PHP', exchange: '56.5', flag: '🇵🇭' },
  { currency: 'THB', exchange: '36.2', flag: '🇹🇭' },
  { currency: 'CNY', exchange: '7.2', flag: '🇨🇳' },
  { currency: 'PKR', exchange: '278', flag: '🇵🇰' },
  { currency: 'BDT', exchange: '117', flag: '🇧🇩' },
].map((row, index) => ({
  id: index + 1,
  ...row,
  status: 1,
  lotter_bet_min: String(DEFAULT_CURRENCY_OPTION.lotter_bet_min),
  sport_bet_min: String(DEFAULT_CURRENCY_OPTION.sport_bet_min),
  img: `/static/currency/${row.currency.toLowerCase()}.svg`,
  sort: index,
}));

/** VIP levels bronze..diamond with the USDT recharge total that reaches them (spec section 3). */
export const VIP_LEVELS = [
  { level: 1, name: 'bronze', recharge: '0', benefits: [{ kind: 'dailyWithdrawals', value: '1' }] },
  {
    level: 2,
    name: 'silver',
    recharge: '1000',
    benefits: [
      { kind: 'rebate', value: '0.2' },
      { kind: 'dailyWithdrawals', value: '2' },
    ],
  },
  {
    level: 3,
    name: 'gold',
    recharge: '5000',
    benefits: [
      { kind: 'rebate', value: '0.4' },
      { kind: 'dailyWithdrawals', value: '3' },
      { kind: 'birthdayBonus', value: '20' },
    ],
  },
  {
    level: 4,
    name: 'platinum',
    recharge: '20000',
    benefits: [
      { kind: 'rebate', value: '0.6' },
      { kind: 'dailyWithdrawals', value: '5' },
      { kind: 'birthdayBonus', value: '100' },
    ],
  },
  {
    level: 5,
    name: 'diamond',
    recharge: '100000',
    benefits: [
      { kind: 'rebate', value: '1' },
      { kind: 'dailyWithdrawals', value: '10' },
      { kind: 'birthdayBonus', value: '500' },
      { kind: 'accountManager', value: '' },
    ],
  },
] as const;

/** Every game of spec section 3; all three statuses are represented (Active, Disable, Hidden). */
export const GAME_AVAILABILITY = Object.values(GAME_IDS).map((gameId) => ({
  game_id: gameId,
  status:
    gameId === GAME_IDS.twnmarksix
      ? GAME_STATUS.Disable
      : gameId === GAME_IDS.sgnmarksix
        ? GAME_STATUS.Hidden
        : GAME_STATUS.Active,
}));

export const RECHARGE_TYPES = [
  { id: 1, name: 'USDT', kind: 'crypto', icon: '/static/pay/usdt.svg' },
  { id: 2, name: 'PIX', kind: 'pix', icon: '/static/pay/pix.svg' },
  { id: 3, name: 'Card', kind: 'card', icon: '/static/pay/card.svg' },
] as const;

/**
 * Deposit channels by recharge type, limits in the channel's currency. `whole`: USDT deposits take
 * whole units (the member sends them by hand from another wallet or an exchange, so the order asks
 * for an amount that is easy to send exactly); PIX and card take BRL with its centavos.
 */
export const PAY_CHANNELS = [
  {
    id: 1,
    type_id: 1,
    name: 'USDT-TRC20',
    currency: 'USDT',
    min: '100',
    max: '100000',
    icon: '/static/pay/trc20.svg',
    whole: true,
  },
  {
    id: 2,
    type_id: 2,
    name: 'PIX',
    currency: 'BRL',
    min: '100',
    max: '50000',
    icon: '/static/pay/pix.svg',
    whole: false,
  },
  {
    id: 3,
    type_id: 3,
    name: 'Visa / Mastercard',
    currency: 'BRL',
    min: '100',
    max: '20000',
    icon: '/static/pay/card.svg',
    whole: false,
  },
] as const;

export const WITHDRAW_CHANNELS = [
  {
    id: 1,
    name: 'USDT-TRC20',
    currency: 'USDT',
    network: 'TRC20',
    target: 'address',
    min: '2',
    max: '50000',
    fee_rate: '0.01',
    network_fee: '1',
  },
  {
    id: 2,
    name: 'PIX',
    currency: 'BRL',
    network: null,
    target: 'bank',
    min: '20',
    max: '50000',
    fee_rate: '0.005',
    network_fee: '0',
  },
] as const;

export const TRADE_TYPES = [
  { id: 1, name: 'Bank account', kind: 'bank' },
  { id: 2, name: 'PIX key', kind: 'pix' },
  { id: 3, name: 'Crypto wallet', kind: 'crypto' },
] as const;

export const BANK_TYPES: Record<string, { id: number; name: string; code: string }[]> = {
  BR: [
    { id: 1, name: 'Banco do Brasil', code: '001' },
    { id: 2, name: 'Caixa Econômica Federal', code: '104' },
    { id: 3, name: 'Itaú Unibanco', code: '341' },
    { id: 4, name: 'Bradesco', code: '237' },
    { id: 5, name: 'Nubank', code: '260' },
  ],
  IN: [
    { id: 11, name: 'State Bank of India', code: 'SBIN' },
    { id: 12, name: 'HDFC Bank', code: 'HDFC' },
  ],
  ID: [
    { id: 21, name: 'Bank Central Asia', code: 'BCA' },
    { id: 22, name: 'Bank Mandiri', code: 'MANDIRI' },
  ],
};
