// The accounts summary (issue 13, "History and accounts"): the main balance, each game wallet and
// their total, all in the selected currency: the server answers every balance in the currency the
// header's selector chose (the unit change call), so changing it there changes every figure here.
import { add, parseDecimal, toDecimalString } from '@bet/domain/decimal';
import { formatBalance } from '@bet/domain/money';
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import { useBalance } from '../balance-query';
import { GAME_WALLETS, useGameBalances } from '../transfer/game-wallets';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  & th,
  & td {
    padding: ${({ theme }) => theme.spacing.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.palette.border.subtle};
    text-align: start;
  }

  & td {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

/** The sum of balances, exactly (decimal strings, never floats). */
export function totalOf(balances: readonly string[]): string {
  return toDecimalString(balances.reduce((sum, b) => add(sum, parseDecimal(b)), parseDecimal(0)));
}

export function AccountsTab() {
  const t = useText();
  const balance = useBalance().data;
  const games = useGameBalances();
  if (balance === undefined || games.some((g) => g.isPending)) return <Skeleton lines={6} />;
  const main = balance.score;
  const currency = balance.currency;
  const wallets = GAME_WALLETS.map((wallet, i) => ({
    ...wallet,
    balance: games[i]?.data?.game_balance,
  }));
  const known = [main, ...wallets.flatMap((w) => (w.balance === undefined ? [] : [w.balance]))];
  const show = (value: string | undefined) =>
    value === undefined ? '—' : `${formatBalance(value)} ${currency}`;
  return (
    <>
      <Table aria-label={t('wallet:accountsSummary')}>
        <tbody>
          <tr>
            <th scope="row">{t('wallet:accountsSummaryView.main')}</th>
            <td>{show(main)}</td>
          </tr>
          {wallets.map((w) => (
            <tr key={w.id}>
              <th scope="row">{w.label}</th>
              <td>{show(w.balance)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('wallet:accountsSummaryView.total')}</th>
            <td>
              <strong>{show(totalOf(known))}</strong>
            </td>
          </tr>
        </tfoot>
      </Table>
    </>
  );
}
