// Live wallet sockets by member: a settlement pushes `{ notifyType, balance }` to every socket the
// member has open (spec section 4, "Wallet socket"). One process holds its own sockets; what to
// push reaches every process through LISTEN/NOTIFY (wallet-push.ts), the only sender.
import type { WalletNotification } from '@bet/api/contract/wallet-socket';

export interface HubSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** 1001 "going away": the server is shutting down; clients reconnect to its successor. */
export const CLOSE_GOING_AWAY = 1001;
/** 1008 "policy violation": missing, unknown or expired token. */
export const CLOSE_POLICY_VIOLATION = 1008;

export class WalletHub {
  readonly #sockets = new Map<bigint, Set<HubSocket>>();

  add(memberId: bigint, socket: HubSocket): void {
    const set = this.#sockets.get(memberId) ?? new Set<HubSocket>();
    set.add(socket);
    this.#sockets.set(memberId, set);
  }

  remove(memberId: bigint, socket: HubSocket): void {
    const set = this.#sockets.get(memberId);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.#sockets.delete(memberId);
  }

  /** Sends to each of the member's sockets; returns how many were reached. */
  notify(memberId: bigint, message: WalletNotification): number {
    const text = JSON.stringify(message);
    let reached = 0;
    for (const socket of this.#sockets.get(memberId) ?? []) {
      try {
        socket.send(text);
        reached++;
      } catch {
        this.remove(memberId, socket);
      }
    }
    return reached;
  }

  isConnected(memberId: bigint): boolean {
    return this.#sockets.has(memberId);
  }

  get connections(): number {
    let count = 0;
    for (const set of this.#sockets.values()) count += set.size;
    return count;
  }

  closeAll(code = CLOSE_GOING_AWAY, reason = 'server shutting down'): void {
    for (const set of this.#sockets.values()) for (const socket of set) socket.close(code, reason);
    this.#sockets.clear();
  }
}
