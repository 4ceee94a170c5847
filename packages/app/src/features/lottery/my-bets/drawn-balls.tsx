// A settled bet's draw: the six numbers, then "+" and the special number, each ball in its colour
// with its colour in words and its animal on the draw's own date (the table changes on lunar new
// year, so an old bet keeps the animals it was settled with).
import type { LotteryBetView } from '@bet/api/contract/lottery-schemas';
import { useText } from '@bet/ui/text';
import { visuallyHidden } from '@bet/ui/theme';
import styled from 'styled-components';
import { animalOfBall, BallWithZodiac, useDrawZodiac } from '../balls';

const Balls = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Plus = styled.li`
  align-self: center;
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

const SrOnly = styled.span`
  ${visuallyHidden}
`;

export function DrawnBalls({ draw }: { draw: NonNullable<LotteryBetView['draw']> }) {
  const t = useText();
  const zodiac = useDrawZodiac(draw.draw_at);
  const ball = (number: number) => (
    <BallWithZodiac
      ball={number}
      animal={zodiac === null ? undefined : animalOfBall(zodiac, number)}
      size="sm"
    />
  );
  return (
    <Balls aria-label={t('lottery:myBets.numbers')} data-draw-day={zodiac?.day}>
      {draw.numbers.map((number) => (
        <li key={number}>{ball(number)}</li>
      ))}
      <Plus aria-hidden>+</Plus>
      <li data-special>
        <SrOnly>{t('betting:specialNumber')}</SrOnly>
        {ball(draw.special)}
      </li>
    </Balls>
  );
}
