// Where a member chooses what to bet on (issue 16): a switcher over the eleven mark-six bet types
// (tabs, or a select below the desktop breakpoint) and the chosen type's picker. Picks go to the
// draw game's bets (features/draws); when betting is closed every betting control is disabled,
// while the member can still look through the types and their odds.
import type { MarkSixGame } from '@bet/domain/games';
import { MARK_SIX_BET_TYPES, type MarkSixBetType, type NumberPosition } from '@bet/domain/mark-six';
import { FormField } from '@bet/ui/form-field';
import { Select } from '@bet/ui/select';
import { Tabs } from '@bet/ui/tabs';
import { useText } from '@bet/ui/text';
import { useState } from 'react';
import styled from 'styled-components';
import { useIsDesktop } from '../../../lib/hooks/use-media-query';
import { useNamespaces } from '../../../lib/i18n/text';
import { useDrawZodiac, ZodiacDateNote } from '../balls';
import { Hint } from './board-styles';
import { BetTypePanel, ZODIAC_BET_TYPES } from './bet-type-panel';
import type { LotteryOdds } from './odds-lines';

export interface BetTypeBoardProps {
  readonly game: MarkSixGame;
  /** When the draw is drawn (ISO): its date picks the zodiac table. */
  readonly drawAt: string;
  readonly odds: LotteryOdds;
  /** The brand's merged-animal rule: exactly six animals (the brand fact mergedAnimalExactlySix). */
  readonly exactlySix: boolean;
  /** Betting is closed for this draw. */
  readonly disabled: boolean;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  min-width: 0;
`;

const FIRST_TYPE: MarkSixBetType = 'specialCode';

function betTypeOf(id: string): MarkSixBetType | undefined {
  return MARK_SIX_BET_TYPES.find((type) => type === id);
}

export function BetTypeBoard(props: BetTypeBoardProps) {
  useNamespaces('lottery');
  const t = useText();
  const isDesktop = useIsDesktop();
  const zodiac = useDrawZodiac(props.drawAt);
  const [type, setType] = useState<MarkSixBetType>(FIRST_TYPE);
  const [position, setPosition] = useState<NumberPosition>(1);
  const unavailable = (option: MarkSixBetType) =>
    zodiac === null && ZODIAC_BET_TYPES.includes(option);
  const chosen = unavailable(type) ? FIRST_TYPE : type;
  const choose = (id: string) => setType(betTypeOf(id) ?? FIRST_TYPE);
  const panel = (
    <BetTypePanel
      type={chosen}
      game={props.game}
      odds={props.odds}
      zodiac={zodiac}
      disabled={props.disabled}
      exactlySix={props.exactlySix}
      position={position}
      onPosition={setPosition}
    />
  );
  return (
    <Root>
      {zodiac === null ? (
        <Hint role="status">{t('lottery:board.noZodiac')}</Hint>
      ) : (
        <ZodiacDateNote zodiac={zodiac} />
      )}
      {isDesktop ? (
        <Tabs
          aria-label={t('lottery:board.betType')}
          value={chosen}
          onChange={choose}
          items={MARK_SIX_BET_TYPES.map((option) => ({
            id: option,
            label: t(`lottery:betTypes.${option}`),
            disabled: unavailable(option),
            content: option === chosen ? panel : null,
          }))}
        />
      ) : (
        <>
          <FormField label={t('lottery:board.betType')}>
            <Select
              value={chosen}
              onChange={(event) => choose(event.target.value)}
              options={MARK_SIX_BET_TYPES.map((option) => ({
                value: option,
                label: t(`lottery:betTypes.${option}`),
                disabled: unavailable(option),
              }))}
            />
          </FormField>
          {panel}
        </>
      )}
    </Root>
  );
}
