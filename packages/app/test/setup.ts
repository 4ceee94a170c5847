// Testing Library cannot register its own cleanup without Vitest globals: unmount after each test.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
