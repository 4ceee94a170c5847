// The shell's safer-play gate (issue 14), its own chunk, loaded only once a member is signed in:
// it reads the member's safer-play settings, shows a notice with the end time while a time-out
// or self-exclusion runs, and, for a member with a reality-check interval, asks the server about
// the session every 30 s and on focus, loading the reminder dialog when it is due.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { endpointQuery } from '../../../lib/api/endpoint-query';
import { activeBlock } from '../restriction';
import { REALITY_POLL_MS, realityCheckDue } from './reality-due';

const RealityCheckDialog = lazy(() => import('./reality-check-dialog'));
const RestrictionNotice = lazy(() => import('./restriction-notice'));

function RealityCheckPoller({ onLogOut }: GateProps) {
  const { data } = useQuery({
    ...endpointQuery('safety.session'),
    refetchInterval: REALITY_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
  return realityCheckDue(data) ? <RealityCheckDialog session={data} onLogOut={onLogOut} /> : null;
}

export interface GateProps {
  /** The shell's logout (useLogout). */
  readonly onLogOut: () => Promise<void>;
}

export default function SafetyGate({ onLogOut }: GateProps) {
  const { data } = useQuery(endpointQuery('safety.settings'));
  const [noticeClosed, setNoticeClosed] = useState(false);
  if (data === undefined) return null;
  const block = activeBlock(data, new Date());
  return (
    <Suspense fallback={null}>
      {block && !noticeClosed ? (
        <RestrictionNotice block={block} onClose={() => setNoticeClosed(true)} />
      ) : null}
      {data.reality_check_minutes === null ? null : <RealityCheckPoller onLogOut={onLogOut} />}
    </Suspense>
  );
}
