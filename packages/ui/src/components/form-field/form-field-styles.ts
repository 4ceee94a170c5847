import styled from 'styled-components';
import { componentStyles, visuallyHidden } from '../../theme';

export const COMPONENT_ID = 'form-field';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
  ${componentStyles(COMPONENT_ID)}
`;

export const Label = styled.label<{ $hidden: boolean }>`
  color: ${({ theme }) => theme.palette.text.primary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

export const Marker = styled.span`
  margin-left: ${({ theme }) => theme.spacing.xxs};
  color: ${({ theme }) => theme.palette.error.text};
`;

export const Optional = styled.span`
  margin-left: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.palette.text.secondary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.error.text};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
`;
