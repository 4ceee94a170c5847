// QrCode: a QR code as an accessible SVG image (invite modal, spec section 2: the registration
// link with the invite code), with an optional "Download PNG" button; `ref.downloadPng()` does
// the same from the caller's own button. An error (e.g. a value too long) is only logged (spec
// section 8) and leaves an empty frame.
import { useEffect, useImperativeHandle, useMemo, type Ref } from 'react';
import styled from 'styled-components';
import { useText } from '../../text';
import { componentStyles } from '../../theme';
import { Button } from '../button';
import { downloadQrPng } from './download-png';
import {
  encodeQr,
  QR_DARK,
  QR_LIGHT,
  QrCodeError,
  qrPath,
  type QrErrorCorrection,
} from './qr-matrix';

export const COMPONENT_ID = 'qr-code';

export interface QrCodeHandle {
  /** Downloads the code as a PNG; false when it could not (the error is logged). */
  readonly downloadPng: (filename?: string) => Promise<boolean>;
}

export interface QrCodeProps {
  readonly value: string;
  /** Names the image; defaults to the 'qrCode' chrome string. */
  readonly label?: string | undefined;
  /** Side in px. */
  readonly size?: number | undefined;
  readonly ecc?: QrErrorCorrection | undefined;
  /** Light modules around the code; 4 is the standard quiet zone. */
  readonly quietZone?: number | undefined;
  /** Shows a 'Download PNG' button saving `downloadFilename`. */
  readonly showDownload?: boolean | undefined;
  readonly downloadFilename?: string | undefined;
  readonly darkColor?: string | undefined;
  readonly lightColor?: string | undefined;
  readonly onError?: ((error: QrCodeError) => void) | undefined;
  readonly ref?: Ref<QrCodeHandle> | undefined;
  readonly className?: string | undefined;
}

const Root = styled.figure`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  ${componentStyles(COMPONENT_ID)}
`;

const Frame = styled.div<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.palette.surface.raised};
`;

function useEncoded(value: string, ecc: QrErrorCorrection, quietZone: number) {
  return useMemo(() => {
    try {
      return { matrix: encodeQr(value, ecc, quietZone) } as const;
    } catch (error) {
      return {
        error: error instanceof QrCodeError ? error : new QrCodeError(String(error)),
      } as const;
    }
  }, [value, ecc, quietZone]);
}

export function QrCode(props: QrCodeProps) {
  const {
    value,
    label,
    size = 160,
    ecc = 'M',
    quietZone = 4,
    showDownload = false,
    onError,
  } = props;
  const {
    downloadFilename = 'qr-code.png',
    darkColor = QR_DARK,
    lightColor = QR_LIGHT,
    ref,
  } = props;
  const t = useText();
  const encoded = useEncoded(value, ecc, quietZone);
  const download = (filename = downloadFilename) =>
    downloadQrPng(value, filename, { ecc, quietZone, dark: darkColor, light: lightColor });

  useImperativeHandle(ref, () => ({ downloadPng: download }));

  useEffect(() => {
    if (encoded.error === undefined) return;
    console.error('[QrCode] cannot render the QR code', encoded.error);
    onError?.(encoded.error);
  }, [encoded, onError]);

  return (
    <Root className={props.className}>
      {encoded.matrix === undefined ? (
        <Frame $size={size} data-error="true" />
      ) : (
        <svg
          role="img"
          aria-label={label ?? t('ui:qrCode')}
          width={size}
          height={size}
          viewBox={`0 0 ${encoded.matrix.size} ${encoded.matrix.size}`}
          shapeRendering="crispEdges"
        >
          <rect width="100%" height="100%" fill={lightColor} />
          <path d={qrPath(encoded.matrix)} fill={darkColor} />
        </svg>
      )}
      {showDownload ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={encoded.matrix === undefined}
          onClick={() => void download()}
        >
          {t('ui:downloadPng')}
        </Button>
      ) : null}
    </Root>
  );
}
