// The saved withdrawal accounts: the default marked, make another the default, delete one after
// a confirmation, and add one (its form opens in place).
import { Button } from '@bet/ui/button';
import { Modal } from '@bet/ui/modal';
import { useText } from '@bet/ui/text';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { endpointMutation } from '../../../lib/api/endpoint-query';
import { BankAccountForm } from './bank-account-form';
import { maskedAccount, useBankAccounts, type BankAccount } from './bank-accounts-query';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    justify-content: space-between;
  }
`;

function ConfirmDelete({ account, onClose }: { account: BankAccount; onClose: () => void }) {
  const t = useText();
  const remove = useMutation(
    endpointMutation('wallet.removeBankAccount', { invalidates: ['wallet.bankAccounts'] }),
  );
  const name = `${account.bank} ${maskedAccount(account.account)}`;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('wallet:deleteBankAccount')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('ui:cancel')}
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate({ query: { info_id: account.id } }, { onSuccess: onClose })
            }
          >
            {t('wallet:deleteBankAccount')}
          </Button>
        </>
      }
    >
      <p>{t('wallet:bankAccountForm.confirmDelete', { account: name })}</p>
    </Modal>
  );
}

export function BankAccounts() {
  const t = useText();
  const accounts = useBankAccounts();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<BankAccount | undefined>(undefined);
  const setDefault = useMutation(
    endpointMutation('wallet.setDefaultBankAccount', { invalidates: ['wallet.bankAccounts'] }),
  );
  return (
    <section aria-label={t('wallet:bankAccounts')}>
      <h3>{t('wallet:bankAccounts')}</h3>
      <List>
        {(accounts.data ?? []).map((account) => (
          <li key={account.id}>
            <span id={`bank-account-${account.id}`}>
              {account.bank} {maskedAccount(account.account)}
              {account.is_default ? ` · ${t('wallet:defaultAccount')}` : ''}
            </span>
            <span>
              {account.is_default ? null : (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={setDefault.isPending}
                  aria-describedby={`bank-account-${account.id}`}
                  onClick={() => setDefault.mutate({ body: { info_id: account.id } })}
                >
                  {t('wallet:bankAccountForm.makeDefault')}
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setDeleting(account)}
                aria-describedby={`bank-account-${account.id}`}
              >
                {t('wallet:bankAccountForm.delete')}
              </Button>
            </span>
          </li>
        ))}
      </List>
      {adding ? (
        <BankAccountForm onDone={() => setAdding(false)} />
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {t('wallet:addBankAccount')}
        </Button>
      )}
      {deleting ? (
        <ConfirmDelete account={deleting} onClose={() => setDeleting(undefined)} />
      ) : null}
    </section>
  );
}
