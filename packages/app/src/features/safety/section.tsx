// One tool of the safer-play page: an h2 naming it, a short explanation, then its content.
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.palette.surface.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }

  p {
    margin: 0;
  }
`;

export function SafetySection(props: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const headingId = `safety-${props.id}`;
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>{props.title}</h2>
      {props.intro ? <p>{props.intro}</p> : null}
      {props.children}
    </Box>
  );
}
