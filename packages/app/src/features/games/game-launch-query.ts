// Launching a game (spec section 7: "Game launch takes the game id and a body built from the
// device fingerprint and the measured width and height of the frame, and returns data.data, the
// URL to embed"). A launch opens a new game session, so its answer is never reused: it lives as
// long as the loader that asked for it, and a language switch does not restart the game.
import { launchCountry, launchFrameSize, type FrameSize } from '@bet/domain/device-info';
import { isLanguageCode, languageInfo } from '@bet/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeviceInfo } from '@bet/api/contract/common';
import { endpointQuery } from '../../lib/api/endpoint-query';
import { readDeviceInfo } from './device-fingerprint';
import type { GameProvider } from './game-providers';
import { useLanguage } from '../../lib/i18n/text';

export interface LaunchTarget {
  readonly provider: GameProvider;
  /** The provider's game id. */
  readonly id: string;
}

const ONE_SESSION = {
  staleTime: Infinity,
  gcTime: 0,
  meta: { sameInEveryLanguage: true },
} as const;

/** Winfinity launches through its own POST login/{country}/{id}; every other provider through
 * games.launch (their own launch calls take no body, and a launch sends the device and size). */
function launchQuery(target: LaunchTarget, size: FrameSize, device: DeviceInfo, language: string) {
  const body = { device, ...launchFrameSize(size) };
  if (target.provider.launch === 'winfinity') {
    // The browser's locales first, then the app language's own (pt-BR, bn-BD, ...).
    const own = isLanguageCode(language) ? [languageInfo(language).intlLocale] : [];
    const country = launchCountry([...navigator.languages, ...own]);
    return endpointQuery('games.winfinityLaunch', { params: { country, id: target.id }, body });
  }
  return endpointQuery('games.launch', { params: { gameId: target.id }, body });
}

/** The URL to embed; waits until the frame has been measured (size null). */
export function useGameLaunch(target: LaunchTarget, size: FrameSize | null) {
  const current = useLanguage();
  // Read once per loader: the fingerprint draws on a canvas, and the language at launch is the
  // game's (a later switch must not change the query, which would start a new game session).
  const [device] = useState(readDeviceInfo);
  const [language] = useState(current);
  const measured = size ?? { width: 0, height: 0 };
  return useQuery({
    ...launchQuery(target, measured, device, language),
    ...ONE_SESSION,
    enabled: size !== null,
  });
}
