// Dev, preview and build of JCBet: the shared preset of @bet/app (API proxy, locales).
import { brandViteConfig } from '@bet/app/vite';

export default brandViteConfig({ brand: 'jcbet', port: 5101 });
