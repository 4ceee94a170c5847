// The odds buttons of some markets of one match.
import type { SportMatch } from '@bet/api/contract/sports-schemas';
import type { OddsFormat } from '@bet/domain/odds-format';
import { useText } from '@bet/ui/text';
import { outcomeLabel, type Market, type SlipGame } from '../../bet-slip';
import { SlipOddsButton } from './slip-odds-button';

export function MarketButtons(props: {
  game: SlipGame;
  match: SportMatch;
  markets: readonly Market[];
  format: OddsFormat;
}) {
  const t = useText();
  return props.markets.map((market) => {
    const label = outcomeLabel(t, market.name, market.handicap_val);
    return (
      <SlipOddsButton
        key={`${market.kind}-${market.name}-${market.handicap_val ?? ''}`}
        game={props.game}
        match={props.match}
        kind={market.kind}
        name={market.name}
        odds={market.odds}
        handicap={market.handicap_val}
        label={label}
        format={props.format}
      />
    );
  });
}
