// The fee and the net amount, live as the member types (spec sections 3 and 5), from the domain's
// withdrawalQuote: the same figures the server books.
import { withdrawalQuote } from '@bet/domain/withdrawal';
import { useText } from '@bet/ui/text';
import styled from 'styled-components';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.lg};
  margin: 0;

  & > dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

export interface WithdrawQuoteProps {
  readonly amount: string;
  readonly currency: string;
  readonly feeRate: string;
  readonly networkFee: string;
}

function quoteOf(props: WithdrawQuoteProps) {
  try {
    return withdrawalQuote(props);
  } catch {
    return withdrawalQuote({ ...props, amount: '0' });
  }
}

export function WithdrawQuote(props: WithdrawQuoteProps) {
  const t = useText();
  const quote = quoteOf(props);
  const unit = (value: string) => `${value} ${props.currency}`;
  return (
    <Figures aria-live="polite" aria-label={t('wallet:netAmount')}>
      <dt>{t('wallet:serviceFee')}</dt>
      <dd>{unit(quote.serviceFee)}</dd>
      <dt>{t('wallet:networkFee')}</dt>
      <dd>{unit(quote.networkFee)}</dd>
      <dt>{t('wallet:netAmount')}</dt>
      <dd>
        <strong>{unit(quote.net)}</strong>
      </dd>
    </Figures>
  );
}
