// Public API of the home feature.
export { HomePage } from './home-page';
export { pickBanners } from './pick-banners';
