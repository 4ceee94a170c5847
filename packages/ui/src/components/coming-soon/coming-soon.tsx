// ComingSoon: the page or panel shown where a feature (or a menu without children, spec section 2)
// is not available yet. The title is the 'comingSoon' chrome string; the caller may explain more.
import type { ReactNode } from 'react';
import { useText } from '../../text';
import { EmptyState, type HeadingLevel } from '../empty-state';
import { HourglassIcon } from './hourglass-icon';

export const COMPONENT_ID = 'coming-soon';

export interface ComingSoonProps {
  readonly description?: ReactNode;
  /** e.g. a go-home Button. */
  readonly action?: ReactNode;
  /** 1 for a whole page (default), lower inside a panel or menu. */
  readonly headingLevel?: HeadingLevel | undefined;
  /** Fills most of the viewport height; true by default (it is a page). */
  readonly fullPage?: boolean | undefined;
  readonly className?: string | undefined;
}

export function ComingSoon({
  description,
  action,
  headingLevel = 1,
  fullPage = true,
  className,
}: ComingSoonProps) {
  const t = useText();
  return (
    <EmptyState
      icon={<HourglassIcon />}
      title={t('ui:comingSoon')}
      text={description}
      action={action}
      headingLevel={headingLevel}
      fullPage={fullPage}
      className={className}
    />
  );
}
