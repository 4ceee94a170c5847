// When the reality check shows (issue 14, "Reality check"): the server's clock decides, so a
// member's wrong device clock neither hides nor repeats the reminder.
export interface RealityClock {
  readonly now: string;
  readonly next_check_at: string | null;
}

/** The reminder is due once the server's `now` reached `next_check_at`; never without one. */
export function isRealityCheckDue(session: RealityClock | undefined): boolean {
  if (session?.next_check_at == null) return false;
  const now = Date.parse(session.now);
  const due = Date.parse(session.next_check_at);
  return Number.isFinite(now) && Number.isFinite(due) && now >= due;
}

/** The gate asks the server about every 30 s, and again when the window gets the focus. */
export const REALITY_POLL_MS = 30_000;
