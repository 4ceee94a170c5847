// Placeholder so the profile's layout compiles: the rewards section is built in its own branch.
import { useText } from '@bet/ui/text';

function RewardsSection() {
  const t = useText();
  return <h2>{t('profile:rewards')}</h2>;
}

export { RewardsSection as Component };
