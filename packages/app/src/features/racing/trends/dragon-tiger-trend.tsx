// Dragon against tiger for positions 1 to 5 (position i against 11 - i): a table of both counts
// with their shares, and between them a bar split at the dragon's share (the numbers carry the meaning).
import type { Pk10Trends } from '@bet/domain/racing-trends';
import { useText } from '@bet/ui/text';
import { visuallyHidden } from '@bet/ui/theme';
import styled from 'styled-components';
import { barPercent } from '../../../lib/ui/bar-chart';
import { ChartSection } from '../../../lib/ui/chart-section';
import { useCountShare } from './use-count-share';
import { usePositionName } from './use-position-name';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.palette.border.subtle};
    text-align: start;
    font-variant-numeric: tabular-nums;
  }

  caption {
    ${visuallyHidden}
  }
`;

const Split = styled.span`
  display: flex;
  min-width: 4rem;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.palette.surface.raised};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.palette.border.default};
  overflow: hidden;
`;

const DragonPart = styled.span`
  background: ${({ theme }) => theme.palette.primary.main};
  border-inline-end: 2px solid ${({ theme }) => theme.palette.surface.surface};
`;

export function DragonTigerTrend({ trends }: { trends: Pk10Trends }) {
  const t = useText();
  const countShare = useCountShare(trends.draws);
  const positionName = usePositionName();
  const title = t('common:racing.dragonVsTiger');
  return (
    <ChartSection title={title} note={t('racing:trends.dragonTigerNote')}>
      <Table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('racing:trends.positions')}</th>
            <th scope="col">{t('common:racing.dragon')}</th>
            <td aria-hidden="true" />
            <th scope="col">{t('common:racing.tiger')}</th>
          </tr>
        </thead>
        <tbody>
          {trends.dragonTiger.map(({ position, dragon, tiger }) => (
            <tr key={position}>
              <th scope="row">
                {t('racing:trends.versus', {
                  position: positionName(position),
                  // Position i races against position 11 - i.
                  opponent: positionName(11 - position),
                })}
              </th>
              <td>{countShare(dragon)}</td>
              <td aria-hidden="true">
                <Split>
                  <DragonPart style={{ width: `${barPercent(dragon, dragon + tiger)}%` }} />
                </Split>
              </td>
              <td>{countShare(tiger)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ChartSection>
  );
}
