// The calendar date of a draw, which picks its zodiac table (rules.md: "a draw is always settled
// with the table of its own draw date"). Mark six is a Hong Kong game: the operator's calendar is
// Hong Kong's (UTC+8), so a draw at 21:30 HKT on lunar new year's eve is still the old year.
const OPERATOR_UTC_OFFSET_MS = 8 * 3_600_000;

/** A Date whose UTC year-month-day is the draw's date in Hong Kong (@bet/domain's date policy). */
export function drawCalendarDate(drawAt: Date): Date {
  const local = new Date(drawAt.getTime() + OPERATOR_UTC_OFFSET_MS);
  return new Date(`${local.toISOString().slice(0, 10)}T00:00:00Z`);
}
