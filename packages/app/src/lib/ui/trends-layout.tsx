// The layout of a trends panel (mark six, pk10): its body, the line saying how many draws are
// counted, and the charts, two columns when the panel has the room (it may sit beside a board).
import styled from 'styled-components';

export const TrendsBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  min-width: 0;
  container-type: inline-size;
`;

export const TrendsWindow = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

/** `$wide`: the child at that position spans both columns. */
export const TrendsCharts = styled.div<{ $wide?: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.spacing.md};

  @container (min-width: 44rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ $wide }) => ($wide === undefined ? '' : `& > :nth-child(${$wide}) { grid-column: 1 / -1; }`)}
`;
