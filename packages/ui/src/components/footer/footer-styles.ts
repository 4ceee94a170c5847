import styled from 'styled-components';
import { componentStyles, focusRing, up } from '../../theme';

export const COMPONENT_ID = 'footer';

export const Root = styled.footer`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xl};
  padding: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.lg}`};
  background: ${({ theme }) => theme.palette.surface.surface};
  color: ${({ theme }) => theme.palette.text.secondary};
  border-top: 1px solid ${({ theme }) => theme.palette.border.default};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  a {
    color: ${({ theme }) => theme.palette.text.secondary};
    text-decoration: none;
    ${focusRing}
  }

  a:hover {
    color: ${({ theme }) => theme.palette.text.primary};
    text-decoration: underline;
  }

  ${componentStyles(COMPONENT_ID)}
`;

export const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.xl};

  ${up('md')} {
    grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  }
`;

export const GroupTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.palette.text.primary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

export const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: ${({ theme }) => theme.spacing.xxs} 0;
  }
`;

export const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Community = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: 32px;
`;

export const LogoImage = styled.img`
  display: block;
  height: 40px;
  width: auto;
`;

export const Text = styled.div`
  max-width: 72ch;
  line-height: ${({ theme }) => theme.typography.lineHeight.relaxed};

  p {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
  }
`;

export const Copyright = styled.p`
  margin: 0;
  padding-top: ${({ theme }) => theme.spacing.lg};
  border-top: 1px solid ${({ theme }) => theme.palette.border.subtle};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
`;
