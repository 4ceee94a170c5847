// What every picker of the board receives.
import type { MarkSixGame } from '@bet/domain/games';
import type { DrawZodiac } from '../balls';
import type { LotteryOdds } from './odds-lines';

export interface PickerProps {
  readonly game: MarkSixGame;
  readonly odds: LotteryOdds;
  /** The draw's zodiac table; null when the table does not cover the draw's date. */
  readonly zodiac: DrawZodiac | null;
  /** Betting is closed: every control is disabled. */
  readonly disabled: boolean;
}
