// Dev, preview and build of TigerBet: the shared preset of @bet/app (API proxy, locales).
import { brandViteConfig } from '@bet/app/vite';

export default brandViteConfig({ brand: 'tigerbet', port: 5106 });
