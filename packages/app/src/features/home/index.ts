// Public API of the home feature.
export { HomePage } from './home-page';
export { bannersQueryOptions, slideshowQueryOptions } from './home-queries';
export { pickBanners } from './pick-banners';
