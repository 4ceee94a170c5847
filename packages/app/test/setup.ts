// Testing Library cannot register its own cleanup without Vitest globals: unmount after each test.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Routes and modals are lazy chunks that Vite transforms on first request; on a loaded 2-core CI
// machine the first one can take seconds, so `findBy*` waits up to 10 s instead of 1 s.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // What the app keeps in the browser (the bet slip, a visitor's favorites and betting settings)
  // must not carry into the next test of the same page.
  sessionStorage.clear();
  localStorage.clear();
});
