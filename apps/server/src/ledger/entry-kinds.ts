// Journal entry kinds double as the change-log kinds of spec section 7 (member/change_log): 34 is
// Recharge and 50 is Withdraw there; the others are this server's and show as `kind{n}`.
import { CHANGE_LOG_KIND } from '@bet/domain/statuses';

export const ENTRY_KIND = {
  recharge: CHANGE_LOG_KIND.Recharge,
  withdraw: CHANGE_LOG_KIND.Withdraw,
  /** A rejected or failed withdrawal gives the held amount back. */
  withdrawRefund: 51,
  /** A paid-out withdrawal leaves withdrawal_pending (no wallet posting). */
  withdrawPayout: 52,
  checkInReward: 60,
  /** Operator adjustments and the demo accounts' starting balances. */
  adjustment: 90,
  /** Stakes of a bet order: wallet -> bet_stakes. */
  betStake: 70,
  /** A settled bet pays out: bet_stakes (+ house) -> wallet. */
  betPayout: 71,
  /** A cancelled bet gives its stake back. */
  betRefund: 72,
  /** Stakes of lost bets go to the house (no wallet posting). */
  betLost: 73,
  /** Transfers between the wallet and a third-party game wallet. */
  gameTransferIn: 80,
  gameTransferOut: 81,
  /** A round of a demo game: its game wallet against the house. */
  gameRound: 82,
} as const;
