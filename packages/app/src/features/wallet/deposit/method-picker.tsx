// The deposit method and channel (spec section 7: recharge types and pay channels come from the
// server): a radio group of the types with their icons, then the type's channel: the network of
// a crypto type (USDT-TRC20) always, the channel of another type when it has more than one.
import { FormField } from '@bet/ui/form-field';
import { Select } from '@bet/ui/select';
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import type { PayChannel, RechargeType } from './deposit-queries';

const Types = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  border: 1px solid ${({ theme }) => theme.palette.border.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.palette.primary.main};
    background: ${({ theme }) => theme.palette.primary.soft};
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.palette.border.focus};
    outline-offset: 2px;
  }

  & > img {
    width: 1.5rem;
    height: 1.5rem;
  }
`;

export interface MethodPickerProps {
  readonly types: readonly RechargeType[];
  readonly typeId: number;
  readonly onType: (id: number) => void;
  readonly channels: readonly PayChannel[];
  readonly channelId: number | undefined;
  readonly onChannel: (id: number) => void;
  readonly crypto: boolean;
}

export function MethodPicker(props: MethodPickerProps) {
  const { types, typeId, onType, channels, channelId, onChannel, crypto } = props;
  const t = useText();
  return (
    <>
      <Types>
        <legend>{t('wallet:paymentType')}</legend>
        {types.map((type) => (
          <Choice key={type.id}>
            <input
              type="radio"
              name="deposit-type"
              value={type.id}
              checked={type.id === typeId}
              onChange={() => onType(type.id)}
            />
            {type.icon === '' ? null : <img src={type.icon} alt="" />}
            {type.name}
          </Choice>
        ))}
      </Types>
      {/* A crypto type always names its network; another type, its channel when it has several. */}
      {channels.length > (crypto ? 0 : 1) ? (
        <FormField label={t(crypto ? 'wallet:network' : 'wallet:paymentChannel')}>
          <Select
            options={channels.map((c) => ({ value: String(c.id), label: c.name }))}
            value={String(channelId)}
            onChange={(event) => onChannel(Number(event.target.value))}
          />
        </FormField>
      ) : null}
    </>
  );
}
