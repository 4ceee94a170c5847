// One period's deposit limit: its figures, a pending change with its date, and the form.
import type { DepositLimit } from '@bet/api/contract/safety-schemas';
import type { DepositLimitPeriod } from '@bet/domain/safety';
import { useText, type TextKey } from '@bet/ui/text';
import styled from 'styled-components';
import { useMoneyText } from '../money';
import { useDateText } from '../use-date-text';
import { LimitForm } from './limit-form';

type Limit = DepositLimit;

export const PERIOD_LABEL = {
  day: 'safety:limits.day',
  week: 'safety:limits.week',
  month: 'safety:limits.month',
} as const satisfies Record<DepositLimitPeriod, TextKey>;

const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding-top: ${({ theme }) => theme.spacing.md};
  border-top: 1px solid ${({ theme }) => theme.palette.border.subtle};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
`;

export function LimitPeriod({ limit, currency }: { limit: Limit; currency: string }) {
  const t = useText();
  const dateText = useDateText();
  const money = useMoneyText();
  const period = t(PERIOD_LABEL[limit.period]);
  const { pending } = limit;
  const used = t('safety:limits.used', { amount: money(limit.used, currency) });
  const remaining =
    limit.remaining === null
      ? null
      : t('safety:limits.remaining', { amount: money(limit.remaining, currency) });
  return (
    <Card>
      <h3>{period}</h3>
      <p>
        {limit.amount === null
          ? t('safety:limits.none')
          : t('safety:limits.current', { amount: money(limit.amount, currency) })}
      </p>
      <p>{remaining === null ? used : `${used} · ${remaining}`}</p>
      {pending ? (
        <p>
          {pending.amount === null
            ? t('safety:limits.pendingRemoval', { date: dateText(pending.applies_at) })
            : t('safety:limits.pending', {
                amount: money(pending.amount, currency),
                date: dateText(pending.applies_at),
              })}
        </p>
      ) : null}
      <LimitForm period={limit.period} label={period} hasLimit={limit.amount !== null} />
    </Card>
  );
}
