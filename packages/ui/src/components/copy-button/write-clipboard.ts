// Copies text to the clipboard. navigator.clipboard needs a secure context (https or
// localhost); elsewhere the older execCommand('copy') path still works in today's browsers.

/** The text could not be copied (no permission, no clipboard, or the browser refused). */
export class CopyError extends Error {
  override readonly name = 'CopyError';
}

function copyWithSelection(text: string): void {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    // Deprecated but the only path without the async Clipboard API; false means it failed.
    if (!document.execCommand('copy')) throw new CopyError('The browser refused to copy');
  } finally {
    area.remove();
  }
}

export async function writeClipboard(text: string): Promise<void> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
    } else {
      copyWithSelection(text);
    }
  } catch (error) {
    if (error instanceof CopyError) throw error;
    throw new CopyError(error instanceof Error ? error.message : 'Copy failed', { cause: error });
  }
}
