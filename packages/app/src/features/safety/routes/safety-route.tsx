// Placeholder so the profile's layout compiles: the safer-play section is built in its own branch.
import { useText } from '@bet/ui/text';

function SafetySection() {
  const t = useText();
  return <h2>{t('profile:menu.safety')}</h2>;
}

export { SafetySection as Component };
