// Public API of the notices feature (announcements).
export { announcementsQueryOptions, useAnnouncements } from './announcements-query';
