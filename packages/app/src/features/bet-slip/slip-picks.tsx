// The slip's picks grouped by match (spec section 4), each with its odds in the member's format
// and a remove button; removing is the domain's toggleLabel (empty groups and matches go). A
// match's row is memoised: the domain keeps the entries a change leaves alone, so picking a price
// re-renders one row, not fifteen.
import type { BetKind, BetSlipEntry } from '@bet/domain/bet-slip';
import { formatOddsAs, type OddsFormat } from '@bet/domain/odds-format';
import { IconButton } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useSetAtom } from 'jotai';
import { memo } from 'react';
import { slipAtom, togglePick, type SlipGame } from './slip-atoms';
import { pickLabel } from './pick-labels';

const matchName = (entry: BetSlipEntry) =>
  [entry.home_name, entry.away_name].filter(Boolean).join(' – ') || String(entry.match_id);

export interface SlipPicksProps {
  readonly game: SlipGame;
  readonly entries: readonly BetSlipEntry[];
  readonly format: OddsFormat;
}

export const SlipPicks = memo(function SlipPicks({ game, entries, format }: SlipPicksProps) {
  const t = useText();
  return (
    <ul aria-label={t('betting:betSlip')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {entries.map((entry) => (
        <MatchPicks key={String(entry.match_id)} game={game} entry={entry} format={format} />
      ))}
    </ul>
  );
});

interface MatchPicksProps {
  readonly game: SlipGame;
  readonly entry: BetSlipEntry;
  readonly format: OddsFormat;
}

const MatchPicks = memo(function MatchPicks({ game, entry, format }: MatchPicksProps) {
  const t = useText();
  const setSlip = useSetAtom(slipAtom);
  return (
    <li aria-label={matchName(entry)}>
      <strong>{matchName(entry)}</strong>
      {entry.betSlipLabelArray.flatMap((label) =>
        label.labelValueArray.map((value) => {
          const outcome = pickLabel(t, {
            kind: label.key,
            name: value.key,
            handicap: entry.handicap_val,
            home: entry.home_name,
            away: entry.away_name,
          });
          return (
            <div
              key={`${label.key}:${value.key}`}
              style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}
            >
              <span>{outcome}</span>
              <span data-testid="slip-odds">{formatOddsAs(value.value, format)}</span>
              <IconButton
                aria-label={t('betting:slip.remove', { pick: outcome })}
                icon="×"
                size="sm"
                onClick={() =>
                  setSlip((state) =>
                    togglePick(state, {
                      game,
                      match: entry,
                      kind: label.key as BetKind,
                      name: value.key,
                      value: value.value,
                    }),
                  )
                }
              />
            </div>
          );
        }),
      )}
    </li>
  );
});
