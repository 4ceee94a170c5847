// Spec section 3, "Banner": kind 0 is the download banner, kind 1 a promotion tile; only the first
// kind 0 is used and at most 2 of kind 1 (spec section 9: "At most 2 promo tiles and 1 banner").
import { MAX_PROMO_TILES } from '@bet/domain/constants';

export interface BannerLike {
  readonly id: number;
  readonly kind: number;
  readonly url: string;
  readonly src: string;
  readonly alt: string;
}

export interface PickedBanners<B extends BannerLike> {
  readonly download: B | undefined;
  readonly tiles: readonly B[];
}

export function pickBanners<B extends BannerLike>(banners: readonly B[]): PickedBanners<B> {
  return {
    download: banners.find((banner) => banner.kind === 0),
    tiles: banners.filter((banner) => banner.kind === 1).slice(0, MAX_PROMO_TILES),
  };
}
