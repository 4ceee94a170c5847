import { act, cleanup, render, screen } from '@testing-library/react';
import { createRef, type ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultTheme } from '../../theme';
import { downloadQrPng, pngFilename } from './download-png';
import { QrCode, type QrCodeHandle } from './qr-code';
import { encodeQr, QrCodeError, qrPath, qrToCanvas } from './qr-matrix';

const LINK = 'https://example.com/registration?inviteCode=BET7Q2X9';
const TOO_LONG = 'x'.repeat(8000);

const renderThemed = (ui: ReactElement) =>
  render(<ThemeProvider theme={defaultTheme}>{ui}</ThemeProvider>);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The dark cells an SVG path of qrPath() paints, read back from its runs. */
function cellsOfPath(path: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(run); i += 1) cells.add(`${Number(x) + i},${y}`);
  }
  return cells;
}

function darkCells(data: boolean[][]): Set<string> {
  const cells = new Set<string>();
  data.forEach((row, y) => row.forEach((on, x) => on && cells.add(`${x},${y}`)));
  return cells;
}

describe('encodeQr', () => {
  it('adds the quiet zone around the symbol', () => {
    const plain = encodeQr(LINK, 'M', 0);
    const framed = encodeQr(LINK, 'M', 4);
    expect(framed.size).toBe(plain.size + 8);
    expect(framed.data[0]?.every((on) => !on)).toBe(true);
  });

  it('throws a QrCodeError for an empty or too long value', () => {
    expect(() => encodeQr('', 'M', 4)).toThrow(QrCodeError);
    expect(() => encodeQr(TOO_LONG, 'M', 4)).toThrow(QrCodeError);
  });
});

describe('qrPath', () => {
  it('paints exactly the dark modules', () => {
    const matrix = encodeQr(LINK, 'M', 4);
    expect(cellsOfPath(qrPath(matrix))).toEqual(darkCells(matrix.data));
  });
});

describe('qrToCanvas', () => {
  it('draws every module in its colour', () => {
    const matrix = encodeQr('BET7Q2X9', 'H', 2);
    const scale = 4;
    const canvas = qrToCanvas(matrix, { scale });
    const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
    expect(canvas.width).toBe(matrix.size * scale);
    matrix.data.forEach((row, y) =>
      row.forEach((on, x) => {
        const red = pixels?.[((y * scale + 1) * canvas.width + x * scale + 1) * 4];
        expect(red, `module ${x},${y}`).toBe(on ? 0 : 255);
      }),
    );
  });
});

describe('downloadQrPng', () => {
  it('names the file and saves a PNG of the code', async () => {
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    const blobs: Blob[] = [];
    const create = URL.createObjectURL.bind(URL);
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
      if (blob instanceof Blob) blobs.push(blob);
      return create(blob);
    });

    await expect(downloadQrPng(LINK, 'invite', { scale: 5 })).resolves.toBe(true);
    expect(clicks[0]?.download).toBe('invite.png');
    const png = blobs[0];
    expect(png?.type).toBe('image/png');
    const signature = new Uint8Array(await (png as Blob).slice(0, 4).arrayBuffer());
    expect([...signature]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const image = await createImageBitmap(png as Blob);
    expect(image.width).toBe(encodeQr(LINK, 'M', 4).size * 5);
  });

  it('only logs a QR error (spec section 8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await expect(downloadQrPng(TOO_LONG, 'x')).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('QrCode'), expect.any(QrCodeError));
    expect(click).not.toHaveBeenCalled();
  });

  it('always gives a .png file name', () => {
    expect(pngFilename('invite')).toBe('invite.png');
    expect(pngFilename('invite.PNG')).toBe('invite.PNG');
    expect(pngFilename('  ')).toBe('qr-code.png');
  });
});

describe('QrCode', () => {
  it('renders a labelled SVG image', () => {
    renderThemed(<QrCode value={LINK} label="Invite QR code" size={120} />);
    const image = screen.getByRole('img', { name: 'Invite QR code' });
    expect(image.getAttribute('width')).toBe('120');
    expect(image.querySelector('path')?.getAttribute('d')).toBe(qrPath(encodeQr(LINK, 'M', 4)));
  });

  it('logs an encoding error, reports it, and renders no image', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    renderThemed(<QrCode value={TOO_LONG} onError={onError} showDownload />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.any(QrCodeError));
    expect(screen.getByRole('button')).toBeDisabled();
  });

  it('exposes downloadPng through its ref', async () => {
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    const ref = createRef<QrCodeHandle>();
    renderThemed(<QrCode value={LINK} ref={ref} downloadFilename="default.png" />);
    await act(async () => {
      await ref.current?.downloadPng('named');
      await ref.current?.downloadPng();
    });
    expect(clicks).toEqual(['named.png', 'default.png']);
  });
});
