// BetSlipItem: one pick in the bet slip (spec sections 3-5: match, pick, odds, stake, estimated
// payout, bet warnings). The stake is an editable field when `onStakeChange` is given, else a
// value. The payout is exact stake x odds truncated to the currency (stake.ts).
import { useId, type ReactNode } from 'react';
import { useText } from '../../text';
import { IconButton } from '../button';
import { formatOdds, isValidOdds } from '../odds-button';
import {
  Amounts,
  Field,
  FieldLabel,
  Header,
  Match,
  Odds,
  Payout,
  PickTitle,
  Root,
  StakeInput,
  Term,
  Titles,
  Value,
  Warning,
} from './bet-slip-item-styles';
import { estimatedPayout, sanitizeStake } from './stake';

export interface BetSlipItemProps {
  /** The outcome picked, e.g. 'Flamengo to win' or 'Over 2.5'. */
  readonly pick: string;
  /** The match (and market), e.g. 'Flamengo – Palmeiras · Match result'. */
  readonly match: string;
  readonly odds: number;
  /** Currency code of the stake and payout (USDT has 6 decimals, others 2). */
  readonly currency: string;
  /** The stake as a decimal string; '' when none was entered. */
  readonly stake: string;
  /** Makes the stake editable; receives the cleaned value (digits, one point, max decimals). */
  readonly onStakeChange?: ((stake: string) => void) | undefined;
  readonly onRemove: () => void;
  /** A bet warning for this pick (exceedsMaxBet, belowMinBet...), already translated. */
  readonly warning?: ReactNode;
  readonly className?: string | undefined;
}

const CloseGlyph = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
  </svg>
);

function StakeField(
  props: Pick<BetSlipItemProps, 'stake' | 'currency' | 'onStakeChange'> & {
    readonly warningId: string;
    readonly invalid: boolean;
  },
) {
  const t = useText();
  const inputId = useId();
  const { stake, currency, onStakeChange } = props;
  if (onStakeChange === undefined) {
    return (
      <Field as="dl">
        <Term>{t('ui:stake')}</Term>
        <Value>{stake === '' ? '–' : `${stake} ${currency}`}</Value>
      </Field>
    );
  }
  return (
    <Field>
      <FieldLabel htmlFor={inputId}>{`${t('ui:stake')} (${currency})`}</FieldLabel>
      <StakeInput
        id={inputId}
        inputMode="decimal"
        autoComplete="off"
        value={stake}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.invalid ? props.warningId : undefined}
        onChange={(event) => onStakeChange(sanitizeStake(event.currentTarget.value, currency))}
      />
    </Field>
  );
}

export function BetSlipItem(props: BetSlipItemProps) {
  const { pick, match, odds, currency, stake, onRemove, warning, className } = props;
  const t = useText();
  const pickId = useId();
  const warningId = useId();
  const payout = estimatedPayout(stake, odds, currency);
  const hasWarning =
    warning !== undefined && warning !== null && warning !== false && warning !== '';
  return (
    <Root aria-labelledby={pickId} className={className}>
      <Header>
        <Titles>
          <PickTitle id={pickId}>{pick}</PickTitle>
          <Match>{match}</Match>
        </Titles>
        <Odds>{isValidOdds(odds) ? formatOdds(odds) : '–'}</Odds>
        <IconButton
          size="sm"
          icon={<CloseGlyph />}
          aria-label={t('ui:removeBet')}
          aria-describedby={pickId}
          onClick={onRemove}
        />
      </Header>
      <Amounts>
        <StakeField
          stake={stake}
          currency={currency}
          onStakeChange={props.onStakeChange}
          warningId={warningId}
          invalid={hasWarning}
        />
        <Payout>
          <Term>{t('ui:estimatedPayout')}</Term>
          <Value data-testid="payout">{payout === undefined ? '–' : `${payout} ${currency}`}</Value>
        </Payout>
      </Amounts>
      {/* Always mounted so a new warning is announced (polite live region). */}
      <Warning id={warningId} aria-live="polite">
        {hasWarning ? warning : null}
      </Warning>
    </Root>
  );
}
