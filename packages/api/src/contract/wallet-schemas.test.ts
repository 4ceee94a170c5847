import { describe, expect, it } from 'vitest';
import {
  bankInformationBodySchema,
  cardSchema,
  payChannelSchema,
  rechargeBodySchema,
  withdrawBodySchema,
} from './wallet-schemas';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('wallet bodies', () => {
  it('a withdrawal amount the decimal parser refuses is a refusal, never a throw', () => {
    const withdrawal = {
      channel_id: 1,
      currency: 'USDT',
      bank_password: '246810',
      address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
    };
    for (const amount of ['NaN', 'abc', '', '1,5'])
      expect(withdrawBodySchema.safeParse({ ...withdrawal, amount }).success, amount).toBe(false);
    expect(withdrawBodySchema.safeParse({ ...withdrawal, amount: '2' }).success).toBe(true);
  });

  it('a deposit is a positive amount; its minimum is configurable, so not in the schema', () => {
    expect(
      rechargeBodySchema.safeParse({ pay_id: 1, amount: '100', currency: 'BRL' }).success,
    ).toBe(true);
    expect(
      rechargeBodySchema.safeParse({ pay_id: 1, amount: '99.99', currency: 'BRL' }).success,
    ).toBe(true);
    expect(
      messages(rechargeBodySchema.safeParse({ pay_id: 1, amount: '0', currency: 'BRL' })),
    ).toEqual(['validation.amountMustBePositive']);
  });

  it('a pay channel says whether it takes whole amounts only', () => {
    const channel = {
      id: 1,
      type_id: 1,
      name: 'USDT-TRC20',
      currency: 'USDT',
      min: '100',
      max: '100000',
      icon: '',
    };
    expect(payChannelSchema.parse({ ...channel, whole: true }).whole).toBe(true);
    expect(payChannelSchema.safeParse(channel).success).toBe(false);
  });

  it('a card deposit carries a valid card', () => {
    const card = { name: 'A B', number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' };
    expect(cardSchema.parse(card).number).toBe('4111111111111111');
    expect(messages(cardSchema.safeParse({ ...card, number: '4111111111111112' }))).toEqual([
      'validation.cardNumberInvalid',
    ]);
    expect(messages(cardSchema.safeParse({ ...card, expiry: '13/30' }))).toEqual([
      'validation.cardExpiryInvalid',
    ]);
  });

  it('a withdrawal is at least 2 USDT and goes to one destination', () => {
    const body = {
      channel_id: 1,
      amount: '2',
      currency: 'USDT',
      bank_password: '123456',
      address: 'T1',
    };
    expect(withdrawBodySchema.safeParse(body).success).toBe(true);
    expect(messages(withdrawBodySchema.safeParse({ ...body, amount: '1.99' }))).toEqual([
      'validation.belowMinWithdrawal',
    ]);
    expect(withdrawBodySchema.safeParse({ ...body, info_id: 3 }).success).toBe(false);
    expect(withdrawBodySchema.safeParse({ ...body, address: undefined }).success).toBe(false);
    expect(messages(withdrawBodySchema.safeParse({ ...body, bank_password: '123' }))).toEqual([
      'validation.paymentPasswordLength',
    ]);
  });

  it('a Brazilian account needs a valid CPF, sent as 11 digits', () => {
    const body = {
      account_type: 'pix',
      country: 'br',
      bank: 'Banco',
      account: '123',
      is_default: true,
      bank_password: '123456',
    };
    expect(messages(bankInformationBodySchema.safeParse(body))).toEqual(['validation.cpfRequired']);
    expect(bankInformationBodySchema.parse({ ...body, cpf: '529.982.247-25' })).toMatchObject({
      country: 'BR',
      cpf: '52998224725',
    });
    expect(
      messages(bankInformationBodySchema.safeParse({ ...body, cpf: '529.982.247-26' })),
    ).toEqual(['validation.cpfInvalid']);
    expect(bankInformationBodySchema.safeParse({ ...body, country: 'IN' }).success).toBe(true);
  });
});
