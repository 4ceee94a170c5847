// A running time-out or self-exclusion (issue 14), by @bet/domain's playBlock on the settings'
// end times: what the page and the sign-in notice show.
import type { SafetySettings } from '@bet/api/contract/safety-schemas';
import { playBlock, type PlayBlock } from '@bet/domain/safety';

export function activeBlock(settings: SafetySettings, now: Date): PlayBlock | null {
  const date = (iso: string | null) => (iso === null ? null : new Date(iso));
  return playBlock(
    { timeOutUntil: date(settings.time_out_until), excludedUntil: date(settings.excluded_until) },
    now,
  );
}
