// My bets (spec section 2), the same in the /my-bets page and the ?mybet=true overlay: the sport
// chips, the active and settled tabs with their lists, and a bet opened in full in their place.
// The lists are read again when the balance changes (a settlement's push).
import { ComingSoon } from '@bet/ui/coming-soon';
import { Tabs } from '@bet/ui/tabs';
import { useText } from '@bet/ui/text';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { BrandSport } from '../../brand/brand-config';
import { useBrand } from '../../lib/services';
import { BetList } from './bet-list';
import { MyBetDetail } from './my-bet-detail';
import { useRefetchOnBalance, type MyBet, type MyBetsTab } from './my-bets-queries';
import { SportChips } from './sport-chips';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

export function MyBetsScreen() {
  const t = useText();
  const flag = useBrand().flags.sports;
  const sports = flag === false ? [] : flag.sports;
  const [chosen, setChosen] = useState<BrandSport | undefined>(undefined);
  const [tab, setTab] = useState<MyBetsTab>('active');
  const [open, setOpen] = useState<MyBet | undefined>(undefined);
  useRefetchOnBalance();
  // Back from a bet, focus returns to its card.
  const stack = useRef<HTMLDivElement>(null);
  const [returnTo, setReturnTo] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (returnTo === undefined || open !== undefined) return;
    stack.current?.querySelector<HTMLElement>(`[data-bet-id="${CSS.escape(returnTo)}"]`)?.focus();
  }, [returnTo, open]);
  const sport = chosen !== undefined && sports.includes(chosen) ? chosen : sports[0];
  if (sport !== undefined && open !== undefined)
    return (
      <MyBetDetail
        sport={sport}
        bet={open}
        onBack={() => {
          setReturnTo(open.bet_id);
          setOpen(undefined);
        }}
      />
    );
  // A brand without sports keeps the tabs, each saying sports are coming.
  const item = (id: MyBetsTab) => ({
    id,
    label: t(`betting:${id}`),
    content:
      id !== tab ? null : sport === undefined ? (
        <ComingSoon headingLevel={3} fullPage={false} />
      ) : (
        <BetList sport={sport} tab={id} onOpen={setOpen} />
      ),
  });
  return (
    <Stack ref={stack}>
      {sport !== undefined && <SportChips sports={sports} value={sport} onChange={setChosen} />}
      <Tabs
        aria-label={t('common:nav.myBets')}
        value={tab}
        onChange={(id) => setTab(id === 'settled' ? 'settled' : 'active')}
        items={[item('active'), item('settled')]}
        fitted
      />
    </Stack>
  );
}
