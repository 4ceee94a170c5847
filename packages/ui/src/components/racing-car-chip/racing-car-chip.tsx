// RacingCarChip: a pk10 car, its number on its traditional colour (racing-car-colors.ts). Static
// by default (role img named 'Car n'); with `onToggle` it is a toggle button for picking cars.
// A number outside 1..10 is drawn neutral instead of crashing the page.
import type { ButtonHTMLAttributes } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { useText } from '../../text';
import { componentStyles } from '../../theme';
import {
  chipToggleStyles,
  invalidNumberFill,
  numberChipStyles,
  toggleButtonProps,
} from '../../internal/toggle-chip';
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

interface ChipStyleProps {
  readonly $size: RacingCarChipSize;
  readonly $car: RacingCar | undefined;
  readonly $selected: boolean;
}

function fill({ theme, $car }: ChipStyleProps & { theme: DefaultTheme }) {
  if ($car === undefined) return invalidNumberFill;
  const colors = RACING_CAR_COLORS[$car];
  return css`
    background: ${colors.fill};
    color: ${colors.text};
    border: 1px solid ${theme.palette.border.default};
  `;
}

const chipStyles = css<ChipStyleProps>`
  ${numberChipStyles}
  width: ${({ $size }) => SIDE[$size]};
  height: ${({ $size }) => SIDE[$size]};
  border-radius: ${({ theme }) => theme.radii.sm};
  ${fill}
  ${componentStyles(COMPONENT_ID)}
`;

const StaticChip = styled.span<ChipStyleProps>`
  ${chipStyles}
`;

const ToggleChip = styled.button<ChipStyleProps>`
  ${chipStyles}
  ${chipToggleStyles(['transform'], 'transform: scale(1.06);')}
`;

export function RacingCarChip(props: RacingCarChipProps) {
  const t = useText();
  const car = isRacingCar(props.car) ? props.car : undefined;
  const shown = car === undefined ? '?' : String(car);
  const common = {
    $size: props.size ?? 'md',
    $car: car,
    $selected: Boolean(props.selected),
    className: props.className,
    'data-car': car ?? 'invalid',
    'aria-label': t('ui:carNumber', { n: shown }),
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
      {...toggleButtonProps(buttonProps, selected, (next) => onToggle(car, next))}
      {...common}
    >
      {shown}
    </ToggleChip>
  );
}
