// The shell's safer-play gate (issue 14), its own chunk, loaded only once a member is signed in:
// it reads the member's safer-play settings once, shows a notice with the end time while a
// time-out or self-exclusion runs, and, for a member with a reality-check interval, asks the
// server about the session every 30 s and on focus, loading the reminder dialog when it is due.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { endpointQuery } from '../../../lib/api/endpoint-query';
import { isRealityCheckDue, REALITY_POLL_MS } from './reality-due';

const RealityCheckDialog = lazy(() => import('./reality-check-dialog'));
const RestrictionNotice = lazy(() => import('./restriction-notice'));

function RealityCheckPoller() {
  const session = useQuery({
    ...endpointQuery('safety.session'),
    refetchInterval: REALITY_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
  if (!isRealityCheckDue(session.data) || session.data === undefined) return null;
  return <RealityCheckDialog session={session.data} />;
}

export default function SafetyGate() {
  const settings = useQuery(endpointQuery('safety.settings'));
  const [noticeClosed, setNoticeClosed] = useState(false);
  const data = settings.data;
  if (data === undefined) return null;
  const restriction = activeRestriction(data, Date.now());
  return (
    <Suspense fallback={null}>
      {restriction && !noticeClosed ? (
        <RestrictionNotice restriction={restriction} onClose={() => setNoticeClosed(true)} />
      ) : null}
      {data.reality_check_minutes ? <RealityCheckPoller /> : null}
    </Suspense>
  );
}
