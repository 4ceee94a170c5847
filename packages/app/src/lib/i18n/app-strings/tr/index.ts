import { mergeSections } from '../merge-sections';

export default mergeSections(import.meta.glob('./*.json', { eager: true, import: 'default' }));
