// A labelled value with its copy button: the bank details and the crypto address of a deposit,
// the order id of a transaction. Codes confirm for 400 ms, links and addresses for 1000 ms.
import { CopyButton, type CopyKind } from '@bet/ui/copy-button';
import { useId } from 'react';
import styled from 'styled-components';

const Item = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};

  & > dt {
    color: ${({ theme }) => theme.palette.text.secondary};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }

  & > dd {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.sm};
    margin: 0;
  }
`;

const Value = styled.span`
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.typography.fontFamily.mono};
`;

export interface CopyRowProps {
  readonly label: string;
  readonly value: string;
  readonly kind?: CopyKind;
}

export function CopyRow({ label, value, kind = 'code' }: CopyRowProps) {
  const id = useId();
  return (
    <Item>
      <dt>{label}</dt>
      <dd>
        <Value id={id}>{value}</Value>
        <CopyButton text={value} kind={kind} size="sm" variant="secondary" aria-describedby={id} />
      </dd>
    </Item>
  );
}

export const CopyList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
`;
