// EmptyState: what a list or page shows when it has nothing to show (or cannot show it): an icon,
// a title ('No data' by default), an explanation and an optional action such as a retry button.
import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useText } from '../../text';
import { componentStyles } from '../../theme';
import { InboxIcon } from './inbox-icon';

export const COMPONENT_ID = 'empty-state';

export type HeadingLevel = 1 | 2 | 3 | 4;

export interface EmptyStateProps {
  /** Decorative; hidden from screen readers. Defaults to an empty tray. Pass null for none. */
  readonly icon?: ReactNode;
  /** Defaults to the 'noData' chrome string. */
  readonly title?: string | undefined;
  readonly text?: ReactNode;
  /** e.g. a retry or go-home Button. */
  readonly action?: ReactNode;
  /** The heading level that fits the page outline; 2 by default. */
  readonly headingLevel?: HeadingLevel | undefined;
  /** Fills most of the viewport height: for whole pages (coming soon, under construction). */
  readonly fullPage?: boolean | undefined;
  readonly className?: string | undefined;
}

const Root = styled.section<{ $fullPage: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.lg}`};
  text-align: center;
  color: ${({ theme }) => theme.palette.text.primary};
  ${({ $fullPage }) =>
    $fullPage &&
    css`
      min-height: 60vh;
    `}
  ${componentStyles(COMPONENT_ID)}
`;

const Icon = styled.div`
  display: flex;
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: 48px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const Text = styled.div`
  max-width: 40ch;
  color: ${({ theme }) => theme.palette.text.secondary};
  overflow-wrap: anywhere;
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.spacing.sm};
`;

export function EmptyState(props: EmptyStateProps) {
  const { icon = <InboxIcon />, title, text, action, headingLevel = 2, fullPage = false } = props;
  const t = useText();
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId} $fullPage={fullPage} className={props.className}>
      {icon === null ? null : <Icon aria-hidden="true">{icon}</Icon>}
      <Title as={`h${headingLevel}`} id={titleId}>
        {title ?? t('ui:noData')}
      </Title>
      {text === undefined ? null : <Text>{text}</Text>}
      {action === undefined ? null : <Action>{action}</Action>}
    </Root>
  );
}
