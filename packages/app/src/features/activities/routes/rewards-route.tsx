// /profile/rewards, the profile's default section (issue 14): the daily check-in, then the
// promotions the member joined. Its strings (the rewards namespace) load with it.
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import { useNamespaces } from '../../../lib/i18n/text';
import { JoinedPromotions } from '../../promotions';
import { CheckInCard } from '../check-in/check-in-card';

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

function RewardsScreen() {
  useNamespaces('rewards');
  const t = useText();
  return (
    <Screen>
      <Title>{t('rewards:title')}</Title>
      <CheckInCard />
      <JoinedPromotions />
    </Screen>
  );
}

export { RewardsScreen as Component };
