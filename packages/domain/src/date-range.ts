// Calendar-day ranges of the reports (spec section 7, "Reports": start_date and end_date) and the
// results date filter. Days are ISO dates (YYYY-MM-DD) of the server's calendar, which is UTC, so a
// day means the same thing on both sides. Nothing reads the clock: `now` is an argument.

/** The longest range one report covers (inclusive), as the reference server enforces it. */
export const REPORT_MAX_DAYS = 366;

/** Range presets of the reports screen: today, the last 7 days and the last 30 days. */
export const REPORT_PRESETS = ['today', 'last7Days', 'last30Days'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

const PRESET_DAYS: Record<ReportPreset, number> = { today: 1, last7Days: 7, last30Days: 30 };

export type DateRange = { readonly start: string; readonly end: string };

export type DateRangeError = 'invalidDate' | 'startAfterEnd' | 'inFuture' | 'tooLong';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of an ISO date at 00:00 UTC, or undefined when it is not a real calendar day. */
export function isoDateMs(date: string): number | undefined {
  const match = ISO_DATE.exec(date);
  if (!match) return undefined;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Date.UTC rolls 2025-02-30 over to March: a real day formats back to itself.
  return new Date(ms).toISOString().slice(0, 10) === date ? ms : undefined;
}

export function isIsoDate(value: string): boolean {
  return isoDateMs(value) !== undefined;
}

/** Today's date on the server's calendar (UTC). */
export function utcToday(now: Date): string {
  if (Number.isNaN(now.getTime())) throw new RangeError('now is an invalid date');
  return now.toISOString().slice(0, 10);
}

/** The UTC day of a moment given in seconds since the epoch (sports timestamps, spec section 7). */
export function utcDayOfSeconds(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** The date `days` days after (or before, when negative) an ISO date. */
export function addDays(date: string, days: number): string {
  const ms = isoDateMs(date);
  if (ms === undefined) throw new RangeError(`Not an ISO date: ${date}`);
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  return new Date(ms + days * DAY_MS).toISOString().slice(0, 10);
}

/** The range of a preset, ending today: 'last7Days' is today and the 6 days before it. */
export function presetRange(preset: ReportPreset, now: Date): DateRange {
  const end = utcToday(now);
  return { start: addDays(end, 1 - PRESET_DAYS[preset]), end };
}

/** The preset a range is, if any (to mark the chosen preset). */
export function presetOf(range: DateRange, now: Date): ReportPreset | undefined {
  return REPORT_PRESETS.find((preset) => {
    const candidate = presetRange(preset, now);
    return candidate.start === range.start && candidate.end === range.end;
  });
}

/** Number of days in an inclusive range (1 for a single day). */
export function rangeDays(range: DateRange): number {
  const start = isoDateMs(range.start);
  const end = isoDateMs(range.end);
  if (start === undefined || end === undefined) throw new RangeError('Not an ISO date range');
  return (end - start) / DAY_MS + 1;
}

/** A single day of a filter: a real date, not after today. */
export function validateDay(day: string, now: Date): DateRangeError | undefined {
  if (!isIsoDate(day)) return 'invalidDate';
  return day > utcToday(now) ? 'inFuture' : undefined;
}

/**
 * A report range: both real dates, start not after end, neither after today, and at most
 * REPORT_MAX_DAYS days long. Answers the first problem found, or undefined when valid.
 */
export function validateDateRange(range: DateRange, now: Date): DateRangeError | undefined {
  if (!isIsoDate(range.start) || !isIsoDate(range.end)) return 'invalidDate';
  if (range.start > range.end) return 'startAfterEnd';
  if (range.end > utcToday(now)) return 'inFuture';
  return rangeDays(range) > REPORT_MAX_DAYS ? 'tooLong' : undefined;
}
