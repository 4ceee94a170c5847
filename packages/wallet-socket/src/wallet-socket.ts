import type { WalletNotification } from '@bet/api/contract/wallet-socket';
import { createEmitter } from './emitter';
import { resolveOptions } from './options';
import { parseWalletMessage } from './parse-message';
import { MAX_RECONNECT_ATTEMPTS, reconnectDelay } from './reconnect-policy';
import { walletSocketUrl } from './socket-url';
import { createTransport } from './transport';
import type {
  WalletSocket,
  WalletSocketEvents,
  WalletSocketOptions,
  WalletSocketStatus,
} from './types';

/** idle: nothing live or scheduled; waiting: a retry timer is pending. */
type Phase = 'idle' | 'connecting' | 'open' | 'waiting';

const STATUS_OF: Record<Phase, WalletSocketStatus> = {
  idle: 'disconnected',
  waiting: 'disconnected',
  connecting: 'connecting',
  open: 'connected',
};

/**
 * The wallet websocket client (spec section 4, "Wallet socket"; section 7, "Real-time").
 * Framework-free: it reports status and typed notifications; the app decides what to show.
 *
 * @throws WalletSocketConfigError when the options cannot work (see options.ts).
 */
export function createWalletSocket(options: WalletSocketOptions): WalletSocket {
  const config = resolveOptions(options);
  const { logger, scheduler } = config;
  const reportListenerError = (error: unknown, type: PropertyKey) =>
    logger.error(`wallet socket: a ${String(type)} listener threw`, error);
  const events = createEmitter<WalletSocketEvents>(reportListenerError);
  const statusEvents = createEmitter<{ status: WalletSocketStatus }>(reportListenerError);

  let phase: Phase = 'idle';
  let attempts = 0;
  let retryTimer: { handle: unknown } | undefined;

  const transport = createTransport(config.WebSocket, { onOpen, onEnd, onData });

  function setPhase(next: Phase): void {
    const before = STATUS_OF[phase];
    phase = next;
    if (STATUS_OF[next] !== before) statusEvents.emit('status', STATUS_OF[next]);
  }

  function readToken(): string | undefined {
    try {
      const token = config.token();
      return typeof token === 'string' && token.trim() !== '' ? token : undefined;
    } catch (error) {
      logger.error('wallet socket: the token getter threw; staying disconnected', error);
      return undefined;
    }
  }

  // Spec section 4: the socket connects only when a token exists.
  function startAttempt(): WalletSocketStatus {
    const token = readToken();
    if (token === undefined) {
      setPhase('idle');
      return STATUS_OF[phase];
    }
    setPhase('connecting');
    transport.open(walletSocketUrl(config.location, token));
    return STATUS_OF[phase];
  }

  function cancelRetry(): void {
    if (retryTimer) scheduler.clearTimeout(retryTimer.handle);
    retryTimer = undefined;
  }

  // Idle first: the transport reports our own close synchronously, and onEnd ignores it when idle.
  function halt(): void {
    cancelRetry();
    setPhase('idle');
    transport.shut();
  }

  function restart(): WalletSocketStatus {
    halt();
    attempts = 0;
    return startAttempt();
  }

  function onOpen(): void {
    if (phase !== 'connecting') return;
    attempts = 0; // Spec section 4: the attempt count resets on open.
    setPhase('open');
  }

  // Spec section 4: retry after min(10000, 1000 x attempt) ms, at most 5 attempts, then give up.
  function onEnd(): void {
    if (phase !== 'connecting' && phase !== 'open') return; // our own close, or the error's twin
    if (attempts >= MAX_RECONNECT_ATTEMPTS) return giveUp();
    attempts += 1;
    setPhase('waiting');
    const handle = scheduler.setTimeout(() => {
      retryTimer = undefined;
      startAttempt();
    }, reconnectDelay(attempts));
    retryTimer = { handle };
  }

  function giveUp(): void {
    setPhase('idle');
    // Spec section 7: reaching the maximum of reconnects is only logged.
    logger.error(`wallet socket: gave up after ${attempts} reconnect attempts`);
    events.emit('gave-up', { attempts });
  }

  function onData(data: unknown): void {
    if (phase !== 'open') return;
    const parsed = parseWalletMessage(data);
    if (!parsed.ok) {
      // Spec section 7: websocket parse errors are only logged.
      logger.warn(`wallet socket: ignored a message (${parsed.reason})`);
      return;
    }
    dispatch(parsed.notification);
  }

  function dispatch(notification: WalletNotification): void {
    events.emit('message', notification);
    switch (notification.notifyType) {
      case 'WITHDRAW':
        return events.emit('withdraw', { ...notification, notifyType: 'WITHDRAW' });
      case 'RECHARGE':
        return events.emit('recharge', { ...notification, notifyType: 'RECHARGE' });
      case 'SETTLE':
        return events.emit('settle', { ...notification, notifyType: 'SETTLE' });
      case 'TRANSFER':
        return events.emit('transfer', { ...notification, notifyType: 'TRANSFER' });
    }
  }

  return {
    connect: () => (phase === 'connecting' || phase === 'open' ? STATUS_OF[phase] : restart()),
    reconnect: restart,
    updateToken: restart,
    close: halt,
    // Checked here too: partysocket warns on the console about a send() after close().
    send: (data) => phase === 'open' && transport.send(data),
    getStatus: () => STATUS_OF[phase],
    subscribe: (listener) => statusEvents.on('status', listener),
    on: (type, listener) => events.on(type, listener),
  };
}
