// Navigation components render plain <a> elements by default; an app with a client router passes
// `renderLink` to render its own link component with the same props.
import type { ReactNode } from 'react';

export interface LinkRenderProps {
  readonly href: string;
  readonly className?: string | undefined;
  readonly children: ReactNode;
  readonly 'aria-current'?: 'page' | undefined;
  readonly 'aria-label'?: string | undefined;
  readonly title?: string | undefined;
  readonly onClick?: (() => void) | undefined;
}

export type LinkRenderer = (props: LinkRenderProps) => ReactNode;

export const defaultRenderLink: LinkRenderer = ({ children, ...props }) => (
  <a {...props}>{children}</a>
);
