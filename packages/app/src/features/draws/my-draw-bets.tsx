// "My bets" of a draw game (issue 16, "My lottery bets per game: status, numbers and payout after
// the draw"), shared by mark six and racing: a heading, then Pending and Settled tabs, each a list
// read a page at a time. The game gives its endpoint and input, how a selection reads and how a
// draw's result looks:
//
//   <MyDrawBets
//     endpoint="lottery.mybets"
//     input={{ query: { game } }}
//     labelOf={(selection) => markSixPickLabel(t, selection)}
//     renderDraw={(draw) => <DrawnBalls draw={draw} />}
//   />
//
// Pending bets are read again every 15 s. When the page's draw changes it reads them at once with
// queryClient.invalidateQueries(endpointFilter(endpoint)) (see my-draw-bets-query.ts).
import { Tabs } from '@bet/ui/tabs';
import { useText } from '@bet/ui/text';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useNamespaces } from '../../lib/i18n/text';
import type { DrawBetsEndpoint } from './draw-bet-status';
import { MyDrawBetList, type MyDrawBetListProps } from './my-draw-bet-list';
import { MY_DRAW_BETS_TABS, type MyDrawBetsTab } from './my-draw-bets-query';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

export type MyDrawBetsProps<Id extends DrawBetsEndpoint> = Omit<MyDrawBetListProps<Id>, 'tab'>;

export function MyDrawBets<Id extends DrawBetsEndpoint>(props: MyDrawBetsProps<Id>) {
  useNamespaces('betting');
  const t = useText();
  const headingId = useId();
  const [tab, setTab] = useState<MyDrawBetsTab>('pending');
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('common:nav.myBets')}</h2>
      <Tabs
        aria-labelledby={headingId}
        value={tab}
        onChange={(id) => setTab(id === 'settled' ? 'settled' : 'pending')}
        items={MY_DRAW_BETS_TABS.map((id) => ({
          id,
          label: t(`common:betStatus.${id}`),
          content: id === tab ? <MyDrawBetList {...props} tab={id} /> : null,
        }))}
        fitted
      />
    </Section>
  );
}
