// Project annotations for stories run as Vitest tests (packages/*/vitest.config.ts).
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { afterEach } from 'vitest';
import * as projectAnnotations from './preview';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// waitFor and findBy* give up after 1 s by default. On a loaded CI machine a canvas.toBlob, a
// lazy chunk or a fake answer can take longer: as in the app's test setup, wait up to 10 s (a
// passing story returns as soon as its condition holds).
configure({ asyncUtilTimeout: 10_000 });

// A story's browser storage (the bet slip in sessionStorage, a visitor's favorites and betting
// settings in localStorage) must not carry into the next story run in the same page.
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
