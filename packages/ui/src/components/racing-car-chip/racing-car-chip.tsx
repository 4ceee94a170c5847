// RacingCarChip: a pk10 car, its number on its traditional colour (racing-car-colors.ts). Static
// by default (role img named 'Car n'); with `onToggle` it is a toggle button for picking cars.
// A number outside 1..10 is drawn neutral instead of crashing the page.
import type { ButtonHTMLAttributes } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { useUiStrings } from '../../strings';
import { componentStyles, focusRing, transition } from '../../theme';
import { isRacingCar, RACING_CAR_COLORS, type RacingCar } from './racing-car-colors';

export const COMPONENT_ID = 'racing-car-chip';

export type RacingCarChipSize = 'sm' | 'md' | 'lg';

interface CommonProps {
  readonly car: number;
  readonly size?: RacingCarChipSize | undefined;
  readonly className?: string | undefined;
}

export type RacingCarChipProps = CommonProps &
  (
    | { readonly onToggle?: undefined; readonly selected?: boolean | undefined }
    | ({
        /** Makes the chip a toggle button; called with the car and its new state. */
        readonly onToggle: (car: RacingCar, selected: boolean) => void;
        readonly selected: boolean;
      } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onToggle' | 'children' | 'className'>)
  );

const SIDE: Record<RacingCarChipSize, string> = { sm: '22px', md: '32px', lg: '44px' };
const FONT: Record<RacingCarChipSize, keyof DefaultTheme['typography']['fontSize']> = {
  sm: 'xs',
  md: 'sm',
  lg: 'lg',
};

interface ChipStyleProps {
  readonly $size: RacingCarChipSize;
  readonly $car: RacingCar | undefined;
  readonly $selected: boolean;
}

function fill({ theme, $car }: ChipStyleProps & { theme: DefaultTheme }) {
  if ($car === undefined) {
    return css`
      background: ${theme.palette.surface.raised};
      color: ${theme.palette.text.primary};
      border: 1px dashed ${theme.palette.border.strong};
    `;
  }
  const colors = RACING_CAR_COLORS[$car];
  return css`
    background: ${colors.fill};
    color: ${colors.text};
    border: 1px solid ${theme.palette.border.default};
  `;
}

const chipStyles = css<ChipStyleProps>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => SIDE[$size]};
  height: ${({ $size }) => SIDE[$size]};
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-family: inherit;
  font-size: ${({ theme, $size }) => theme.typography.fontSize[FONT[$size]]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  ${fill}
  ${({ $selected, theme }) =>
    $selected &&
    css`
      outline: 3px solid ${theme.palette.text.primary};
      outline-offset: 2px;
    `}
  ${componentStyles(COMPONENT_ID)}
`;

const StaticChip = styled.span<ChipStyleProps>`
  ${chipStyles}
`;

const ToggleChip = styled.button<ChipStyleProps>`
  ${chipStyles}
  cursor: pointer;
  transition: ${transition('transform', 'fast')};

  &:hover:not(:disabled) {
    transform: scale(1.06);
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  ${focusRing}
`;

export function RacingCarChip(props: RacingCarChipProps) {
  const t = useUiStrings();
  const car = isRacingCar(props.car) ? props.car : undefined;
  const shown = car === undefined ? '?' : String(car);
  const common = {
    $size: props.size ?? 'md',
    $car: car,
    $selected: Boolean(props.selected),
    className: props.className,
    'data-car': car ?? 'invalid',
    'aria-label': t('carNumber', { n: shown }),
  };
  if (props.onToggle === undefined || car === undefined) {
    return (
      <StaticChip role="img" {...common}>
        {shown}
      </StaticChip>
    );
  }
  const { onToggle, selected, car: _car, size: _size, className: _c, ...buttonProps } = props;
  return (
    <ToggleChip
      type="button"
      {...buttonProps}
      {...common}
      aria-pressed={selected}
      onClick={(event) => {
        buttonProps.onClick?.(event);
        if (!event.defaultPrevented) onToggle(car, !selected);
      }}
    >
      {shown}
    </ToggleChip>
  );
}
