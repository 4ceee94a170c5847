// The safer-play page (issue 14), at SAFER_PLAY_PATH inside the profile: deposit limits,
// time-out, self-exclusion, reality check and the activity statement. Its strings are the
// 'safety' namespace, loaded with the route.
import { useText } from '@bet/ui/text';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';
import { useNamespaces } from '../../../lib/i18n/text';
import { PageFrame } from '../../../lib/ui/page-frame';
import { QueryView } from '../../../lib/ui/query-view';
import { ExclusionSection } from '../exclusion/exclusion-section';
import { DepositLimits } from '../limits/deposit-limits';
import { RealitySection } from '../reality/reality-section';
import { StatementSection } from '../statement/statement-section';
import { TimeOutSection } from '../time-out/time-out-section';

export function SaferPlayPage() {
  useNamespaces('safety', 'validation');
  const t = useText();
  const settings = useQuery(endpointQuery('safety.settings'));
  return (
    <PageFrame title={t('safety:title')}>
      <p>{t('safety:intro')}</p>
      <QueryView query={settings} placeholder={null} errorText={t('errors:somethingWentWrong')}>
        {(data) => (
          <>
            <DepositLimits settings={data} />
            <TimeOutSection settings={data} />
            <ExclusionSection settings={data} />
            <RealitySection settings={data} />
          </>
        )}
      </QueryView>
      <StatementSection />
    </PageFrame>
  );
}

export { SaferPlayPage as Component };
