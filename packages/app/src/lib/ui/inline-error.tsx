// A failed section inside a page (the rest of the page still works): the message and a retry.
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.error.soft};
`;

export function InlineError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useText();
  return (
    <Box role="alert">
      <span>{message}</span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('ui:retry')}
      </Button>
    </Box>
  );
}
