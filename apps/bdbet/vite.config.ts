// Dev, preview and build of BDBet: the shared preset of @bet/app (API proxy, locales).
import { brandViteConfig } from '@bet/app/vite';

export default brandViteConfig({ brand: 'bdbet', port: 5102 });
