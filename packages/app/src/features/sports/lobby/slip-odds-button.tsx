// One price of a lobby match as a slip toggle (issue 15): aria-pressed from the slip, the price in
// the member's odds format, suspended when the feed has no price.
import type { SportMatch } from '@bet/api/contract/sports-schemas';
import type { BetKind } from '@bet/domain/bet-slip';
import { formatOddsAs, type OddsFormat } from '@bet/domain/odds-format';
import { OddsButton } from '@bet/ui/odds-button';
import { useSlipPick, type SlipGame } from '../../bet-slip';

export interface SlipOddsButtonProps {
  readonly game: SlipGame;
  readonly match: SportMatch;
  readonly kind: BetKind;
  readonly name: string;
  readonly odds: string;
  readonly handicap: string | null;
  /** The outcome as shown, e.g. 'Home', 'Big 2.5'. */
  readonly label: string;
  /** The member's odds format (read once per list, useBettingSettings). */
  readonly format: OddsFormat;
}

export function SlipOddsButton(props: SlipOddsButtonProps) {
  const { game, match, kind, name, odds, handicap, label, format } = props;
  const value = Number(odds);
  const pick = useSlipPick({
    game,
    match: {
      match_id: match.match_id,
      league_name: match.league_name,
      home_name: match.home_name,
      away_name: match.away_name,
      home_pic: match.home_pic,
      away_pic: match.away_pic,
      match_start_time: match.match_start_time,
      ...(handicap === null ? {} : { handicap_val: handicap }),
    },
    kind,
    name,
    value: odds,
    ...(handicap === null ? {} : { handicap }),
  });
  return (
    <OddsButton
      label={label}
      odds={value}
      text={formatOddsAs(odds, format)}
      selected={pick.picked}
      disabled={!pick.available && !pick.picked}
      suspended={match.state !== 'upcoming' && match.state !== 'live'}
      onToggle={pick.toggle}
    />
  );
}
