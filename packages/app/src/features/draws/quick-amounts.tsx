// Quick amounts (spec section 3, "Lottery state": mobileQuickAmount): one tap sets every bet's
// stake. On a phone the row is compact and scrolls sideways instead of wrapping.
import { QUICK_AMOUNTS } from '@bet/domain/constants';
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { down } from '@bet/ui/theme';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};

  ${down('sm')} {
    flex-wrap: nowrap;
    overflow-x: auto;
  }
`;

const Label = styled.span`
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export interface QuickAmountsProps {
  /** The amount every bet has now, if they all have the same. */
  readonly current: string | undefined;
  readonly disabled: boolean;
  readonly onPick: (amount: string) => void;
}

export function QuickAmounts({ current, disabled, onPick }: QuickAmountsProps) {
  const t = useText();
  const label = t('betting:quickAmount');
  return (
    <Row role="group" aria-label={label}>
      <Label aria-hidden>{label}</Label>
      {QUICK_AMOUNTS.map((amount) => (
        <Button
          key={amount}
          size="sm"
          variant={current === amount ? 'primary' : 'secondary'}
          aria-pressed={current === amount}
          disabled={disabled}
          onClick={() => onPick(amount)}
        >
          {amount}
        </Button>
      ))}
    </Row>
  );
}
