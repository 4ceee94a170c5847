import { createBrandApp } from '@bet/app';
import { brand } from './brand';
import { env } from './env';

createBrandApp({ ...brand, ...env })
  .mount(document.getElementById('root'))
  .catch((error: unknown) => console.error('riobet: the app could not start', error));
