import { mergeSections } from '../merge-sections';

// The first screen's sections (START_APP_SECTIONS in app-section.ts); the others load with
// their screens (lazy.ts).
export default mergeSections(
  import.meta.glob(['./home.json', './shell.json'], { eager: true, import: 'default' }),
);
