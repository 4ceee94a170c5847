// UnderConstruction: the /under-construction route of spec section 2 ('website under
// construction', 'sport under construction' in spec section 8). The title is the
// 'underConstruction' chrome string; the caller says what is being built.
import type { ReactNode } from 'react';
import { useText } from '../../text';
import { EmptyState, type HeadingLevel } from '../empty-state';
import { ToolsIcon } from './tools-icon';

export const COMPONENT_ID = 'under-construction';

export interface UnderConstructionProps {
  readonly description?: ReactNode;
  /** e.g. a go-home Button. */
  readonly action?: ReactNode;
  /** 1 for a whole page (default), lower inside a panel. */
  readonly headingLevel?: HeadingLevel | undefined;
  /** Fills most of the viewport height; true by default (it is a page). */
  readonly fullPage?: boolean | undefined;
  readonly className?: string | undefined;
}

export function UnderConstruction(props: UnderConstructionProps) {
  const { description, action, headingLevel = 1, fullPage = true, className } = props;
  const t = useText();
  return (
    <EmptyState
      icon={<ToolsIcon />}
      title={t('ui:underConstruction')}
      text={description}
      action={action}
      headingLevel={headingLevel}
      fullPage={fullPage}
      className={className}
    />
  );
}
