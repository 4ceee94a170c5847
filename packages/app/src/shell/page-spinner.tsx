// Shown while a page's code or strings load.
import { Spinner } from '@bet/ui/spinner';
import styled from 'styled-components';

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.xxxl};
`;

export function PageSpinner() {
  return (
    <Center>
      <Spinner size="lg" />
    </Center>
  );
}
