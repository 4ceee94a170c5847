// The availability lists cached in encrypted storage (spec section 3 stored keys available_games,
// visible_games, disable_games), compressed with fflate, so navigation shows the right sections
// at once on the next visit while the first poll is still on its way.
import { GAME_STATUS, type AvailabilitySplit, type GameAvailability } from '@bet/domain/games';
import { packJson, unpackJson } from '../../../lib/storage/packed-json';
import type { SecureStorage } from '../../../lib/storage/secure-storage';

const STATUSES: readonly number[] = Object.values(GAME_STATUS);

function isIdList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((id) => Number.isInteger(id) && id > 0);
}

function isAvailabilityList(value: unknown): value is GameAvailability[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        isIdList([(entry as GameAvailability).game_id]) &&
        STATUSES.includes((entry as GameAvailability).status),
    )
  );
}

export async function writeAvailabilityCache(
  storage: SecureStorage,
  split: AvailabilitySplit,
): Promise<void> {
  await Promise.all([
    storage.setBytes('available_games', packJson(split.available)),
    storage.setBytes('visible_games', packJson(split.visible)),
    storage.setBytes('disable_games', packJson(split.disabled)),
  ]);
}

/** The cached split, or undefined when absent or unreadable (it is only a head start). */
export function readAvailabilityCache(storage: SecureStorage): AvailabilitySplit | undefined {
  const available = storage.getBytes('available_games');
  const visible = storage.getBytes('visible_games');
  const disabled = storage.getBytes('disable_games');
  if (available === null || visible === null || disabled === null) return undefined;
  try {
    return {
      available: unpackJson(available, isAvailabilityList),
      visible: unpackJson(visible, isIdList),
      disabled: unpackJson(disabled, isIdList),
    };
  } catch {
    return undefined;
  }
}
