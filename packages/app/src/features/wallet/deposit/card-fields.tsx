// The card-details deposit form (spec section 2): name on card, number (Luhn), expiry MM/YY not
// past, CVV. The values go in the recharge request only: nothing is stored in the browser, and
// the browser's own autofill is offered through the standard cc-* fields.
import { useText } from '@bet/ui/text';
import { useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { PasswordField, TextField } from '../../../lib/forms/form-fields';
import { Row } from '../../../lib/forms/form-layout';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${({ theme }) => theme.spacing.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.palette.text.secondary};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

interface CardValues {
  card: { name: string; number: string; expiry: string; cvv: string };
}

export function CardFields() {
  const t = useText();
  const form = useFormContext<CardValues>();
  return (
    <Fieldset>
      <legend>{t('wallet:cardDetails')}</legend>
      <TextField form={form} name="card.name" label={t('wallet:cardName')} autoComplete="cc-name" />
      <TextField
        form={form}
        name="card.number"
        label={t('wallet:cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
      />
      <Row>
        <TextField
          form={form}
          name="card.expiry"
          label={t('wallet:expiryDate')}
          hint={t('wallet:depositForm.expiryFormat')}
          inputMode="numeric"
          autoComplete="cc-exp"
        />
        <PasswordField
          form={form}
          name="card.cvv"
          label={t('wallet:cvv')}
          inputMode="numeric"
          autoComplete="cc-csc"
        />
      </Row>
      <p>{t('wallet:depositForm.cardNotStored')}</p>
    </Fieldset>
  );
}
