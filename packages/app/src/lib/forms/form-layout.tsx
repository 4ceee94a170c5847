// The layout pieces of a form: the stack of fields, a row (a field with its button), a row of
// links, and the form's own error (a refused submit), announced to screen readers.
import styled from 'styled-components';

export const FormStack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};

  & > :first-child {
    flex: 1 1 12rem;
  }
`;

export const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const AlertBox = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.error.soft};
  color: ${({ theme }) => theme.palette.text.primary};
`;

export function FormAlert({ message }: { message: string | null | undefined }) {
  return (
    <div aria-live="assertive">{message ? <AlertBox role="alert">{message}</AlertBox> : null}</div>
  );
}
