// A labelled value with its copy button: the bank details and the crypto address of a deposit,
// the order id of a transaction. Codes confirm for 400 ms, links and addresses for 1000 ms.
import { CopyButton, type CopyKind } from '@bet/ui/copy-button';
import { useId } from 'react';
import styled from 'styled-components';

const Item = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};

  & > dt {
    grid-column: 1 / -1;
    color: ${({ theme }) => theme.palette.text.secondary};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }

  & > dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-family: ${({ theme }) => theme.typography.fontFamily.mono};
  }
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
      <dd id={id}>{value}</dd>
      <CopyButton text={value} kind={kind} size="sm" variant="secondary" aria-describedby={id} />
    </Item>
  );
}

export const CopyList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
`;
