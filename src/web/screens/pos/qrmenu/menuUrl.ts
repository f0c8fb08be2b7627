/** The address a table's QR code carries: the menu's own host when it has one, else this server's, and the table's code. */
export function menuUrl(code: string, host: string | null): string {
  const origin = host ? `https://${host}` : window.location.origin;
  return `${origin}/menu/${encodeURIComponent(code)}`;
}

/** The QR code of an address as a PNG data URL, drawn by bwip-js (loaded only when a code is drawn). */
export async function qrPng(text: string): Promise<string> {
  const { toCanvas } = await import('bwip-js/browser');
  const canvas = document.createElement('canvas');
  toCanvas(canvas, { bcid: 'qrcode', text, scale: 6, paddingwidth: 4, paddingheight: 4, backgroundcolor: 'FFFFFF' });
  return canvas.toDataURL('image/png');
}
