export {
  MarkSixBall,
  markSixBallColor,
  COMPONENT_ID as MARK_SIX_BALL_ID,
  type MarkSixBallProps,
  type MarkSixBallSize,
} from './mark-six-ball';
