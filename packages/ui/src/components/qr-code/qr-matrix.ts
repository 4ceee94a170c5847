// QR encoding with the installed `uqr` library and the two renderings the component needs: an SVG
// path (one run of dark modules per sub-path, so a version-10 code stays a few KB) and a canvas
// for the PNG download.
import { encode, type QrCodeGenerateResult } from 'uqr';

export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H';
export type QrMatrix = Pick<QrCodeGenerateResult, 'size' | 'data'>;

/** Scanners need dark modules on a light ground whatever the brand theme (ISO/IEC 18004). */
export const QR_DARK = '#000000';
export const QR_LIGHT = '#ffffff';

/** The value cannot be encoded (empty, or too long for a QR code at this error correction). */
export class QrCodeError extends Error {
  override readonly name = 'QrCodeError';
}

export function encodeQr(value: string, ecc: QrErrorCorrection, quietZone: number): QrMatrix {
  if (value === '') throw new QrCodeError('Nothing to encode: the QR value is empty');
  try {
    const { size, data } = encode(value, { ecc, border: quietZone });
    return { size, data };
  } catch (error) {
    throw new QrCodeError(`Cannot encode ${value.length} characters as a QR code`, {
      cause: error,
    });
  }
}

/** SVG path data of the dark modules, one module = one user unit. */
export function qrPath({ data }: QrMatrix): string {
  const parts: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join('');
}

export interface CanvasOptions {
  /** Pixels per module. */
  readonly scale: number;
  readonly dark?: string | undefined;
  readonly light?: string | undefined;
}

export function qrToCanvas(
  matrix: QrMatrix,
  { scale, dark = QR_DARK, light = QR_LIGHT }: CanvasOptions,
) {
  const canvas = document.createElement('canvas');
  canvas.width = matrix.size * scale;
  canvas.height = matrix.size * scale;
  const context = canvas.getContext('2d');
  if (context === null) throw new QrCodeError('No 2D canvas context to draw the QR code');
  context.fillStyle = light;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = dark;
  matrix.data.forEach((row, y) =>
    row.forEach((on, x) => {
      if (on) context.fillRect(x * scale, y * scale, scale, scale);
    }),
  );
  return canvas;
}
