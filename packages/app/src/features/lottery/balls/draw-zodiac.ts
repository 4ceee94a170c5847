// The zodiac table of one draw (rules.md "Mark Six": a draw uses the table of its own date, which
// changes on lunar new year's day, not 1 January). Computed once per draw, never per ball.
import {
  calendarDate,
  drawCalendarDate,
  yearAnimal,
  zodiacTable,
  ZodiacTableError,
  type ZodiacAnimal,
} from '@bet/domain/mark-six';
import { useMemo } from 'react';

export interface DrawZodiac {
  /** The draw's calendar date (Hong Kong), as @bet/domain/mark-six's date policy wants it. */
  readonly date: Date;
  /** The same date as YYYY-MM-DD. */
  readonly day: string;
  /** The animal of the lunar year the draw falls in (ball 1's animal). */
  readonly year: ZodiacAnimal;
  /** The animal of each ball: index 0 is ball 1. */
  readonly animals: readonly ZodiacAnimal[];
}

/** The table of the draw at `drawAt` (ISO instant); null when the zodiac table does not cover it. */
export function drawZodiacOf(drawAt: string): DrawZodiac | null {
  const instant = new Date(drawAt);
  if (Number.isNaN(instant.getTime())) return null;
  const date = drawCalendarDate(instant);
  try {
    return { date, day: calendarDate(date), year: yearAnimal(date), animals: zodiacTable(date) };
  } catch (error) {
    if (error instanceof ZodiacTableError) return null;
    throw error;
  }
}

/** The animal of a ball in a draw's table. */
export function animalOfBall(zodiac: DrawZodiac, ball: number): ZodiacAnimal | undefined {
  return zodiac.animals[ball - 1];
}

export function useDrawZodiac(drawAt: string): DrawZodiac | null {
  return useMemo(() => drawZodiacOf(drawAt), [drawAt]);
}
