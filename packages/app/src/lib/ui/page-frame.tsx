// Every page: one h1 naming it, then its content, inside the shell's <main> landmark.
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.lg};
  max-width: 1200px;
  width: 100%;
  margin: 0 auto;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xxl};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

export interface PageFrameProps {
  readonly title: ReactNode;
  /** Hides the heading visually (the home page's title), keeping it for screen readers. */
  readonly hideTitle?: boolean | undefined;
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
}

const VisuallyHiddenTitle = styled(Title)`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
`;

export function PageFrame({ title, hideTitle = false, actions, children }: PageFrameProps) {
  return (
    <Section>
      {hideTitle ? (
        <VisuallyHiddenTitle>{title}</VisuallyHiddenTitle>
      ) : (
        <Head>
          <Title>{title}</Title>
          {actions}
        </Head>
      )}
      {children}
    </Section>
  );
}
