// The game in its frame (spec section 7): measure the frame, launch with that size and the device
// payload, show progress meanwhile, then embed the returned URL. A failed launch shows the
// server's message (e.g. 'Game is not active') and a retry.
import type { FrameSize } from '@bet/domain/device-info';
import { Button } from '@bet/ui/button';
import { EmptyState } from '@bet/ui/empty-state';
import { Spinner } from '@bet/ui/spinner';
import { useText } from '@bet/ui/text';
import { useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../lib/api/error-message';
import { useGameLaunch, type LaunchTarget } from './game-launch-query';
import { useAppSection } from '../../lib/i18n/app-section';

export const FrameBox = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.palette.surface.surface};
`;

const Frame = styled.iframe`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  border: 0;
  background: ${({ theme }) => theme.palette.surface.background};
`;

const Progress = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.xl};
  text-align: center;

  & > [role='status'] {
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.md};
    color: ${({ theme }) => theme.palette.text.primary};
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

function Launching({ name }: { name: string }) {
  const text = useText();
  useAppSection('games');
  return (
    <Progress>
      <Spinner size="lg" showLabel label={text('app:games.launching', { game: name })} />
      <Hint>{text('app:games.launchingHint')}</Hint>
    </Progress>
  );
}

/**
 * Measures the box once it is laid out; the launch waits for it. Layout size, not the bounding
 * rectangle: the modal opens with a scale animation that would shrink the reading.
 */
function useMeasuredSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<FrameSize | null>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    setSize({
      width: box?.offsetWidth || window.innerWidth,
      height: box?.offsetHeight || window.innerHeight,
    });
  }, []);
  return [ref, size] as const;
}

function LaunchError({ launch }: { launch: ReturnType<typeof useGameLaunch> }) {
  const t = useText();
  useAppSection('games');
  return (
    <div role="alert">
      <EmptyState
        headingLevel={2}
        title={t('app:games.launchFailed')}
        text={errorMessage(t, launch.error)}
        action={
          <Button
            variant="secondary"
            loading={launch.isFetching}
            onClick={() => void launch.refetch()}
          >
            {t('ui:retry')}
          </Button>
        }
      />
    </div>
  );
}

export function GameFrame({ target, name }: { target: LaunchTarget; name: string }) {
  const text = useText();
  useAppSection('games');
  const [ref, size] = useMeasuredSize();
  const launch = useGameLaunch(target, size);
  return (
    <FrameBox ref={ref} data-testid="game-frame-box">
      {launch.isError ? <LaunchError launch={launch} /> : null}
      {!launch.isError && launch.data === undefined ? <Launching name={name} /> : null}
      {!launch.isError && launch.data !== undefined ? (
        <Frame
          src={launch.data}
          title={text('app:games.frameTitle', { game: name })}
          allow="autoplay; fullscreen; clipboard-write"
          allowFullScreen
          data-testid="game-frame"
        />
      ) : null}
    </FrameBox>
  );
}
