import { SportSubpage } from './sport-subpage';

function ResultsPage() {
  return <SportSubpage base="/results" titleKey="nav.results" />;
}

export { ResultsPage as Component };
