// Public API of the invite feature.
export { InviteModal } from './lazy-invite-modal';
export { registrationLink, shareTargets } from './invite-links';
