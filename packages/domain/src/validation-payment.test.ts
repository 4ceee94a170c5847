import { describe, expect, it } from 'vitest';
import {
  luhnValid,
  validateAddress,
  validateAmount,
  validateCard,
  validateCardExpiry,
  validateCpf,
  validateDeposit,
  validateWithdrawal,
  validateWithinLimits,
  withdrawalNetAmount,
  type ValidationKey,
} from './validation';
import { minWithdrawalIn, validateWithdrawalAmount, withdrawalQuote } from './withdrawal';

const err = (error: ValidationKey) => ({ ok: false, error });
const ok = { ok: true };

describe('validateAmount', () => {
  it.each([
    [{ amount: '' }, err('validation.amountRequired')],
    [{ amount: undefined }, err('validation.amountRequired')],
    [{ amount: null }, err('validation.amountRequired')],
    [{ amount: 'abc' }, err('validation.amountInvalid')],
    [{ amount: Number.NaN }, err('validation.amountInvalid')],
    [{ amount: Infinity }, err('validation.amountInvalid')],
    [{ amount: 0 }, err('validation.amountMustBePositive')],
    [{ amount: -5 }, err('validation.amountMustBePositive')],
    [{ amount: 1e-7 }, ok],
    [{ amount: '1e3' }, err('validation.amountInvalid')],
    [{ amount: '1,5' }, err('validation.amountInvalid')],
    [{ amount: '10.5', whole: true }, err('validation.amountMustBeWhole')],
    [{ amount: '10.00', whole: true }, ok],
    [{ amount: 0.1 + 0.2, balance: 0.3 }, err('validation.amountExceedsBalance')],
    [{ amount: '0.3', balance: '0.3' }, ok],
    [{ amount: 4.35, balance: 4.35 }, ok],
    [{ amount: 4.36, balance: 4.35 }, err('validation.amountExceedsBalance')],
    [{ amount: 1, balance: 'bad' }, err('validation.amountExceedsBalance')],
  ])('%o', (input, expected) => {
    expect(validateAmount(input)).toEqual(expected);
  });
});

describe('deposit and withdrawal', () => {
  it('needs a deposit of at least 100', () => {
    expect(validateDeposit(99.99)).toEqual(err('validation.belowMinDeposit'));
    expect(validateDeposit('100')).toEqual(ok);
    expect(validateDeposit('')).toEqual(err('validation.amountRequired'));
    expect(validateDeposit('150.5', { whole: true })).toEqual(err('validation.amountMustBeWhole'));
    expect(validateDeposit('60', { minimum: 50 })).toEqual(ok);
    expect(validateDeposit('150', { minimum: '200' })).toEqual(err('validation.belowMinDeposit'));
  });

  it('checks a deposit as typed: plain decimals only, then positive, whole where asked, minimum', () => {
    expect(validateDeposit('-5')).toEqual(err('validation.amountMustBePositive'));
    expect(validateDeposit('1e3')).toEqual(err('validation.amountInvalid'));
    expect(validateDeposit('1,5')).toEqual(err('validation.amountInvalid'));
    expect(validateDeposit('abc')).toEqual(err('validation.amountInvalid'));
    expect(validateDeposit(' 150 ')).toEqual(ok);
    // A fraction on a whole-amount channel is that, even below the minimum.
    expect(validateDeposit('99.5', { whole: true })).toEqual(err('validation.amountMustBeWhole'));
    expect(validateDeposit('100.00', { whole: true })).toEqual(ok);
  });

  it('quotes a withdrawal: the service fee truncated, never rounded, and the net', () => {
    const usdt = { currency: 'USDT', feeRate: '0.01', networkFee: '1' };
    expect(withdrawalQuote({ ...usdt, amount: '2' })).toEqual({
      serviceFee: '0.02',
      networkFee: '1',
      net: '0.98',
    });
    expect(withdrawalQuote({ ...usdt, amount: '2.3456789' }).serviceFee).toBe('0.023456');
    expect(
      withdrawalQuote({ amount: '33.33', currency: 'BRL', feeRate: '0.005', networkFee: '0' }),
    ).toEqual({ serviceFee: '0.16', networkFee: '0', net: '33.17' });
  });

  it('checks a withdrawal amount: balance, 2 USDT at the rate, limits, a positive net', () => {
    const pix = {
      currency: 'BRL',
      rate: '5.5',
      feeRate: '0.005',
      networkFee: '0',
      limits: { min: '2', max: '50000' },
    };
    expect(minWithdrawalIn('5.5')).toBe('11');
    expect(validateWithdrawalAmount({ ...pix, amount: '10.99' })).toEqual(
      err('validation.belowMinWithdrawal'),
    );
    expect(validateWithdrawalAmount({ ...pix, amount: '11' })).toEqual(ok);
    expect(validateWithdrawalAmount({ ...pix, amount: '60000' })).toEqual(
      err('validation.amountOutsideLimits'),
    );
    expect(validateWithdrawalAmount({ ...pix, amount: '20', balance: '19.99' })).toEqual(
      err('validation.amountExceedsBalance'),
    );
    const costly = { ...pix, currency: 'USDT', rate: '1', networkFee: '5' };
    expect(validateWithdrawalAmount({ ...costly, amount: '5' })).toEqual(
      err('validation.netAmountNotPositive'),
    );
    for (const bad of ['', '0', '-5', '1e3', '1,5', 'abc'])
      expect(validateWithdrawalAmount({ ...pix, amount: bad }).ok).toBe(false);
  });

  it('keeps an amount within a channel limits, both ends included', () => {
    const limits = { min: '100', max: '20000' };
    expect(validateWithinLimits('100', limits)).toEqual(ok);
    expect(validateWithinLimits('20000.00', limits)).toEqual(ok);
    expect(validateWithinLimits('99.99', limits)).toEqual(err('validation.amountOutsideLimits'));
    expect(validateWithinLimits(20000.01, limits)).toEqual(err('validation.amountOutsideLimits'));
  });

  it('needs 2 USDT, a positive net and enough balance', () => {
    expect(validateWithdrawal({ amountUsdt: 1.999999, fee: 0 })).toEqual(
      err('validation.belowMinWithdrawal'),
    );
    expect(validateWithdrawal({ amountUsdt: 2, fee: 1 })).toEqual(ok);
    expect(validateWithdrawal({ amountUsdt: 2, fee: 2 })).toEqual(
      err('validation.netAmountNotPositive'),
    );
    expect(validateWithdrawal({ amountUsdt: 3, fee: '3.5' })).toEqual(
      err('validation.netAmountNotPositive'),
    );
    expect(validateWithdrawal({ amountUsdt: 10, fee: 1, balance: 9 })).toEqual(
      err('validation.amountExceedsBalance'),
    );
    expect(validateWithdrawal({ amountUsdt: 10, fee: 'x' })).toEqual(
      err('validation.amountInvalid'),
    );
    expect(validateWithdrawal({ amountUsdt: 10, fee: -1 })).toEqual(
      err('validation.amountInvalid'),
    );
    expect(withdrawalNetAmount('10.3', '0.1')).toBe('10.2');
  });
});

describe('validateCpf', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '123.456.789-09', '000.000.001-91'])(
    '%s is valid',
    (cpf) => {
      expect(validateCpf(cpf)).toEqual(ok);
    },
  );

  it.each([
    '529.982.247-24',
    '529.982.247-15',
    '111.111.111-11',
    '00000000000',
    '99999999999',
    '5299822472',
    '529.982.247-2a',
    '529982247-25',
  ])('%s is invalid', (cpf) => {
    expect(validateCpf(cpf)).toEqual(err('validation.cpfInvalid'));
  });

  it('is required', () => {
    expect(validateCpf('')).toEqual(err('validation.cpfRequired'));
    expect(validateCpf(undefined)).toEqual(err('validation.cpfRequired'));
  });
});

describe('validateAddress', () => {
  const trc = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
  const erc = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
  it('checks the network format', () => {
    expect(validateAddress(trc)).toEqual(ok);
    expect(validateAddress(erc)).toEqual(ok);
    expect(validateAddress(trc, 'TRC20')).toEqual(ok);
    expect(validateAddress(erc, 'TRC20')).toEqual(err('validation.addressInvalid'));
    expect(validateAddress('T123', 'TRC20')).toEqual(err('validation.addressInvalid'));
    expect(validateAddress(`${trc.slice(0, -1)}0`)).toEqual(err('validation.addressInvalid'));
    expect(validateAddress('')).toEqual(err('validation.addressRequired'));
  });
});

describe('validateCard', () => {
  const today = new Date('2025-06-15T00:00:00Z');
  const card = { name: 'ANA SILVA', number: '4111 1111 1111 1111', expiry: '12/27', cvv: '123' };

  it('accepts a good card', () => {
    expect(validateCard(card, today)).toEqual(ok);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });

  it.each([
    [{ name: ' ' }, err('validation.cardNameRequired')],
    [{ number: '' }, err('validation.cardNumberRequired')],
    [{ number: '4111 1111 1111 1112' }, err('validation.cardNumberInvalid')],
    [{ number: '4111' }, err('validation.cardNumberInvalid')],
    [{ expiry: '' }, err('validation.cardExpiryRequired')],
    [{ expiry: '13/27' }, err('validation.cardExpiryInvalid')],
    [{ expiry: '1227' }, err('validation.cardExpiryInvalid')],
    [{ expiry: '05/25' }, err('validation.cardExpired')],
    [{ cvv: '' }, err('validation.cvvRequired')],
    [{ cvv: '12' }, err('validation.cvvInvalid')],
    [{ cvv: '12a' }, err('validation.cvvInvalid')],
  ])('%o', (change, expected) => {
    expect(validateCard({ ...card, ...change }, today)).toEqual(expected);
  });

  it('is valid through the last day of its month', () => {
    expect(validateCardExpiry('06/25', new Date('2025-06-30T23:00:00Z'))).toEqual(ok);
    expect(validateCardExpiry('06/2025', new Date('2025-07-01T00:00:00Z'))).toEqual(
      err('validation.cardExpired'),
    );
    expect(validateCardExpiry('06/25', new Date('bad'))).toEqual(
      err('validation.cardExpiryInvalid'),
    );
  });
});
