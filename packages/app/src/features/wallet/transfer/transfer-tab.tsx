// The transfer tab (issue 13, "Transfer"): money between the main balance and a game wallet, both
// balances shown, behind the same gates as withdrawal; the amount is checked against the side it
// leaves. Each transfer is one idempotent call.
import { FormField } from '@bet/ui/form-field';
import { Select } from '@bet/ui/select';
import { useText } from '@bet/ui/text';
import { useState } from 'react';
import styled from 'styled-components';
import { WalletGate } from '../gate/wallet-gate';
import { useBalance } from '../balance-query';
import { GAME_WALLETS, useGameBalances, type Direction, type GameWalletId } from './game-wallets';
import { TransferForm } from './transfer-form';

const Sides = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;

  & > dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

function Transfer() {
  const t = useText();
  const [walletId, setWalletId] = useState<GameWalletId>('card');
  const [direction, setDirection] = useState<Direction>('in');
  const main = useBalance();
  const games = useGameBalances();
  const index = GAME_WALLETS.findIndex((w) => w.id === walletId);
  const wallet = GAME_WALLETS[index] ?? GAME_WALLETS[0];
  const game = games[index]?.data;
  const currency = main.data?.currency ?? game?.currency ?? 'USDT';
  const source = direction === 'in' ? main.data?.score : game?.game_balance;
  return (
    <>
      <FormField label={t('wallet:transferForm.gameWallet')}>
        <Select
          value={walletId}
          onChange={(event) => {
            const chosen = GAME_WALLETS.find((w) => w.id === event.target.value);
            if (chosen) setWalletId(chosen.id);
          }}
          options={GAME_WALLETS.map((w) => ({ value: w.id, label: w.label }))}
        />
      </FormField>
      <Sides aria-live="polite">
        <dt>{t('wallet:transferForm.mainBalance')}</dt>
        <dd>{main.data ? `${main.data.score} ${currency}` : '…'}</dd>
        <dt>{wallet?.label}</dt>
        <dd>{game ? `${game.game_balance} ${currency}` : '…'}</dd>
      </Sides>
      <FormField label={t('wallet:transferForm.direction')}>
        <Select
          value={direction}
          onChange={(event) => setDirection(event.target.value === 'out' ? 'out' : 'in')}
          options={[
            {
              value: 'in',
              label: t('wallet:transferForm.toGame', { wallet: wallet?.label ?? '' }),
            },
            {
              value: 'out',
              label: t('wallet:transferForm.toMain', { wallet: wallet?.label ?? '' }),
            },
          ]}
        />
      </FormField>
      <TransferForm
        key={`${walletId}-${direction}`}
        wallet={walletId}
        direction={direction}
        currency={currency}
        available={source}
      />
    </>
  );
}

export function TransferTab() {
  return (
    <WalletGate>
      <Transfer />
    </WalletGate>
  );
}
