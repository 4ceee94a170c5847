// The one setting of a NovaBet build: the API base (empty means the site's own origin).
import { readBrandEnv } from '@bet/app/brand';

export const env = readBrandEnv(import.meta.env);
