export { Carousel, type CarouselProps, type CarouselSlide } from './carousel';
export { COMPONENT_ID as CAROUSEL_ID } from './carousel-styles';
