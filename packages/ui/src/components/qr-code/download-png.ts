// The invite modal's "download the QR as png" (spec section 2): draw the code on a canvas and
// hand the PNG to the browser as a download. Spec section 8: QR errors are only logged, so this
// resolves to false instead of throwing.
import { encodeQr, qrToCanvas, type QrErrorCorrection } from './qr-matrix';

export interface DownloadPngOptions {
  readonly ecc?: QrErrorCorrection | undefined;
  readonly quietZone?: number | undefined;
  /** Pixels per module; 10 gives a print-friendly image. */
  readonly scale?: number | undefined;
  readonly dark?: string | undefined;
  readonly light?: string | undefined;
}

/** 'invite' -> 'invite.png'; an empty name -> 'qr-code.png'. */
export function pngFilename(filename: string): string {
  const name = filename.trim() === '' ? 'qr-code' : filename.trim();
  return /\.png$/i.test(name) ? name : `${name}.png`;
}

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Canvas gave no PNG'))),
      'image/png',
    ),
  );
}

function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The download has started from the click; the URL can go once the event loop moves on.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

export async function downloadQrPng(
  value: string,
  filename: string,
  options: DownloadPngOptions = {},
) {
  const { ecc = 'M', quietZone = 4, scale = 10, dark, light } = options;
  try {
    const canvas = qrToCanvas(encodeQr(value, ecc, quietZone), { scale, dark, light });
    saveBlob(await canvasToPng(canvas), pngFilename(filename));
    return true;
  } catch (error) {
    console.error('[QrCode] PNG download failed', error);
    return false;
  }
}
