// Hono variables set by middleware: the member (read by the request log) and the request's brand.
import type { BrandFacts } from '@bet/domain/brands';

export interface AppEnv {
  Variables: {
    memberId: bigint;
    brand: BrandFacts;
  };
}
