// When the reality check shows (issue 14): @bet/domain's rule on the server's clock (`now` of the
// session read), so a wrong device clock neither hides nor repeats the reminder.
import type { SafetySession } from '@bet/api/contract/safety-schemas';
import { isRealityCheckDue } from '@bet/domain/safety';

/** The gate asks the server about every 30 s, and again when the window gets the focus. */
export const REALITY_POLL_MS = 30_000;

export function realityCheckDue(session: SafetySession | undefined): session is SafetySession {
  if (session === undefined) return false;
  return isRealityCheckDue(
    new Date(session.started_at),
    session.reality_check_minutes,
    new Date(session.now),
  );
}

/** Whole minutes played in the session, by the server's clock. */
export function minutesPlayed(session: SafetySession): number {
  const ms = Date.parse(session.now) - Date.parse(session.started_at);
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 60_000) : 0;
}
