// /profile/vip (issue 14, "VIP club"): the member's level and progress to the next, then every
// level with its threshold and benefits. Its strings (the rewards namespace) load with it.
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { useId } from 'react';
import styled from 'styled-components';
import { useNamespaces } from '../../../lib/i18n/text';
import { QueryView } from '../../../lib/ui/query-view';
import { VipLevelsList } from './vip-levels-list';
import { VipProgressCard } from './vip-progress-card';
import { useVipLevels, useVipStanding } from './vip-queries';

/** Thresholds and deposits are in USDT (the ledger's currency). */
const CURRENCY = 'USDT';

const placeholder = <Skeleton variant="rect" height={160} />;

// Its own inner margin: the screen reads right alone or in the profile layout's content area.
const Screen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};
  padding: ${({ theme }) => theme.spacing.md};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
`;

const Subtitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
`;

function VipScreen() {
  useNamespaces('rewards');
  const t = useText();
  const levelsId = useId();
  const levels = useVipLevels();
  const standing = useVipStanding();
  return (
    <Screen>
      <Title>{t('rewards:vip.title')}</Title>
      <QueryView
        query={levels}
        placeholder={placeholder}
        errorText={t('rewards:vip.loadFailed')}
        headingLevel={3}
      >
        {(list) => (
          <QueryView
            query={standing}
            placeholder={placeholder}
            errorText={t('rewards:vip.loadFailed')}
            headingLevel={3}
          >
            {(mine) => (
              <>
                <VipProgressCard levels={list} deposited={mine.deposited} currency={CURRENCY} />
                <Subtitle id={levelsId}>{t('rewards:vip.levels')}</Subtitle>
                <VipLevelsList
                  levels={list}
                  currentLevel={mine.level}
                  currency={CURRENCY}
                  labelledBy={levelsId}
                />
              </>
            )}
          </QueryView>
        )}
      </QueryView>
    </Screen>
  );
}

export { VipScreen as Component };
