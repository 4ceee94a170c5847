import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { QrCode, type QrCodeHandle } from './qr-code';

const LINK = 'https://example.com/registration?inviteCode=BET7Q2X9';

/** Collects the file names the browser was asked to download, instead of downloading. */
const downloads = fn<(filename: string) => void>();

const meta = {
  title: 'UI/Content/QrCode',
  component: QrCode,
  args: { value: LINK, label: 'QR code of your invite link' },
  beforeEach: () => {
    downloads.mockReset();
    const spy = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads(this.download);
    });
    return () => spy.mockRestore();
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'QR code of your invite link' });
    await expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+/);
  },
};

export const WithDownload: Story = {
  args: { showDownload: true, downloadFilename: 'invite-qr.png' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /download png/i }));
    await waitFor(() => expect(downloads).toHaveBeenCalledWith('invite-qr.png'));
  },
};

function OwnButton() {
  const qr = useRef<QrCodeHandle>(null);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <QrCode ref={qr} value={LINK} size={120} />
      <Button onClick={() => void qr.current?.downloadPng('my-invite')}>Save QR</Button>
    </div>
  );
}

/** The invite modal's own button calls `ref.downloadPng(filename)`. */
export const DownloadFromRef: Story = {
  render: () => <OwnButton />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save QR' }));
    await waitFor(() => expect(downloads).toHaveBeenCalledWith('my-invite.png'));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-end' }}>
      <QrCode {...args} size={96} label="Small QR code" />
      <QrCode {...args} size={160} label="Medium QR code" />
      <QrCode {...args} size={240} label="Large QR code" />
    </div>
  ),
};

/** A long value makes a denser code; high error correction survives a printed logo on top. */
export const LongValueHighCorrection: Story = {
  args: { value: `${LINK}&utm_source=${'campaign-'.repeat(20)}`, ecc: 'H', size: 220 },
};

/** Too long to encode: only logged (spec section 8), an empty frame, download disabled. */
export const EncodingError: Story = {
  args: { value: 'x'.repeat(8000), showDownload: true, onError: fn() },
  beforeEach: () => {
    const log = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => log.mockRestore();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(args.onError).toHaveBeenCalled();
    await expect(console.error).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: /download png/i })).toBeDisabled();
  },
};
