import * as z from 'zod';

/**
 * Balance push sent over the wallet websocket: the server tells the client that a withdrawal was
 * paid (WITHDRAW) or a recharge arrived (RECHARGE), that a rejected or failed withdrawal gave its
 * amount back (REFUND), that settled bets paid into the balance (SETTLE), or that money moved into
 * or out of a third-party game's wallet (TRANSFER). WITHDRAW, RECHARGE and REFUND have a toast.
 * Kept dependency-light (zod only) because @bet/wallet-socket imports it on its own.
 */
export const WALLET_NOTIFY_TYPES = [
  'WITHDRAW',
  'RECHARGE',
  'REFUND',
  'SETTLE',
  'TRANSFER',
] as const;

/** A decimal amount that arrives either as a JSON number or as a numeric string ("12.50"). */
const numericString = z
  .string()
  .trim()
  .regex(/^-?\d+(\.\d+)?$/, 'expected a numeric string');

export const walletNotificationSchema = z.looseObject({
  notifyType: z.enum(WALLET_NOTIFY_TYPES),
  balance: z.union([z.number(), numericString]),
});

export type WalletNotification = z.infer<typeof walletNotificationSchema>;
export type WalletNotifyType = (typeof WALLET_NOTIFY_TYPES)[number];
