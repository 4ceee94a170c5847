// The server's clock (config.serverTime). Draw deadlines are the server's time and the server may
// run on a clock of its own (tests move it), so a countdown never trusts the browser's clock: it
// reads the server's time, takes the request's midpoint as the moment the server answered, and
// keeps the difference. Read once, again on window focus and every 60 s.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint, descriptorOf, endpointKey } from './endpoint-query';

export const SERVER_CLOCK_REFRESH_MS = 60_000;

/** How far the server's clock is ahead of the browser's (ms), from one answer. */
export function clockOffset(serverNow: string, sentAt: number, receivedAt: number): number {
  return Date.parse(serverNow) - (sentAt + receivedAt) / 2;
}

/**
 * The offset as a read of config.serverTime. Its data is the offset, not the answer: this is the
 * only read of the endpoint.
 */
export function serverClockQuery() {
  return queryOptions({
    queryKey: endpointKey('config.serverTime'),
    queryFn: async ({ client, signal }) => {
      // The contract's chunk loads first, so the request alone is timed.
      await descriptorOf('config.serverTime');
      const sentAt = Date.now();
      const { now } = await callEndpoint(client, 'config.serverTime', undefined, signal);
      return clockOffset(now, sentAt, Date.now());
    },
    staleTime: SERVER_CLOCK_REFRESH_MS,
    refetchInterval: SERVER_CLOCK_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
}

export interface ServerClock {
  /** The offset is known, or could not be read (then the browser's clock stands in). */
  readonly ready: boolean;
  /** The server's time now, in ms since the epoch. */
  readonly serverNow: () => number;
}

export function useServerClock(): ServerClock {
  const query = useQuery(serverClockQuery());
  const offset = query.data ?? 0;
  const serverNow = useCallback(() => Date.now() + offset, [offset]);
  return { ready: query.data !== undefined || query.isError, serverNow };
}
