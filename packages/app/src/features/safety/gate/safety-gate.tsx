// The shell's safer-play gate (issue 14), its own chunk, loaded only once a member is signed in:
// it reads the member's safer-play settings, shows a notice with the end time to a member who
// signs in under a time-out or self-exclusion, and, for a member with a reality-check interval, asks the server about
// the session every 30 s and on focus, loading the reminder dialog when it is due.
import type { PlayBlock } from '@bet/domain/safety';
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

export interface SafetyGateProps extends GateProps {
  /** The member signed in while the page ran (not a session restored on load). */
  readonly signedIn: boolean;
}

export default function SafetyGate({ onLogOut, signedIn }: SafetyGateProps) {
  const { data } = useQuery(endpointQuery('safety.settings'));
  // The notice tells what held at sign-in: a time-out taken later is on the page already.
  const [notice, setNotice] = useState<PlayBlock | null | undefined>(undefined);
  if (data !== undefined && notice === undefined)
    setNotice(signedIn ? activeBlock(data, new Date()) : null);
  if (data === undefined) return null;
  return (
    <Suspense fallback={null}>
      {notice ? <RestrictionNotice block={notice} onClose={() => setNotice(null)} /> : null}
      {data.reality_check_minutes === null ? null : <RealityCheckPoller onLogOut={onLogOut} />}
    </Suspense>
  );
}
