// Dev, preview and build of RioBet: the shared preset of @bet/app (API proxy, locales).
import { brandViteConfig } from '@bet/app/vite';

export default brandViteConfig({ brand: 'riobet', port: 5103 });
