// One bet in full (spec section 3, sports.mybetById): status, id, time, stake, tickets and
// multiplier, payout (bonus and extra bonus) with the currency, then every combination.
// The list's copy of the bet shows at once; the full read replaces it when it lands.
import { betPayout } from '@bet/domain/money';
import { Button } from '@bet/ui/button';
import { EmptyState } from '@bet/ui/empty-state';
import { useText } from '@bet/ui/text';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { BrandSport } from '../../brand/brand-config';
import { FormattedDate } from '../../lib/ui/formatted-date';
import { Figures } from './bet-figures';
import { BetStatusBadge } from './bet-status-badge';
import { CombinationView } from './combination-view';
import { displayStatusOf, useMyBet, type MyBet } from './my-bets-queries';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};

  & > h3 {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.sm};
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

export function BetDetailView({ bet }: { bet: MyBet }) {
  const t = useText();
  const status = displayStatusOf(bet);
  return (
    <>
      <BetStatusBadge status={status} />
      <Figures>
        <dt>{t('betting:betId')}</dt>
        <dd>{bet.bet_id}</dd>
        <dt>{t('betting:betTime')}</dt>
        <dd>
          <FormattedDate value={bet.create_at} />
        </dd>
        <dt>{t('betting:stake')}</dt>
        <dd>{`${bet.total_price} ${bet.total_currency}`}</dd>
        <dt>{t('betting:myBets.tickets')}</dt>
        <dd>{bet.bets}</dd>
        <dt>{t('betting:multiplier')}</dt>
        <dd>{bet.multiple}</dd>
        <dt>{t('betting:bonus')}</dt>
        <dd>{`${bet.bonus} ${bet.bonus_currency}`}</dd>
        <dt>{t('betting:myBets.extraBonus')}</dt>
        <dd>{`${bet.extra_bonus} ${bet.extra_bonus_currency}`}</dd>
        {status !== 'PENDING' && (
          <>
            <dt>{t('betting:myBets.payout')}</dt>
            <dd>{`${betPayout(bet.bonus, bet.extra_bonus)} ${bet.bonus_currency}`}</dd>
          </>
        )}
        <dt>{t('betting:myBets.currency')}</dt>
        <dd>{bet.currency}</dd>
      </Figures>
      {bet.combinations.map((combination, index) => (
        <CombinationView
          key={index}
          combination={combination}
          index={index}
          currency={bet.bonus_currency}
        />
      ))}
    </>
  );
}

export interface MyBetDetailProps {
  readonly sport: BrandSport;
  /** The bet as the list showed it, shown at once while the full read runs. */
  readonly bet: MyBet;
  readonly onBack: () => void;
}

export function MyBetDetail({ sport, bet, onBack }: MyBetDetailProps) {
  const t = useText();
  const query = useMyBet(sport, bet.bet_id);
  const title = t('betting:myBets.detail');
  // The list's copy shows until the full read lands (and if it fails); null: the bet is gone.
  const full = query.data === undefined ? bet : query.data;
  // Opening a bet puts focus on its heading, so a screen reader says where it is.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Section aria-label={title}>
      <div>
        <Button variant="secondary" onClick={onBack}>
          {t('betting:myBets.back')}
        </Button>
      </div>
      <h3 ref={heading} tabIndex={-1}>
        {title}
      </h3>
      {full === null ? (
        <EmptyState title={t('betting:myBets.notFound')} headingLevel={3} />
      ) : (
        <BetDetailView bet={full} />
      )}
    </Section>
  );
}
