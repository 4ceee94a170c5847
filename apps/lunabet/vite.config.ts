// Dev, preview and build of LunaBet: the shared preset of @bet/app (API proxy, locales).
import { brandViteConfig } from '@bet/app/vite';

export default brandViteConfig({ brand: 'lunabet', port: 5107 });
