// A cricket match's markets: each option an odds toggle (selected, suspended), by option id.
import type { cricketMarketSchema } from '@bet/api/contract/cricket';
import { OddsButton } from '@bet/ui/odds-button';
import styled from 'styled-components';
import type { z } from 'zod';
import type { CricketPick } from './use-cricket-slip';

type CricketMarket = z.infer<typeof cricketMarketSchema>;

const Market = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
`;

export interface CricketMarketsProps {
  readonly markets: readonly CricketMarket[];
  readonly isSelected: (id: string) => boolean;
  readonly onToggle: (pick: CricketPick) => void;
}

export function CricketMarkets({ markets, isSelected, onToggle }: CricketMarketsProps) {
  return (
    <>
      {markets.map((market) => (
        <Market key={market.id} aria-label={market.categoryLabel}>
          <Title>{market.categoryLabel}</Title>
          <Options>
            {market.options.map((option) => (
              <OddsButton
                key={option.id}
                label={option.slipLabel}
                odds={Number(option.odd)}
                selected={isSelected(option.id)}
                suspended={market.suspended}
                onToggle={() =>
                  onToggle({
                    id: option.id,
                    categoryLabel: market.categoryLabel,
                    slipLabel: option.slipLabel,
                    odd: option.odd,
                  })
                }
              />
            ))}
          </Options>
        </Market>
      ))}
    </>
  );
}
