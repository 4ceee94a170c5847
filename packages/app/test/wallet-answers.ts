// Fake API answers of the wallet (stories): a member with a balance, deposit methods, withdrawal
// channels, saved accounts, game wallets and a page of history, as the reference server shapes them.
import type { Answer, RecordedRequest } from './fake-api';
import { envelope } from './fake-api';

export const MEMBER_INFO = {
  id: 7,
  nickname: 'player01',
  email: 'player01@bet.test',
  mobile: null,
  area_code: null,
  real_name: 'Ana Lima',
  level: 1,
  role: 3,
  invite_code: 'INVITE7',
  email_verified: true,
  phone_verified: false,
  has_bank_password: true,
  currency: 'USDT',
  created_at: '2026-11-01T00:00:00Z',
};

const order = {
  order_id: 'R20261125000001',
  status: 0,
  amount: '150',
  currency: 'BRL',
  pay_url: 'http://127.0.0.1:8787/pay/token1',
  address: null,
  network: null,
  bank: null,
};

const transaction = (n: number, status: number) => ({
  order_id: `W2026112500000${n}`,
  amount: '25',
  create_at: '2026-11-24T10:00:00Z',
  remark: '',
  balance: '975',
  currency: 'USDT',
  network: 'TRC20',
  address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  service_fee: '0.25',
  network_fee: '1',
  net_amount: '23.75',
  status,
});

export const WALLET_ANSWERS: Readonly<Record<string, Answer>> = {
  'GET /api/v1/member/info': MEMBER_INFO,
  'GET /api/v1/recharge/type': [
    { id: 1, name: 'USDT', kind: 'crypto', icon: '' },
    { id: 2, name: 'PIX', kind: 'pix', icon: '' },
    { id: 3, name: 'Card', kind: 'card', icon: '' },
  ],
  'GET /api/v1/pay/all': [
    {
      id: 1,
      type_id: 1,
      name: 'USDT-TRC20',
      currency: 'USDT',
      min: '100',
      max: '100000',
      icon: '',
      whole: true,
    },
    {
      id: 2,
      type_id: 2,
      name: 'PIX',
      currency: 'BRL',
      min: '100',
      max: '50000',
      icon: '',
      whole: false,
    },
    {
      id: 3,
      type_id: 3,
      name: 'Visa / Mastercard',
      currency: 'BRL',
      min: '100',
      max: '20000',
      icon: '',
      whole: false,
    },
  ],
  'POST /api/v1/recharge': (request: RecordedRequest) => {
    const body = request.body as { pay_id: number; amount: string };
    if (body.pay_id === 1)
      return {
        ...order,
        currency: 'USDT',
        amount: body.amount,
        address: 'TSimulatedR1',
        network: 'TRC20',
      };
    if (body.pay_id === 2)
      return {
        ...order,
        amount: body.amount,
        bank: {
          bank: 'Banco Simulado (999)',
          account_name: 'Bet Pagamentos Ltda',
          account: '0001-00000001',
          remark: order.order_id,
        },
      };
    return { ...order, amount: body.amount };
  },
  'GET /api/v1/withdraw/all': [
    {
      id: 1,
      name: 'USDT-TRC20',
      currency: 'USDT',
      network: 'TRC20',
      min: '2',
      max: '50000',
      fee_rate: '0.01',
      network_fee: '1',
      allowed: true,
    },
    {
      id: 2,
      name: 'PIX',
      currency: 'BRL',
      network: null,
      min: '20',
      max: '50000',
      fee_rate: '0.005',
      network_fee: '0',
      allowed: true,
    },
  ],
  'POST /api/v1/withdraw': () =>
    envelope(
      { reason: 'paymentPasswordWrong', attempts_left: 3 },
      1,
      'Wrong payment password, 3 attempts left',
    ),
  'GET /api/v1/bank_information': [
    {
      id: 1,
      account_type: 'pix',
      country: 'BR',
      bank: 'Nubank',
      account: '12345-6',
      code: null,
      is_default: true,
      cpf: '52998224725',
    },
  ],
  'GET /api/v1/withdraw/bank_type': [{ id: 5, name: 'Nubank', code: '260' }],
  'GET /api/v1/withdraw/trade_type': [{ id: 2, name: 'PIX key', kind: 'pix' }],
  'GET /3rd-game/playcard/api/v1/ky/balance': { game_balance: '25', currency: 'USDT' },
  'GET /3rd-game/nggame/api/v1/ng/balance': { game_balance: '0', currency: 'USDT' },
  'GET /3rd-game/playcard/api/v1/ky/transfer_in': { balance: '975.5', game_balance: '50' },
  'GET /api/v1/withdraw': { list: [transaction(1, 3), transaction(2, 0)], total: 2 },
  'GET /api/v1/recharge': { list: [], total: 0 },
  'GET /api/v1/member/change_log': { list: [], total: 0 },
};
