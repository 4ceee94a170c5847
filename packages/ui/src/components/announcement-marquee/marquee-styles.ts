// Looks of AnnouncementMarquee. The track holds the list twice and slides by half its width, so
// the loop is seamless; with reduced motion it stands still, the copy is dropped and the text
// wraps so every announcement stays readable.
import styled, { keyframes } from 'styled-components';
import { componentStyles, focusRing, reducedMotion } from '../../theme';

export const COMPONENT_ID = 'announcement-marquee';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

/** In right-to-left text the copy sits on the left, so the track slides the other way. */
const scrollRtl = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(50%); }
`;

export const Root = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface.surface};
  color: ${({ theme }) => theme.palette.text.primary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  ${focusRing}
  ${componentStyles(COMPONENT_ID)}
`;

export const Icon = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.palette.primary.text};
`;

export const Viewport = styled.div`
  flex: 1;
  min-width: 0;
  overflow: hidden;
`;

export const Track = styled.div<{ $durationMs: number; $paused: boolean }>`
  display: flex;
  width: max-content;
  animation: ${scroll} ${({ $durationMs }) => $durationMs}ms linear infinite;
  animation-play-state: ${({ $paused }) => ($paused ? 'paused' : 'running')};

  &:dir(rtl) {
    animation-name: ${scrollRtl};
  }

  ${reducedMotion} {
    width: auto;
    animation: none;
  }
`;

export const List = styled.ul`
  display: flex;
  flex: none;
  margin: 0;
  padding: 0;
  list-style: none;
  white-space: nowrap;

  & > li {
    padding-inline-end: ${({ theme }) => theme.spacing.xxxl};
  }

  ${reducedMotion} {
    flex: 1;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xs};
    padding: ${({ theme }) => theme.spacing.sm} 0;
    white-space: normal;

    & > li {
      padding-inline-end: 0;
    }

    &[aria-hidden='true'] {
      display: none;
    }
  }
`;
