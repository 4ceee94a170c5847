import { walletNotificationSchema, type WalletNotification } from '@bet/api/contract/wallet-socket';

export type ParsedMessage =
  | { readonly ok: true; readonly notification: WalletNotification }
  | { readonly ok: false; readonly reason: string };

/**
 * Turns one websocket frame into a wallet notification (design.md, "Contract decisions": JSON
 * `{ notifyType: "WITHDRAW" | "RECHARGE", balance }`, extra fields kept). Never throws: a frame
 * that is not JSON text or not the schema comes back as a reason for the log (spec section 7:
 * "Websocket parse errors ... are only logged").
 */
export function parseWalletMessage(data: unknown): ParsedMessage {
  if (typeof data !== 'string') {
    return { ok: false, reason: 'expected a JSON text frame, got binary data' };
  }
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch (error) {
    return { ok: false, reason: `not JSON: ${error instanceof Error ? error.message : error}` };
  }
  const result = walletNotificationSchema.safeParse(json);
  if (!result.success) {
    const issues = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    return { ok: false, reason: `not a wallet notification: ${issues.join('; ')}` };
  }
  return { ok: true, notification: result.data };
}
