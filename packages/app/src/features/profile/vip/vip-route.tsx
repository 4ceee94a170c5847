// Placeholder so the profile's layout compiles: the VIP club section is built in its own branch.
import { useText } from '@bet/ui/text';

function VipSection() {
  const t = useText();
  return <h2>{t('profile:vipClub')}</h2>;
}

export { VipSection as Component };
