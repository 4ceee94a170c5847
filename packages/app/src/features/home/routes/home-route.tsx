import { HomePage } from '../home-page';

export { HomePage as Component };
