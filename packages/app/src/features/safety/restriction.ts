// A running time-out or self-exclusion (issue 14): what the page and the sign-in notice show,
// with its end time from the server.
export interface Restriction {
  readonly kind: 'timeOut' | 'exclusion';
  readonly until: string;
}

interface RestrictionDates {
  readonly time_out_until: string | null;
  readonly excluded_until: string | null;
}

/** The restriction still running at `nowMs`; a self-exclusion wins over a time-out. */
export function activeRestriction(settings: RestrictionDates, nowMs: number): Restriction | null {
  const running = (until: string | null) => until !== null && Date.parse(until) > nowMs;
  if (running(settings.excluded_until))
    return { kind: 'exclusion', until: settings.excluded_until ?? '' };
  if (running(settings.time_out_until))
    return { kind: 'timeOut', until: settings.time_out_until ?? '' };
  return null;
}
