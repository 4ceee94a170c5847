// Where the safer-play tools live (issue 14): the profile mounts the route there, and the footer's
// responsible-gaming logo of every brand and the self-exclusion help page link to it.
export const SAFER_PLAY_PATH = '/profile/safety';
