// Public API of the safer-play feature (issue 14): where its page lives. The page is the route
// module routes/safety-route.tsx; the shell loads gate/safety-gate.tsx lazily for members.
export { SAFER_PLAY_PATH } from './safer-play-path';
export { LazySafetyGate } from './gate/lazy-safety-gate';
