// Carousel: the home banner carousel (spec section 2: auto-advances every 5 s; each banner opens
// its url in a new tab). WAI-ARIA APG auto-rotating carousel: a labelled region with
// aria-roledescription 'carousel', slides as groups 'Slide n of m', a rotation button first,
// previous / next buttons, dot buttons with aria-current, a live region while not rotating.
import { useId } from 'react';
import { useText } from '../../text';
import { IconButton } from '../button';
import { Skeleton } from '../skeleton';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from './carousel-icons';
import {
  Controls,
  ControlsPlaceholder,
  Dot,
  Dots,
  Root,
  RotationControl,
  Slide,
  SlideLink,
  SlidePicture,
  Viewport,
} from './carousel-styles';
import { safeInterval, useCarousel } from './use-carousel';
import { useSwipe } from './use-swipe';

/** A slide-show item (spec section 3: pic, name, url). */
export interface CarouselSlide {
  readonly pic: string;
  readonly name: string;
  readonly url: string;
}

export interface CarouselProps {
  readonly slides: readonly CarouselSlide[];
  /** Names the region, e.g. 'Promotions'; defaults to the 'carousel' chrome string. */
  readonly label?: string | undefined;
  /** Time per slide; CAROUSEL_MS (5000) by default. */
  readonly intervalMs?: number | undefined;
  readonly autoPlay?: boolean | undefined;
  /** Shows a placeholder of the same size while the slides load. */
  readonly loading?: boolean | undefined;
  /** CSS aspect-ratio on phones and from the md breakpoint. */
  readonly aspectRatio?: string | undefined;
  readonly aspectRatioDesktop?: string | undefined;
  readonly className?: string | undefined;
}

export function Carousel(props: CarouselProps) {
  const { slides, label, autoPlay = true, loading = false, className } = props;
  const { aspectRatio = '2 / 1', aspectRatioDesktop = '16 / 5' } = props;
  const t = useText();
  const viewportId = useId();
  const state = useCarousel(slides.length, autoPlay, safeInterval(props.intervalMs));
  const swipe = useSwipe((direction) => (direction === 'next' ? state.next() : state.previous()));
  const total = slides.length;

  if (loading) {
    // The size of a loaded carousel with controls, so nothing below it moves when slides arrive.
    return (
      <Root as="div" className={className} aria-hidden="true">
        <Viewport $ratio={aspectRatio} $ratioDesktop={aspectRatioDesktop}>
          <Skeleton variant="rect" height="100%" />
        </Viewport>
        <ControlsPlaceholder />
      </Root>
    );
  }
  if (total === 0) return null;

  return (
    <Root
      aria-roledescription={t('ui:carousel')}
      aria-label={label ?? t('ui:carousel')}
      className={className}
      data-playing={state.playing}
      {...state.hoverHandlers}
      {...state.focusHandlers}
    >
      {state.canRotate ? (
        // First in the tab order (APG), drawn over the slide's corner.
        <RotationControl>
          <IconButton
            size="sm"
            variant="secondary"
            icon={state.userPaused ? <PlayIcon /> : <PauseIcon />}
            aria-label={t(state.userPaused ? 'ui:playCarousel' : 'ui:pauseCarousel')}
            onClick={state.toggleUserPaused}
          />
        </RotationControl>
      ) : null}
      <Viewport
        id={viewportId}
        $ratio={aspectRatio}
        $ratioDesktop={aspectRatioDesktop}
        aria-live={state.playing ? 'off' : 'polite'}
        {...swipe}
      >
        {slides.map((slide, i) => (
          <Slide
            key={`${i}-${slide.url}`}
            role="group"
            aria-roledescription={t('ui:slide')}
            aria-label={t('ui:slideOf', { current: i + 1, total })}
            aria-hidden={i !== state.current}
            inert={i !== state.current}
            $current={i === state.current}
          >
            <SlideLink href={slide.url} target="_blank" rel="noopener noreferrer">
              <SlidePicture
                src={slide.pic}
                alt={slide.name}
                draggable={false}
                // The first slide is on screen at once (often the largest paint); the others wait.
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
              />
            </SlideLink>
          </Slide>
        ))}
      </Viewport>
      {total > 1 ? (
        <Controls>
          <IconButton
            size="sm"
            icon={<PreviousIcon />}
            aria-label={t('ui:previousSlide')}
            aria-controls={viewportId}
            onClick={state.previous}
          />
          <Dots>
            {slides.map((slide, i) => (
              <Dot
                key={`${i}-${slide.url}`}
                type="button"
                aria-label={t('ui:slideOf', { current: i + 1, total })}
                aria-current={i === state.current ? 'true' : undefined}
                aria-controls={viewportId}
                onClick={() => state.go(i)}
              />
            ))}
          </Dots>
          <IconButton
            size="sm"
            icon={<NextIcon />}
            aria-label={t('ui:nextSlide')}
            aria-controls={viewportId}
            onClick={state.next}
          />
        </Controls>
      ) : null}
    </Root>
  );
}
