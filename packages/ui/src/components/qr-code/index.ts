export { QrCode, COMPONENT_ID as QR_CODE_ID, type QrCodeHandle, type QrCodeProps } from './qr-code';
export { downloadQrPng, pngFilename, type DownloadPngOptions } from './download-png';
export { QR_DARK, QR_LIGHT, QrCodeError, type QrErrorCorrection } from './qr-matrix';
