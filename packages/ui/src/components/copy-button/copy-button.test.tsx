import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_CODE_FEEDBACK_MS, COPY_LINK_FEEDBACK_MS } from '@bet/domain/constants';
import { defaultTheme } from '../../theme';
import { CopyButton } from './copy-button';
import { CopyError, writeClipboard } from './write-clipboard';

const renderThemed = (ui: ReactElement) =>
  render(<ThemeProvider theme={defaultTheme}>{ui}</ThemeProvider>);

beforeEach(() => {
  vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function clickAndSettle(button: HTMLElement) {
  // The clipboard write is a promise: let it resolve inside act.
  await act(async () => {
    fireEvent.click(button);
  });
}

describe('CopyButton feedback time (spec section 9)', () => {
  it.each([
    ['code', COPY_CODE_FEEDBACK_MS, 400],
    ['link', COPY_LINK_FEEDBACK_MS, 1000],
  ] as const)('shows the %s confirmation for exactly %i ms', async (kind, feedbackMs, specMs) => {
    expect(feedbackMs).toBe(specMs);
    vi.useFakeTimers();
    renderThemed(<CopyButton text="X" kind={kind} />);
    await clickAndSettle(screen.getByRole('button'));
    expect(screen.getByRole('status').textContent).not.toBe('');
    act(() => vi.advanceTimersByTime(feedbackMs - 1));
    expect(screen.getByRole('status').textContent).not.toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('a second copy restarts the confirmation', async () => {
    vi.useFakeTimers();
    renderThemed(<CopyButton text="X" feedbackMs={500} />);
    await clickAndSettle(screen.getByRole('button'));
    act(() => vi.advanceTimersByTime(400));
    await clickAndSettle(screen.getByRole('button'));
    act(() => vi.advanceTimersByTime(400));
    expect(screen.getByRole('status').textContent).not.toBe('');
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('writeClipboard', () => {
  it('wraps a refused write in a CopyError', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await expect(writeClipboard('x')).rejects.toBeInstanceOf(CopyError);
  });

  it('falls back to execCommand without the Clipboard API', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    const exec = vi.spyOn(document, 'execCommand').mockReturnValue(true);
    try {
      await writeClipboard('fallback');
      expect(exec).toHaveBeenCalledWith('copy');
      exec.mockReturnValue(false);
      await expect(writeClipboard('fallback')).rejects.toBeInstanceOf(CopyError);
    } finally {
      // Removes the own property: the prototype's real clipboard shows through again.
      delete (navigator as { clipboard?: unknown }).clipboard;
    }
  });
});
