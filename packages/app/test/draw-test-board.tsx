// A small betting board for the draw games' tests and stories: a toggle per pick, picking through
// useDrawBets as the real boards (features/lottery/board, features/racing) do. Test code only.
import type { DrawGame, DrawPick } from '../src/features/draws';
import { useDrawBets } from '../src/features/draws';

export const SPECIAL_SEVEN: DrawPick = {
  key: 'specialCode:7',
  selection: { type: 'specialCode', ball: 7 },
  odds: '47',
  min: '1',
  max: '500',
  tickets: 1,
};

export const COMBINATION_PICK: DrawPick = {
  key: 'combination:2:rat,ox,tiger',
  selection: { type: 'specialCodeCombinationZodiacs', animals: ['rat', 'ox', 'tiger'], level: 2 },
  odds: '3.2',
  min: '0',
  max: '0',
  tickets: 3,
};

export interface TestDrawBoardProps {
  readonly game: DrawGame;
  readonly picks: readonly DrawPick[];
  readonly disabled?: boolean;
}

export function TestDrawBoard({ game, picks, disabled = false }: TestDrawBoardProps) {
  const { toggle, isPicked } = useDrawBets(game);
  return (
    <div role="group" aria-label="Test board">
      {picks.map((pick) => (
        <button
          key={pick.key}
          type="button"
          aria-pressed={isPicked(pick.key)}
          disabled={disabled}
          onClick={() => toggle(pick)}
        >
          {pick.key}
        </button>
      ))}
    </div>
  );
}

/** The label a test gives a pick: its key's selection, readable. */
export const testPickLabel = (selection: DrawPick['selection']) =>
  'ball' in selection ? `Special ${String(selection.ball)}` : selection.type;
