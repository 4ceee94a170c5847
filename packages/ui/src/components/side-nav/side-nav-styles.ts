import styled, { css } from 'styled-components';
import { componentStyles, down, focusRing, transition, visuallyHidden } from '../../theme';
import type { LinkRenderProps, LinkRenderer } from '../../internal/link';

export const COMPONENT_ID = 'side-nav';

/** 'auto' shows icons only below 1200 px (spec section 9: "icon menu collapses below 1200 px"). */
export type SideNavCollapse = 'auto' | 'always' | 'never';

export const Label = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  text-align: start;
`;

export const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  flex: none;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: ${transition('transform', 'fast')};
`;

export const IconBox = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

export const SubList = styled.ul`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.xxs} 0 ${theme.spacing.xs} ${theme.spacing.xl}`};
  list-style: none;
`;

export const ComingSoon = styled.li`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-style: italic;
`;

const iconOnly = css`
  width: 72px;

  ${Label}, ${Chevron} {
    ${visuallyHidden}
  }

  ${SubList} {
    padding-left: 0;
  }

  ${ComingSoon} {
    ${visuallyHidden}
  }
`;

const panel = css`
  width: 100%;
  height: auto;
  padding: 0;
  overflow-y: visible;
  background: transparent;
  border-right: 0;
`;

export const Nav = styled.nav<{ $collapse: SideNavCollapse; $panel: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 240px;
  height: 100%;
  padding: ${({ theme }) => theme.spacing.sm};
  overflow-y: auto;
  background: ${({ theme }) => theme.palette.surface.surface};
  border-right: 1px solid ${({ theme }) => theme.palette.border.subtle};

  ${({ $panel }) => ($panel ? panel : '')}
  ${({ $collapse }) => ($collapse === 'always' ? iconOnly : '')}
  ${({ $collapse }) =>
    $collapse === 'auto'
      ? css`
          ${down('xl')} {
            ${iconOnly}
          }
        `
      : ''}

  ${componentStyles(COMPONENT_ID)}
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.spacing.md}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.palette.text.secondary};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  text-decoration: none;
  cursor: pointer;
  transition: ${transition(['background-color', 'color'], 'fast')};
  ${focusRing}

  &:focus-visible {
    outline-offset: -2px;
  }

  &:hover {
    background: ${({ theme }) => theme.palette.surface.raised};
    color: ${({ theme }) => theme.palette.text.primary};
  }
`;

export const MenuButton = styled.button<{ $branch: boolean }>`
  ${itemStyles}
  color: ${({ theme, $branch }) => ($branch ? theme.palette.text.primary : theme.palette.text.secondary)};
`;

function LinkSlot({ render, ...props }: LinkRenderProps & { readonly render: LinkRenderer }) {
  return render(props);
}

export const ItemLink = styled(LinkSlot)`
  ${itemStyles}

  &[aria-current='page'] {
    background: ${({ theme }) => theme.palette.primary.soft};
    color: ${({ theme }) => theme.palette.text.primary};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.palette.primary.main};
  }
`;

export const ToggleSlot = styled.div`
  display: flex;
  justify-content: center;
`;
