// One chart of a figures screen (trends): its heading, a line saying what is counted, the
// controls that change it, then the chart. The section is named by its heading.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface.surface};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.md};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export interface ChartSectionProps {
  readonly title: string;
  /** What the figures count, under the heading (one paragraph each). */
  readonly note?: string | readonly string[] | undefined;
  readonly controls?: ReactNode;
  readonly children: ReactNode;
}

export function ChartSection({ title, note, controls, children }: ChartSectionProps) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {[note ?? []].flat().map((line) => (
        <Note key={line}>{line}</Note>
      ))}
      {controls}
      {children}
    </Section>
  );
}
