// The sports/games toggle of the left navigation (spec section 2): two links, the one matching
// the current path marked as current.
import styled from 'styled-components';
import { focusRing } from '@bet/ui/theme';
import { Link } from '../../lib/router/link';
import type { NavSection } from './nav-entries';

const Group = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing.xxs};
  padding: ${({ theme }) => theme.spacing.xxs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.palette.surface.raised};
`;

const Option = styled(Link)`
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-align: center;
  text-decoration: none;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${focusRing}

  &[aria-current='true'] {
    background: ${({ theme }) => theme.palette.primary.main};
    color: ${({ theme }) => theme.palette.primary.on};
  }
`;

export interface SectionToggleProps {
  readonly section: NavSection;
  readonly targets: { readonly sports: string; readonly games: string };
  readonly labels: { readonly sports: string; readonly games: string };
  readonly label: string;
}

export function SectionToggle({ section, targets, labels, label }: SectionToggleProps) {
  return (
    <Group role="group" aria-label={label}>
      {(['sports', 'games'] as const).map((id) => (
        <Option key={id} to={targets[id]} aria-current={section === id ? 'true' : undefined}>
          {labels[id]}
        </Option>
      ))}
    </Group>
  );
}
