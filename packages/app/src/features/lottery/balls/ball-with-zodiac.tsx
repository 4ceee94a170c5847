// A drawn or offered ball with what it means on the draw's date: the number in its colour, the
// colour in words for screen readers (never colour alone) and the ball's animal under it.
import type { ZodiacAnimal } from '@bet/domain/mark-six';
import { MarkSixBall, markSixBallColor, type MarkSixBallSize } from '@bet/ui/mark-six-ball';
import { useText } from '@bet/ui/text';
import { visuallyHidden } from '@bet/ui/theme';
import styled from 'styled-components';

const Root = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

const Animal = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const SrOnly = styled.span`
  ${visuallyHidden}
`;

export function BallWithZodiac(props: {
  ball: number;
  /** The ball's animal on the draw's date; none when the zodiac table does not cover it. */
  animal: ZodiacAnimal | undefined;
  size?: MarkSixBallSize;
}) {
  const t = useText();
  const color = markSixBallColor(props.ball);
  return (
    <Root data-ball={props.ball}>
      <MarkSixBall number={props.ball} size={props.size ?? 'md'} />
      {color === undefined ? null : <SrOnly>{t(`common:ballColors.${color}`)}</SrOnly>}
      {props.animal === undefined ? null : <Animal>{t(`common:zodiac.${props.animal}`)}</Animal>}
    </Root>
  );
}
