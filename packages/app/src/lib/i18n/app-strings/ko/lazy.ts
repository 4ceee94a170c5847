import { mergeSections } from '../merge-sections';

// The sections only their screens use (LAZY_APP_SECTIONS in app-section.ts): every section but
// the first screen's, one lazy chunk per language.
export default mergeSections(
  import.meta.glob(['./*.json', '!./home.json', '!./shell.json'], {
    eager: true,
    import: 'default',
  }),
);
