import { QR_MENU_PHOTO_MAX_CHARS } from '../../../../domain/qr-menu/limits';

const SIDE = 640;

/**
 * A photo the phone loads quickly: at most 640 pixels a side, a JPEG, lowered in quality until its data URL fits the
 * menu's cap (the server refuses a larger one all the same).
 */
export async function shrinkPhoto(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  let url = '';
  for (const quality of [0.85, 0.7, 0.55, 0.4]) {
    url = canvas.toDataURL('image/jpeg', quality);
    if (url.length <= QR_MENU_PHOTO_MAX_CHARS) break;
  }
  return url;
}
