import { describe, expect, it } from 'vitest';
import { parseWalletMessage } from './parse-message';

describe('parseWalletMessage', () => {
  it('parses a RECHARGE with a numeric balance', () => {
    expect(parseWalletMessage('{"notifyType":"RECHARGE","balance":12.5}')).toEqual({
      ok: true,
      notification: { notifyType: 'RECHARGE', balance: 12.5 },
    });
  });

  it('parses a WITHDRAW with a numeric-string balance and keeps extra fields', () => {
    expect(parseWalletMessage('{"notifyType":"WITHDRAW","balance":"3.40","orderId":"w1"}')).toEqual(
      { ok: true, notification: { notifyType: 'WITHDRAW', balance: '3.40', orderId: 'w1' } },
    );
  });

  it.each([
    ['text that is not JSON', 'hello', /not JSON/],
    ['truncated JSON', '{"notifyType":', /not JSON/],
    ['JSON null', 'null', /not a wallet notification/],
    ['a JSON array', '[1,2]', /not a wallet notification/],
    ['an unknown notifyType', '{"notifyType":"BONUS","balance":1}', /notifyType/],
    ['a missing balance', '{"notifyType":"RECHARGE"}', /balance/],
    ['a non-numeric balance', '{"notifyType":"RECHARGE","balance":"ten"}', /balance/],
    ['a binary frame', new Uint8Array([123, 125]), /binary/],
    ['no data', undefined, /binary/],
  ])('rejects %s with a reason', (_label, data, reason) => {
    const result = parseWalletMessage(data);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toMatch(reason);
  });
});
