export {
  MatchRow,
  matchTitle,
  type FinalMarker,
  type LiveScore,
  type MatchRowProps,
  type MatchTeam,
} from './match-row';
export { MatchRowSkeleton } from './match-row-skeleton';
export { TeamLogo } from './team-logo';
export { COMPONENT_ID as MATCH_ROW_ID } from './match-row-styles';
