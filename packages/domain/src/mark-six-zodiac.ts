// Mark-six zodiac (spec section 3; rules.md "Mark Six"). Ball 1 is the animal of the current lunar
// year and the animals run backwards; the table changes on lunar new year's day.
//
// Date policy: a draw date is a calendar date in the operator's timezone, passed as a Date whose
// UTC year-month-day is that calendar date (e.g. new Date('2025-01-29')); its time is ignored.
// The draw's own date decides the table. The built-in table covers 2024-02-10 (dragon) to the end
// of the 2027 goat year. 2028's lunar new year is not in the spec, so the goat year is only
// trusted until 2027-12-31 and dates from 2028-01-01 on throw ZodiacTableError, as do dates
// before 2024-02-10. Operators extend the table by passing their own ZodiacTable.

export const ZODIAC_ANIMALS = [
  'rat',
  'ox',
  'tiger',
  'rabbit',
  'dragon',
  'snake',
  'horse',
  'goat',
  'monkey',
  'rooster',
  'dog',
  'pig',
] as const;
export type ZodiacAnimal = (typeof ZODIAC_ANIMALS)[number];

export type LunarNewYear = { date: string; animal: ZodiacAnimal };
export type ZodiacTable = {
  /** Lunar new years, ascending, as ISO calendar dates (YYYY-MM-DD). */
  newYears: readonly LunarNewYear[];
  /** First calendar date (exclusive end) the table no longer covers. */
  validUntil: string;
};

/** Lunar new year dates of spec section 9 (values as given). */
export const LUNAR_NEW_YEARS: readonly LunarNewYear[] = [
  { date: '2024-02-10', animal: 'dragon' },
  { date: '2025-01-29', animal: 'snake' },
  { date: '2026-02-17', animal: 'horse' },
  { date: '2027-02-06', animal: 'goat' },
];

export const ZODIAC_TABLE: ZodiacTable = { newYears: LUNAR_NEW_YEARS, validUntil: '2028-01-01' };

export class ZodiacTableError extends Error {
  override readonly name = 'ZodiacTableError';
  readonly date: string;
  readonly range: { from: string; until: string };
  constructor(date: string, range: { from: string; until: string }) {
    super(
      `No zodiac table for ${date}: the table covers ${range.from} up to (not including) ${range.until}`,
    );
    this.date = date;
    this.range = range;
  }
}

export function isZodiacAnimal(value: string): value is ZodiacAnimal {
  return (ZODIAC_ANIMALS as readonly string[]).includes(value);
}

/** The UTC calendar date of a Date as YYYY-MM-DD (the draw's calendar date, see policy above). */
export function calendarDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid draw date');
  return date.toISOString().slice(0, 10);
}

/**
 * Mark six is a Hong Kong game: a draw's calendar date is its date in Hong Kong (UTC+8), so a
 * draw at 21:30 HKT on lunar new year's eve is still the old year (rules.md: "a draw is always
 * settled with the table of its own draw date").
 */
export const DRAW_CALENDAR_UTC_OFFSET_MS = 8 * 3_600_000;

/** The draw's calendar date (see the date policy above) from the instant it is drawn. */
export function drawCalendarDate(drawAt: Date): Date {
  const local = new Date(drawAt.getTime() + DRAW_CALENDAR_UTC_OFFSET_MS);
  return new Date(`${calendarDate(local)}T00:00:00Z`);
}

/** Animal of the lunar year a draw date falls in. */
export function yearAnimal(drawDate: Date, table: ZodiacTable = ZODIAC_TABLE): ZodiacAnimal {
  const day = calendarDate(drawDate);
  const first = table.newYears[0];
  if (first === undefined || day < first.date || day >= table.validUntil) {
    throw new ZodiacTableError(day, {
      from: first?.date ?? table.validUntil,
      until: table.validUntil,
    });
  }
  // ISO dates compare as strings; the last new year on or before the day wins.
  const current = table.newYears.filter((y) => y.date <= day).at(-1) ?? first;
  return current.animal;
}

function assertZodiacBall(ball: number): void {
  if (!Number.isInteger(ball) || ball < 1 || ball > 49) {
    throw new RangeError(`Invalid mark-six ball: ${String(ball)} (expected 1..49)`);
  }
}

/** ball n -> ANIMALS[(index(yearAnimal) - (n - 1)) mod 12] (rules.md). */
export function zodiacOf(
  ball: number,
  drawDate: Date,
  table: ZodiacTable = ZODIAC_TABLE,
): ZodiacAnimal {
  assertZodiacBall(ball);
  const start = ZODIAC_ANIMALS.indexOf(yearAnimal(drawDate, table));
  const index = (((start - (ball - 1)) % 12) + 12) % 12;
  const animal = ZODIAC_ANIMALS[index];
  if (animal === undefined) throw new RangeError(`No animal at index ${index}`);
  return animal;
}

/** Balls of an animal on a draw date: five for the year's animal (1, 13, 25, 37, 49), else four. */
export function ballsOfAnimal(
  animal: ZodiacAnimal,
  drawDate: Date,
  table: ZodiacTable = ZODIAC_TABLE,
): number[] {
  const start = ZODIAC_ANIMALS.indexOf(yearAnimal(drawDate, table));
  const offset = (((start - ZODIAC_ANIMALS.indexOf(animal)) % 12) + 12) % 12;
  const balls: number[] = [];
  for (let ball = offset + 1; ball <= 49; ball += 12) balls.push(ball);
  return balls;
}

/** The whole ball -> animal table of a draw date (index 0 is ball 1). */
export function zodiacTable(drawDate: Date, table: ZodiacTable = ZODIAC_TABLE): ZodiacAnimal[] {
  return Array.from({ length: 49 }, (_, i) => zodiacOf(i + 1, drawDate, table));
}
