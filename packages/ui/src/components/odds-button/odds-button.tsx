// OddsButton: one price of a market (label + odds) that a bettor adds to or removes from the bet
// slip. A toggle button (aria-pressed). When the price moves it flashes with an arrow and says
// 'odds went up/down' to screen readers (issue 6: "with a flash when the price moves").
import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useText } from '../../text';
import { visuallyHidden } from '../../theme';
import { formatOdds, isValidOdds } from './format-odds';
import { Arrow, Label, Price, Pulse, Root, type OddsButtonLayout } from './odds-button-styles';
import { useOddsFlash } from './use-odds-flash';

/** How long a price move stays marked. */
export const ODDS_FLASH_MS = 2000;

export interface OddsButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onToggle' | 'children'
> {
  /** The outcome, e.g. '1', 'X', 'Over 2.5'. */
  readonly label: string;
  /** Decimal odds. Not a number above 1: the button shows a dash and is disabled. */
  readonly odds: number;
  readonly selected?: boolean | undefined;
  /** Called with the new selection state. */
  readonly onToggle?: ((selected: boolean) => void) | undefined;
  /** The market is suspended: shows 'Suspended' and cannot be picked. */
  readonly suspended?: boolean | undefined;
  readonly layout?: OddsButtonLayout | undefined;
  /** How long a price move stays marked (ms). */
  readonly flashMs?: number | undefined;
  /** The price as the member reads it (e.g. fractional or American); decimal when absent. */
  readonly text?: string | undefined;
}

const SrOnly = styled.span`
  ${visuallyHidden}
`;

const LockGlyph = () => (
  <svg aria-hidden="true" width="12" height="12" viewBox="0 0 24 24" fill="currentColor">
    <path d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V11a1 1 0 0 1 1-1h1zm2 0h6V7a3 3 0 0 0-6 0v3z" />
  </svg>
);

export function OddsButton(props: OddsButtonProps) {
  const {
    label,
    odds,
    selected = false,
    onToggle,
    suspended = false,
    layout = 'row',
    text,
    ...rest
  } = props;
  const { flashMs = ODDS_FLASH_MS, disabled = false, onClick, ...buttonProps } = rest;
  const t = useText();
  const flash = useOddsFlash(odds, flashMs);
  const priced = isValidOdds(odds);
  const blocked = disabled || suspended || !priced;

  return (
    <Root
      type="button"
      {...buttonProps}
      disabled={blocked}
      aria-pressed={selected}
      data-move={flash?.move}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onToggle?.(!selected);
      }}
      $layout={layout}
      $selected={selected}
      $move={flash?.move}
    >
      {flash === undefined ? null : <Pulse key={flash.id} $move={flash.move} aria-hidden="true" />}
      <Label>{label}</Label>
      <Price>
        {suspended ? (
          <>
            <LockGlyph />
            {t('ui:suspended')}
          </>
        ) : (
          <>
            {flash === undefined ? null : (
              <Arrow aria-hidden="true">{flash.move === 'up' ? '▲' : '▼'}</Arrow>
            )}
            {priced ? (text ?? formatOdds(odds)) : '–'}
          </>
        )}
      </Price>
      {flash === undefined || suspended ? null : (
        <SrOnly>{t(flash.move === 'up' ? 'ui:oddsUp' : 'ui:oddsDown')}</SrOnly>
      )}
    </Root>
  );
}
