// The slip's content (issue 15): picks by match, options, stake with warnings, the DP estimate,
// the combination list, and placement (login prompt for visitors; success with the bet ids and a
// link to my bets; the odds-changed dialog).
// What a click or a key press changes shows at once (the price's button, the stake field); the
// rest of the slip follows from deferred copies of the picks and the stake (useDeferredValue), a
// render React does after that frame is painted and can interrupt, with memoised parts that a
// change leaves alone (issue 18: each answers within 100 ms with 15 legs at 4x CPU slowdown).
import {
  buildCombinationLegs,
  retainAvailableOptions,
  stringsFromOptions,
} from '@bet/domain/bet-slip';
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useAtom } from 'jotai';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link } from '../../lib/router/link';
import { useAuthModal, useIsAuthorized } from '../auth';
import { useBalance } from '../wallet';
import { CombinationList } from './combination-list';
import { OddsChangedDialog } from './odds-changed-dialog';
import { useBettingSettings } from './settings/betting-settings-query';
import { slipAtom } from './slip-atoms';
import { SlipOptions } from './slip-options';
import { SlipPicks } from './slip-picks';
import { SlipSettings } from './slip-settings';
import { SlipStake } from './slip-stake';
import { SlipSummary } from './slip-summary';
import { applyOddsChanges, betBodies, slipEstimate, type OddsChange } from './slip-ticket';
import { usePlaceBet } from './use-place-bet';
import { useSlipLimits } from './use-slip-limits';

export function BetSlipBody() {
  const t = useText();
  const [slip, setSlip] = useAtom(slipAtom);
  const { settings } = useBettingSettings();
  const member = useIsAuthorized();
  const auth = useAuthModal();
  const balance = useBalance();
  const [chosen, setChosen] = useState<readonly string[]>(['single match']);
  const [stake, setStake] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [asking, setAsking] = useState<readonly OddsChange[] | undefined>();
  const shownSlip = useDeferredValue(slip);
  const shownStake = useDeferredValue(stake);
  const placement = usePlaceBet(slip.game);
  const legs = useMemo(() => buildCombinationLegs(shownSlip.entries), [shownSlip.entries]);
  const optionsKey = retainAvailableOptions(chosen, legs.length).join('|');
  const options = useMemo(() => (optionsKey === '' ? [] : optionsKey.split('|')), [optionsKey]);
  const strings = useMemo(() => stringsFromOptions(options), [options]);
  const estimate = useMemo(
    () => slipEstimate(shownSlip, options, shownStake),
    [shownSlip, options, shownStake],
  );
  const currency = balance.data?.currency ?? 'USDT';
  const { warnings, bounds } = useSlipLimits({
    game: shownSlip.game,
    currency,
    stake: shownStake,
    cost: estimate?.cost,
    balance: balance.data?.score,
    multiple: 1,
    member,
  });
  const showList = useCallback(() => setListOpen(true), []);
  const closeList = useCallback(() => setListOpen(false), []);
  if (shownSlip.entries.length === 0 && placement.betIds.length === 0) {
    return <p>{t('betting:emptySlip')}</p>;
  }
  if (placement.betIds.length > 0) {
    return (
      <div role="status">
        <p>{t('betting:betPlaced')}</p>
        <p>
          {t('betting:betId')}: {placement.betIds.join(', ')}
        </p>
        <Link to="?mybet=true">{t('betting:slip.viewMyBets')}</Link>
        <Button variant="secondary" onClick={placement.reset}>
          {t('betting:slip.newBet')}
        </Button>
      </div>
    );
  }
  const place = async (current = slip) => {
    if (!member) return auth.open('login');
    const outcome = await placement.place(
      betBodies(current, options, stake, currency),
      settings.odds_change,
    );
    if (outcome.kind === 'placed') setSlip((state) => ({ ...state, entries: [] }));
    if (outcome.kind === 'oddsChanged') {
      const next = applyOddsChanges(current, outcome.changes);
      setSlip(next);
      if (outcome.ask) setAsking(outcome.changes);
      else void place(next);
    }
  };
  // Never place figures the member has not seen yet (the deferred render is still to come).
  const settling = slip !== shownSlip || stake !== shownStake;
  const blocked =
    settling || estimate === undefined || stake === '' || Number(stake) <= 0 || warnings.length > 0;
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <SlipPicks game={shownSlip.game} entries={shownSlip.entries} format={settings.odds_format} />
      <Button variant="ghost" size="sm" onClick={() => setSlip((s) => ({ ...s, entries: [] }))}>
        {t('betting:clearAll')}
      </Button>
      <SlipOptions matchCount={legs.length} selected={options} onChange={setChosen} />
      <SlipStake
        stake={stake}
        currency={currency}
        onStakeChange={setStake}
        warnings={warnings}
        bounds={bounds}
      />
      {estimate !== undefined && (
        <SlipSummary estimate={estimate} currency={currency} onShowList={showList} />
      )}
      <Button
        disabled={member && (blocked || placement.pending)}
        loading={placement.pending}
        onClick={() => void place()}
      >
        {t('betting:placeBet')}
      </Button>
      <SlipSettings />
      <CombinationList
        open={listOpen}
        onClose={closeList}
        legs={legs}
        strings={strings}
        count={estimate?.tickets ?? 0}
        format={settings.odds_format}
      />
      <OddsChangedDialog
        changes={asking}
        format={settings.odds_format}
        onCancel={() => setAsking(undefined)}
        onAccept={() => {
          setAsking(undefined);
          void place();
        }}
      />
    </div>
  );
}
