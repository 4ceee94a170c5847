// Unit tests render with @testing-library/react; without Vitest globals it cannot register its
// own cleanup, so unmount after every test here.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
