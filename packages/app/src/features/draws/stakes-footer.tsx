// The foot of the stakes panel: total stake and estimated payout, what stops the order (a bet
// without a stake, a balance too low), then Clear and Place.
import { formatBalance } from '@bet/domain/money';
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import type { StakesSummary } from './stakes';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.md}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.palette.text.secondary};
  }

  dd {
    margin: 0;
    text-align: end;
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

const Notes = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.palette.error.text};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export interface StakesFooterProps {
  readonly summary: StakesSummary;
  readonly currency: string;
  /** Place may be pressed (open draw, placeable order, nothing being sent). */
  readonly canPlace: boolean;
  readonly sending: boolean;
  readonly onClear: () => void;
  readonly onPlace: () => void;
}

export function StakesFooter(props: StakesFooterProps) {
  const { summary, currency, canPlace, sending, onClear, onPlace } = props;
  const t = useText();
  const notes = [
    ...(summary.unstaked > 0 ? [t('lottery:stakes.enterStake')] : []),
    ...summary.warnings.map((key) => t(`betting:warnings.${key}`)),
  ];
  return (
    <>
      <Figures>
        <dt>{t('betting:totalStake')}</dt>
        <dd>
          {formatBalance(summary.total)} {currency}
        </dd>
        <dt>{t('betting:estimatedPayout')}</dt>
        <dd>
          {formatBalance(summary.payout)} {currency}
        </dd>
      </Figures>
      {notes.length > 0 && (
        <Notes>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </Notes>
      )}
      <Actions>
        <Button variant="secondary" onClick={onClear} disabled={sending}>
          {t('betting:clearAll')}
        </Button>
        <Button disabled={!canPlace} loading={sending} onClick={onPlace}>
          {t('betting:placeBet')}
        </Button>
      </Actions>
    </>
  );
}
