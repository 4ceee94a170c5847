import { NotFoundPage } from '../not-found-page';

export { NotFoundPage as Component };
