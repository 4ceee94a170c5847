// ZodiacChip: a zodiac animal with its balls for one draw date (rules.md: ball 1 is the year's
// animal, the table changes on lunar new year's day, so the draw date decides). With `onToggle`
// it is a toggle button for zodiac bets (special-code animal, merged animals, combinations).
import type { ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { ballsOfAnimal, ZodiacTableError, type ZodiacAnimal } from '@bet/domain/mark-six';
import { componentStyles } from '../../theme';
import { chipToggleStyles, toggleButtonProps } from '../../internal/toggle-chip';
import { MarkSixBall } from '../mark-six-ball';

export const COMPONENT_ID = 'zodiac-chip';

interface CommonProps {
  readonly animal: ZodiacAnimal;
  /** The animal's name in the page language, e.g. t('zodiac.horse'). */
  readonly name: string;
  /** The draw's calendar date (its UTC year-month-day, @bet/domain/mark-six date policy). */
  readonly drawDate: Date;
  readonly className?: string | undefined;
}

export type ZodiacChipProps = CommonProps &
  (
    | { readonly onToggle?: undefined; readonly selected?: boolean | undefined }
    | ({
        /** Makes the chip a toggle button; called with the animal and its new state. */
        readonly onToggle: (animal: ZodiacAnimal, selected: boolean) => void;
        readonly selected: boolean;
      } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onToggle' | 'children' | 'className'>)
  );

const chipStyles = css<{ $selected: boolean }>`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface.surface};
  color: ${({ theme }) => theme.palette.text.primary};
  font: inherit;
  text-align: start;
  ${({ $selected, theme }) =>
    $selected &&
    css`
      border-color: ${theme.palette.primary.main};
      box-shadow: inset 0 0 0 2px ${theme.palette.primary.main};
      background: ${theme.palette.surface.raised};
    `}
  ${componentStyles(COMPONENT_ID)}
`;

const StaticChip = styled.div<{ $selected: boolean }>`
  ${chipStyles}
`;

const ToggleChip = styled.button<{ $selected: boolean }>`
  ${chipStyles}
  ${chipToggleStyles(
    ['border-color', 'background-color'],
    css`
      border-color: ${({ theme }) => theme.palette.border.strong};
    `,
  )}
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const Balls = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** The animal's balls on the draw date; none when the date is outside the zodiac table. */
export function zodiacBalls(animal: ZodiacAnimal, drawDate: Date): number[] {
  try {
    return ballsOfAnimal(animal, drawDate);
  } catch (error) {
    // A date outside the table or an invalid date: the chip still shows the animal's name.
    if (error instanceof ZodiacTableError || error instanceof RangeError) return [];
    throw error;
  }
}

function Content({ name, balls }: { name: string; balls: readonly number[] }) {
  return (
    <>
      <Name>{name}</Name>
      <Balls>
        {balls.map((ball) => (
          <MarkSixBall key={ball} number={ball} size="sm" />
        ))}
      </Balls>
    </>
  );
}

export function ZodiacChip(props: ZodiacChipProps) {
  const balls = zodiacBalls(props.animal, props.drawDate);
  const common = {
    $selected: Boolean(props.selected),
    className: props.className,
    'data-animal': props.animal,
  };
  if (props.onToggle === undefined) {
    return (
      <StaticChip {...common}>
        <Content name={props.name} balls={balls} />
      </StaticChip>
    );
  }
  const {
    animal,
    name,
    drawDate: _date,
    onToggle,
    selected,
    className: _c,
    ...buttonProps
  } = props;
  return (
    <ToggleChip
      {...toggleButtonProps(buttonProps, selected, (next) => onToggle(animal, next))}
      {...common}
    >
      <Content name={name} balls={balls} />
    </ToggleChip>
  );
}
