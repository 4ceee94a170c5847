// A block of a draw game's header (the open draw, the latest result): a heading and a few lines.
import styled from 'styled-components';

export const DrawBox = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  align-content: start;
  min-width: 0;

  h2,
  p {
    margin: 0;
  }

  h2 {
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
`;

export const DrawMeta = styled.p`
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
