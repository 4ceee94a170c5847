import type { Emitter, ApiEvents } from './events';
import type { TokenStore } from './token-store';

export interface RefreshAnswer {
  readonly token: string;
  readonly fresh_token?: string | undefined;
}

export interface RefresherDeps {
  readonly tokens: TokenStore;
  readonly events: Emitter<ApiEvents>;
  /** GET /api/v1/refresh/token with the refresh token (spec section 7); throws on failure. */
  readonly requestRefresh: () => Promise<RefreshAnswer>;
}

/** Renews the session after a 401 on a request that sent `sentToken`; true when renewed. */
export type Renew = (sentToken: string, endpointId: string) => Promise<boolean>;

/**
 * Single-flight token refresh (issue 3): concurrent 401s share one refresh call. A request whose
 * token was already replaced by a finished refresh replays without another refresh. A failed
 * refresh clears nothing; it emits `unauthorized` once, and later 401s for the same dead token
 * fail at once instead of refreshing again.
 */
export function createRefresher({ tokens, events, requestRefresh }: RefresherDeps): Renew {
  let inflight: Promise<boolean> | null = null;
  let deadToken: string | null = null;

  async function run(sentToken: string, endpointId: string): Promise<boolean> {
    const refreshToken = await tokens.getRefreshToken();
    if (refreshToken === null || refreshToken === '') {
      deadToken = sentToken;
      events.emit('unauthorized', { endpointId, reason: 'no-refresh-token' });
      return false;
    }
    try {
      const answer = await requestRefresh();
      await tokens.setToken(answer.token);
      if (answer.fresh_token !== undefined) await tokens.setRefreshToken(answer.fresh_token);
      events.emit('refreshed', { rotated: answer.fresh_token !== undefined });
      return true;
    } catch {
      deadToken = sentToken;
      events.emit('unauthorized', { endpointId, reason: 'refresh-failed' });
      return false;
    }
  }

  return async (sentToken, endpointId) => {
    if (inflight !== null) return inflight;
    const current = await tokens.getToken();
    if (current !== null && current !== sentToken) return true;
    if (sentToken === deadToken) return false;
    inflight ??= run(sentToken, endpointId).finally(() => {
      inflight = null;
    });
    return inflight;
  };
}
