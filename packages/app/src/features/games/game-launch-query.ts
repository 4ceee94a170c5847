// Launching a game (spec section 7: "Game launch takes the game id and a body built from the
// device fingerprint and the measured width and height of the frame, and returns data.data, the
// URL to embed"). A launch opens a new game session, so its answer is never reused: it lives as
// long as the loader that asked for it.
import { launchCountry, launchFrameSize, type FrameSize } from '@bet/domain/device-info';
import { isLanguageCode, LANGUAGES } from '@bet/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contract } from '../../lib/api/contract';
import type { HttpClient } from '../../lib/api/http';
import { useHttp } from '../../lib/services';
import { readDeviceInfo } from './device-fingerprint';
import type { GameProvider } from './game-providers';

export interface LaunchTarget {
  readonly provider: GameProvider;
  /** The provider's game id. */
  readonly id: string;
}

interface LaunchInput {
  readonly target: LaunchTarget;
  /** The frame's measured size (CSS pixels). */
  readonly size: FrameSize;
  readonly language: string;
}

async function launch(http: HttpClient, input: LaunchInput, signal: AbortSignal) {
  const { target, size, language } = input;
  const body = { device: readDeviceInfo(), ...launchFrameSize(size) };
  if (target.provider.launch === 'winfinity') {
    const { winfinityLaunch } = await contract.thirdPartyGames();
    // The browser's locales first, then the app language's own (pt-BR, bn-BD, ...).
    const own = isLanguageCode(language) ? [LANGUAGES[language].intlLocale] : [];
    const country = launchCountry([...navigator.languages, ...own]);
    return http.request(winfinityLaunch, { params: { country, id: target.id }, body, signal });
  }
  const { gamesLaunch } = await contract.otherReads();
  return http.request(gamesLaunch, { params: { gameId: target.id }, body, signal });
}

export function gameLaunchQueryOptions(http: HttpClient, input: LaunchInput) {
  const { target, size } = input;
  return queryOptions({
    // Not the language: switching it must not restart the game.
    queryKey: ['games.launch', target.provider.type, target.id, size.width, size.height] as const,
    queryFn: ({ signal }) => launch(http, input, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** The URL to embed; waits until the frame has been measured (size null). */
export function useGameLaunch(target: LaunchTarget, size: FrameSize | null) {
  const http = useHttp();
  const { i18n } = useTranslation();
  const measured = size ?? { width: 0, height: 0 };
  return useQuery({
    ...gameLaunchQueryOptions(http, { target, size: measured, language: i18n.language }),
    enabled: size !== null,
  });
}
