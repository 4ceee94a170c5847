// Label and value pairs (the reality check's stakes and net, the statement's totals), as a
// description list.
import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: start;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.lg};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.palette.text.secondary};
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

export function Figures({ label, children }: { label?: string; children: ReactNode }) {
  return <List aria-label={label}>{children}</List>;
}

export function Figure({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>{children}</dd>
    </>
  );
}
