// AnnouncementMarquee: the home page's scrolling announcements (spec section 2). A labelled
// region holding a real list, so screen readers read every announcement at their own pace; the
// scrolling copy is hidden from them. Hover or focus (the region is focusable) pauses it.
import { useState, type FocusEvent } from 'react';
import { useText } from '../../text';
import { Skeleton } from '../skeleton';
import { Icon, List, Root, Track, Viewport } from './marquee-styles';

export interface AnnouncementMarqueeProps {
  /** Announcement contents (spec section 3: announcement.content), already translated. */
  readonly items: readonly string[];
  /** Names the region; defaults to the 'announcements' chrome string. */
  readonly label?: string | undefined;
  /** One full loop; by default from the text length (MS_PER_CHARACTER, at least MIN_LOOP_MS). */
  readonly durationMs?: number | undefined;
  readonly loading?: boolean | undefined;
  readonly className?: string | undefined;
}

/** About 7 characters a second: slow enough to read while it moves. */
export const MS_PER_CHARACTER = 140;
export const MIN_LOOP_MS = 10_000;

/** Loop duration for the items: the caller's when valid, else from the text length. */
export function marqueeDuration(items: readonly string[], durationMs?: number): number {
  if (durationMs !== undefined && Number.isFinite(durationMs) && durationMs > 0) return durationMs;
  const characters = items.reduce((sum, item) => sum + item.length, 0);
  return Math.max(MIN_LOOP_MS, characters * MS_PER_CHARACTER);
}

const MegaphoneIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
  >
    <path
      d="M3 10v4h3l6 4V6L6 10H3zM16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
      strokeLinejoin="round"
    />
  </svg>
);

function Items({ items, copy }: { items: readonly string[]; copy: boolean }) {
  return (
    <List aria-hidden={copy || undefined} data-copy={copy || undefined}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </List>
  );
}

export function AnnouncementMarquee(props: AnnouncementMarqueeProps) {
  const { items, label, loading = false, className } = props;
  const t = useText();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const shown = items.filter((item) => item.trim() !== '');
  if (!loading && shown.length === 0) return null;
  const paused = hovered || focused;

  return (
    <Root
      aria-label={label ?? t('ui:announcements')}
      aria-busy={loading || undefined}
      tabIndex={0}
      className={className}
      data-paused={paused}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Icon aria-hidden="true">
        <MegaphoneIcon />
      </Icon>
      <Viewport>
        {loading ? (
          <Skeleton width="60%" />
        ) : (
          <Track $durationMs={marqueeDuration(shown, props.durationMs)} $paused={paused}>
            <Items items={shown} copy={false} />
            <Items items={shown} copy />
          </Track>
        )}
      </Viewport>
    </Root>
  );
}
