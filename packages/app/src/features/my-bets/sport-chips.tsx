// Which sport's bets show (the contract reads my bets per game): a chip per sport of the brand,
// toggle buttons in a labelled group; none when the brand has a single sport.
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import type { BrandSport } from '../../brand/brand-config';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Chip = styled.button`
  padding: ${({ theme }) => theme.spacing.xxs} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.palette.border.strong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.palette.text.primary};
  font: inherit;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.palette.primary.main};
    border-color: ${({ theme }) => theme.palette.primary.main};
    color: ${({ theme }) => theme.palette.primary.on};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.border.focus};
    outline-offset: 2px;
  }
`;

export interface SportChipsProps {
  readonly sports: readonly BrandSport[];
  readonly value: BrandSport;
  readonly onChange: (sport: BrandSport) => void;
}

export function SportChips({ sports, value, onChange }: SportChipsProps) {
  const t = useText();
  if (sports.length < 2) return null;
  return (
    <Group role="group" aria-label={t('betting:myBets.sport')}>
      {sports.map((sport) => (
        <Chip
          key={sport}
          type="button"
          aria-pressed={sport === value}
          onClick={() => onChange(sport)}
        >
          {t(`common:games.${sport}`)}
        </Chip>
      ))}
    </Group>
  );
}
