export {
  AnnouncementMarquee,
  marqueeDuration,
  MIN_LOOP_MS,
  MS_PER_CHARACTER,
  type AnnouncementMarqueeProps,
} from './announcement-marquee';
export { COMPONENT_ID as ANNOUNCEMENT_MARQUEE_ID } from './marquee-styles';
