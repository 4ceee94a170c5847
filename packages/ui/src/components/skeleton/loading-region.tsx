// LoadingRegion: wraps content that loads. While loading it shows the placeholder (skeletons),
// sets aria-busy so screen readers wait for the real content, and says 'Loading' once through a
// polite live region; when loading ends the children replace the placeholder.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useText } from '../../text';
import { componentStyles, visuallyHidden } from '../../theme';

export const LOADING_REGION_ID = 'loading-region';

export interface LoadingRegionProps {
  readonly loading: boolean;
  /** What to show while loading, typically Skeletons in the shape of the content. */
  readonly placeholder: ReactNode;
  /** Overrides the 'loading' chrome string, e.g. 'Loading matches'. */
  readonly label?: string | undefined;
  readonly children?: ReactNode;
  readonly className?: string | undefined;
}

const Region = styled.div`
  ${componentStyles(LOADING_REGION_ID)}
`;

const Announcement = styled.span`
  ${visuallyHidden}
`;

export function LoadingRegion({
  loading,
  placeholder,
  label,
  children,
  className,
}: LoadingRegionProps) {
  const t = useText();
  return (
    <Region aria-busy={loading} className={className}>
      <Announcement aria-live="polite">{loading ? (label ?? t('ui:loading')) : ''}</Announcement>
      {loading ? placeholder : children}
    </Region>
  );
}
