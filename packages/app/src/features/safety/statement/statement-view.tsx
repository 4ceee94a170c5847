// A statement's figures, named by its period.
import type { Statement } from '@bet/api/contract/safety-schemas';
import { useText } from '@bet/ui/text';
import { Figure, Figures } from '../figures';
import { useMoneyText } from '../money';

export function StatementView({ statement }: { statement: Statement }) {
  const t = useText();
  const money = useMoneyText();
  const { currency } = statement;
  const rows = [
    ['safety:statement.deposits', statement.deposits],
    ['safety:statement.withdrawals', statement.withdrawals],
    ['safety:statement.stakes', statement.stakes],
    ['safety:statement.returns', statement.returns],
    ['safety:statement.net', statement.net],
  ] as const;
  return (
    <Figures label={t('safety:statement.period', { from: statement.from, to: statement.to })}>
      {rows.map(([key, value]) => (
        <Figure key={key} name={t(key)}>
          {money(value, currency)}
        </Figure>
      ))}
    </Figures>
  );
}
