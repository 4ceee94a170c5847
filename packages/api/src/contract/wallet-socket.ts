import * as z from 'zod';

/**
 * Balance push sent over the wallet websocket: the server tells the client that a withdrawal or
 * a recharge changed the balance, that settled bets paid into it (SETTLE), or that money moved
 * into or out of a third-party game's wallet (TRANSFER). Only WITHDRAW and RECHARGE have a toast.
 * Kept dependency-light (zod only) because @bet/wallet-socket imports it on its own.
 */
export const WALLET_NOTIFY_TYPES = ['WITHDRAW', 'RECHARGE', 'SETTLE', 'TRANSFER'] as const;

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
