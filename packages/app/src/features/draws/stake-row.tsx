// One bet of the stakes panel: what it is, its odds and tickets, the stake per ticket with its
// allowed range and warnings, and Remove.
import { AmountInput } from '@bet/ui/amount-input';
import { Button } from '@bet/ui/button';
import { FormField } from '@bet/ui/form-field';
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import type { StakeLine } from './stakes';

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface.surface};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Stake = styled.div`
  grid-column: 1 / -1;
`;

export interface StakeRowProps {
  readonly line: StakeLine;
  readonly label: string;
  readonly currency: string;
  readonly disabled: boolean;
  readonly onAmount: (amount: string) => void;
  readonly onRemove: () => void;
}

export function StakeRow({ line, label, currency, disabled, onAmount, onRemove }: StakeRowProps) {
  const t = useText();
  const { pick, amount } = line.bet;
  const range =
    line.upper === undefined
      ? t('lottery:stakes.minimum', { min: line.lower, currency })
      : t('lottery:stakes.range', { min: line.lower, max: line.upper, currency });
  const warnings = line.warnings.map((key) => t(`betting:warnings.${key}`)).join(' · ');
  return (
    <Row>
      <Head>
        <Name>{label}</Name>
        <Meta>
          {t('betting:odds')} {pick.odds}
        </Meta>
        {pick.tickets > 1 && <Meta>{t('betting:slip.tickets', { count: pick.tickets })}</Meta>}
      </Head>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('betting:slip.remove', { pick: label })}
        onClick={onRemove}
      >
        ✕
      </Button>
      <Stake>
        <FormField
          label={t('lottery:stakes.stakeFor', { pick: label })}
          hideLabel
          hint={range}
          error={warnings === '' ? undefined : warnings}
        >
          <AmountInput
            value={amount}
            currency={currency}
            disabled={disabled}
            onChange={onAmount}
            placeholder={t('betting:stake')}
          />
        </FormField>
      </Stake>
    </Row>
  );
}
