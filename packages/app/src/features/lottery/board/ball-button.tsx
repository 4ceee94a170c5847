// One ball of the 49-ball grid: the number in its colour, its animal on the draw's date and its
// odds, as a toggle (aria-pressed). Memoised: toggling one ball re-renders that ball only.
import type { ZodiacAnimal } from '@bet/domain/mark-six';
import { markSixBallColor, MarkSixBall } from '@bet/ui/mark-six-ball';
import { formatOdds, isValidOdds } from '@bet/ui/odds-button';
import { useText } from '@bet/ui/text';
import { focusRing, transition, visuallyHidden } from '@bet/ui/theme';
import { memo } from 'react';
import styled from 'styled-components';
import { pressedCell } from './board-styles';

const Cell = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxs};
  min-width: 0;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.xxs}`};
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface.raised};
  color: ${({ theme }) => theme.palette.text.primary};
  font: inherit;
  cursor: pointer;
  transition: ${transition(['border-color', 'box-shadow'], 'fast')};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.palette.border.strong};
  }

  &[aria-pressed='true'] {
    ${pressedCell}
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  ${focusRing}
`;

const Animal = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Odds = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;

const SrOnly = styled.span`
  ${visuallyHidden}
`;

export interface BallButtonProps {
  readonly ball: number;
  readonly animal: ZodiacAnimal | undefined;
  /** The line's odds; undefined when the odds call does not price this ball (disabled). */
  readonly odds: string | undefined;
  readonly picked: boolean;
  readonly disabled: boolean;
  readonly onToggle: (ball: number) => void;
}

const shownOdds = (odds: string | undefined) => {
  const value = Number(odds);
  return odds !== undefined && isValidOdds(value) ? formatOdds(value) : '–';
};

export const BallButton = memo(function BallButton(props: BallButtonProps) {
  const { ball, animal, picked, disabled, onToggle } = props;
  const t = useText();
  const odds = shownOdds(props.odds);
  const color = markSixBallColor(ball);
  // The name is the content: "07 Red Rat Odds 46.06"; colour and the word "odds" for screen
  // readers only, the number, animal and price as seen.
  return (
    <Cell
      type="button"
      aria-pressed={picked}
      disabled={disabled || props.odds === undefined}
      data-ball={ball}
      onClick={() => onToggle(ball)}
    >
      <MarkSixBall number={ball} size="md" selected={picked} />{' '}
      {color === undefined ? null : <SrOnly>{t(`common:ballColors.${color}`)} </SrOnly>}
      {animal === undefined ? null : <Animal>{t(`common:zodiac.${animal}`)}</Animal>}{' '}
      <Odds aria-hidden="true">{odds}</Odds>
      <SrOnly>{t('lottery:board.odds', { odds })}</SrOnly>
    </Cell>
  );
});
