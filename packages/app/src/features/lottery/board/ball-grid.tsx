// The 49-ball grid of the special-code and regular-number bets: each ball with its colour, its
// animal on the draw's date and its odds. The picks are built once per odds answer, the animals
// come from the draw's table (computed once per draw), and each ball is memoised.
import { BALLS } from '@bet/domain/mark-six';
import { useText } from '@bet/ui/text';
import { useCallback, useMemo } from 'react';
import styled from 'styled-components';
import { animalOfBall } from '../balls';
import { BallButton } from './ball-button';
import { markSixPick } from './odds-lines';
import type { PickerProps } from './picker-props';
import { useBoardPicks } from './use-board-picks';
import { useNamespaces } from '../../../lib/i18n/text';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(56px, 1fr));
  gap: ${({ theme }) => theme.spacing.xs};
`;

export function BallGrid(props: PickerProps & { type: 'specialCode' | 'numberCode' }) {
  useNamespaces('lottery');
  const { type, game, odds, zodiac, disabled } = props;
  const t = useText();
  const { picked, toggle } = useBoardPicks(game);
  const year = zodiac?.year ?? null;
  const picks = useMemo(
    () => BALLS.map((ball) => markSixPick(odds, { type, ball }, year)),
    [odds, type, year],
  );
  const onToggle = useCallback(
    (ball: number) => {
      const pick = picks[ball - 1];
      if (pick !== undefined) toggle(pick);
    },
    [picks, toggle],
  );
  return (
    <Grid role="group" aria-label={t(`common:markSixBetTypes.${type}`)}>
      {BALLS.map((ball) => {
        const pick = picks[ball - 1];
        return (
          <BallButton
            key={ball}
            ball={ball}
            animal={zodiac === null ? undefined : animalOfBall(zodiac, ball)}
            odds={pick?.odds}
            picked={pick !== undefined && picked.has(pick.key)}
            disabled={disabled}
            onToggle={onToggle}
          />
        );
      })}
    </Grid>
  );
}
