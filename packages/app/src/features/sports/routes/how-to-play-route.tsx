import { SportSubpage } from './sport-subpage';

function HowToPlayPage() {
  return <SportSubpage base="/howToPlay" titleKey="nav.howToPlay" />;
}

export { HowToPlayPage as Component };
