// Public API of the notices feature (announcements, public notices, private messages).
export { useAnnouncements } from './announcements-query';
export { usePrivateMessages } from './private-messages-query';
