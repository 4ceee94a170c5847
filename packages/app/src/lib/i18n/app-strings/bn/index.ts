import { mergeSections } from '../merge-sections';

// The lazy sections (LAZY_APP_SECTIONS in app-i18n.ts) load with their screens, not here.
export default mergeSections(
  import.meta.glob(['./*.json', '!./games.json', '!./reports.json', '!./results.json'], {
    eager: true,
    import: 'default',
  }),
);
