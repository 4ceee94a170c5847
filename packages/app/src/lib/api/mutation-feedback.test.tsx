import { render, screen } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { httpError } from '../../../test/fake-api';
import { createTestApp, testBrand } from '../../../test/test-app';
import { endpointMutation } from './endpoint-query';

function Write(props: { errorToast: boolean }) {
  const write = useMutation(endpointMutation('notices.sync', { errorToast: props.errorToast }));
  return (
    <button type="button" onClick={() => write.mutate({ body: { ids: [1] } })}>
      write
    </button>
  );
}

async function renderWrite(errorToast: boolean) {
  const app = await createTestApp({
    brand: testBrand(),
    language: 'en',
    answers: { 'POST /api/v1/messagesync': () => httpError(400, 'Nothing to mark') },
  });
  render(
    <AppProviders services={app.services} queryClient={app.queryClient} store={app.store}>
      <Write errorToast={errorToast} />
    </AppProviders>,
  );
  screen.getByRole('button', { name: 'write' }).click();
  return app;
}

describe('a failed write', () => {
  it("shows the error catalogue's toast with the server's msg", async () => {
    await renderWrite(true);
    expect(await screen.findByText('Nothing to mark')).toBeTruthy();
  });

  it('shows no toast when the form shows the error itself', async () => {
    const app = await renderWrite(false);
    await expect.poll(() => app.api.requests.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Nothing to mark')).toBeNull();
  });
});
