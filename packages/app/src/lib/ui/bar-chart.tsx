// A small horizontal bar chart in plain CSS (no chart library: the trends chunk stays small).
// Readable without colour: every bar shows its label and its value as text beside it. Screen
// readers get the same figures as a visually hidden table named by `caption`; the drawn bars are
// hidden from them. `layout="grid"` flows many bars (49 balls) into columns that fit the width.
import { visuallyHidden } from '@bet/ui/theme';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface Bar {
  readonly key: string;
  /** What the chart shows before the bar (a ball, a name). */
  readonly label: ReactNode;
  /** The row's name in the table for screen readers ('Ball 07', 'Red'). */
  readonly name: string;
  readonly value: number;
  /** The value as written beside the bar and in the table ('12', '120 (34.3%)'). */
  readonly text: string;
}

export interface BarChartProps {
  /** Names the table for screen readers (usually the chart's heading). */
  readonly caption: string;
  /** Column headers of the table: what the rows are, what the values are. */
  readonly nameHeader: string;
  readonly valueHeader: string;
  readonly bars: readonly Bar[];
  /** The value of a full bar; the largest value by default. */
  readonly max?: number | undefined;
  readonly layout?: 'list' | 'grid' | undefined;
}

// A list lines its bars up in one grid (each row's cells sit in its columns); a grid of bars
// flows rows of equal labels (balls) into as many columns as fit.
const Rows = styled.div<{ $grid: boolean }>`
  display: grid;
  grid-template-columns: ${({ $grid }) =>
    $grid
      ? 'repeat(auto-fill, minmax(9.5rem, 1fr))'
      : 'max-content minmax(2rem, 1fr) minmax(2.5rem, max-content)'};
  align-items: center;
  gap: ${({ theme, $grid }) => `${theme.spacing.xs} ${$grid ? theme.spacing.lg : theme.spacing.sm}`};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Row = styled.div<{ $grid: boolean }>`
  display: ${({ $grid }) => ($grid ? 'grid' : 'contents')};
  grid-template-columns: minmax(2rem, max-content) minmax(2rem, 1fr) minmax(2.5rem, max-content);
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Track = styled.span`
  display: block;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.palette.surface.raised};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.palette.border.subtle};
  overflow: hidden;
`;

const Fill = styled.span`
  display: block;
  height: 100%;
  background: ${({ theme }) => theme.palette.primary.main};
`;

const Value = styled.span`
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

const HiddenTable = styled.table`
  ${visuallyHidden}
`;

/** A bar's length as a percentage of the full bar, 0..100. */
export function barPercent(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.min(100, (value / max) * 100);
}

export function BarChart(props: BarChartProps) {
  const { caption, nameHeader, valueHeader, bars, layout = 'list' } = props;
  const max = props.max ?? Math.max(0, ...bars.map((bar) => bar.value));
  return (
    <>
      <Rows $grid={layout === 'grid'} aria-hidden="true">
        {bars.map((bar) => (
          <Row key={bar.key} $grid={layout === 'grid'} data-bar={bar.key}>
            {bar.label}
            <Track>
              <Fill style={{ width: `${barPercent(bar.value, max)}%` }} />
            </Track>
            <Value>{bar.text}</Value>
          </Row>
        ))}
      </Rows>
      <HiddenTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{nameHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row">{bar.name}</th>
              <td>{bar.text}</td>
            </tr>
          ))}
        </tbody>
      </HiddenTable>
    </>
  );
}
