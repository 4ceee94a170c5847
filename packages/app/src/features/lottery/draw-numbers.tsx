// A drawn mark-six result (spec section 3, "Draw"): the six numbers, then "+" and the special
// number, each ball in its colour with its colour and its animal written out (not colour alone).
// The animals are those of the draw's own date (rules.md: the table changes on lunar new year).
import {
  ballColor,
  drawCalendarDate,
  zodiacOf,
  ZodiacTableError,
  type ZodiacAnimal,
} from '@bet/domain/mark-six';
import { MarkSixBall } from '@bet/ui/mark-six-ball';
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import type { MarkSixDraw } from './lottery-queries';

const Balls = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Ball = styled.li`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing.xxs};
  min-width: 40px;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
`;

const Plus = styled.li`
  align-self: center;
  padding-bottom: ${({ theme }) => theme.spacing.md};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** Animal of each ball on the draw's date; none beyond the known lunar years. */
function animalsOf(balls: readonly number[], drawAt: string): (ZodiacAnimal | undefined)[] {
  const date = drawCalendarDate(new Date(drawAt));
  return balls.map((ball) => {
    try {
      return zodiacOf(ball, date);
    } catch (error) {
      if (error instanceof ZodiacTableError) return undefined;
      throw error;
    }
  });
}

export interface DrawNumbersProps {
  readonly draw: Pick<MarkSixDraw, 'numbers' | 'special' | 'draw_at'>;
  readonly size?: 'sm' | 'md' | undefined;
}

export function DrawNumbers({ draw, size = 'md' }: DrawNumbersProps) {
  const t = useText();
  if (draw.numbers === null || draw.special === null) return null;
  const balls = [...draw.numbers, draw.special];
  const animals = animalsOf(balls, draw.draw_at);
  const item = (ball: number, index: number, special: boolean) => {
    const animal = animals[index];
    return (
      <Ball key={special ? 'special' : ball}>
        {special && <Hidden>{t('betting:specialNumber')}:</Hidden>}
        <MarkSixBall number={ball} size={size} />
        <Hidden>{t(`common:ballColors.${ballColor(ball)}`)}</Hidden>
        {animal !== undefined && <span>{t(`common:zodiac.${animal}`)}</span>}
      </Ball>
    );
  };
  return (
    <Balls aria-label={t('lottery:draws.numbers')}>
      {draw.numbers.map((ball, index) => item(ball, index, false))}
      <Plus aria-hidden>+</Plus>
      {item(draw.special, balls.length - 1, true)}
    </Balls>
  );
}
