// The betting settings (issue 15): the odds format of every odds display and what the slip does
// when a price moved. A member's live on the server (sports.settings / sports.saveSettings); a
// visitor's in localStorage. Defaults: decimal odds, always ask.
import type { BettingSettings } from '@bet/api/contract/sports-schemas';
import {
  DEFAULT_ODDS_CHANGE_POLICY,
  DEFAULT_ODDS_FORMAT,
  isOddsChangePolicy,
  isOddsFormat,
} from '@bet/domain/odds-format';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useCallback } from 'react';
import { endpointMutation, endpointQuery } from '../../../lib/api/endpoint-query';
import { useIsAuthorized } from '../../auth';
import { checkedJsonStorage } from '../../../lib/storage/checked-json-storage';

export type { BettingSettings };

export const DEFAULT_BETTING_SETTINGS: BettingSettings = {
  odds_format: DEFAULT_ODDS_FORMAT,
  odds_change: DEFAULT_ODDS_CHANGE_POLICY,
};
export const BETTING_SETTINGS_STORAGE_KEY = 'betting_settings';

function isBettingSettings(value: unknown): value is BettingSettings {
  if (typeof value !== 'object' || value === null) return false;
  const { odds_format, odds_change } = value as Partial<Record<keyof BettingSettings, unknown>>;
  return isOddsFormat(odds_format) && isOddsChangePolicy(odds_change);
}

/** A visitor's settings (a malformed stored value reads as the defaults). */
export const visitorBettingSettingsAtom = atomWithStorage<BettingSettings>(
  BETTING_SETTINGS_STORAGE_KEY,
  DEFAULT_BETTING_SETTINGS,
  checkedJsonStorage('localStorage', isBettingSettings),
  { getOnInit: true },
);

export const bettingSettingsQuery = () => endpointQuery('sports.settings');

export interface BettingSettingsState {
  /** The settings in force: the member's once loaded (defaults until then), or the visitor's. */
  readonly settings: BettingSettings;
  /** Saves the settings; resolves false when the server refused (its toast is shown). */
  readonly save: (next: BettingSettings) => Promise<boolean>;
  readonly saving: boolean;
}

export function useBettingSettings(): BettingSettingsState {
  const member = useIsAuthorized();
  const [visitor, setVisitor] = useAtom(visitorBettingSettingsAtom);
  const { data } = useQuery({ ...bettingSettingsQuery(), enabled: member });
  const mutation = useMutation(
    endpointMutation('sports.saveSettings', { invalidates: ['sports.settings'] }),
  );
  const { mutateAsync } = mutation;
  const save = useCallback(
    async (next: BettingSettings) => {
      if (!member) {
        setVisitor(next);
        return true;
      }
      return mutateAsync({ body: next }).then(
        () => true,
        () => false,
      );
    },
    [member, setVisitor, mutateAsync],
  );
  const settings = member ? (data ?? DEFAULT_BETTING_SETTINGS) : visitor;
  return { settings, save, saving: mutation.isPending };
}
