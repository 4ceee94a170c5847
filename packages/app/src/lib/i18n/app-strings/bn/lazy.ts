import { mergeSections } from '../merge-sections';

// The sections only their screens use (LAZY_APP_SECTIONS in app-i18n.ts), one lazy chunk per language.
export default mergeSections(
  import.meta.glob(['./games.json', './reports.json', './results.json'], {
    eager: true,
    import: 'default',
  }),
);
