/**
 * The bytes of a bulletin → its text. TCMB serves ISO-8859-9 (Turkish Latin-5) and says so in the XML
 * declaration; that declaration (ASCII in every such encoding) decides, then the Content-Type charset,
 * then ISO-8859-9. Decoding as UTF-8 would turn "İNGİLİZ STERLİNİ" into replacement characters.
 */
export function decodeBulletin(bytes: Uint8Array, contentType?: string | null): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1];
  const fromHeader = /charset\s*=\s*"?([A-Za-z0-9._-]+)/i.exec(contentType ?? '')?.[1];
  for (const label of [declared, fromHeader, 'iso-8859-9']) {
    if (!label) continue;
    try {
      return new TextDecoder(label.toLowerCase()).decode(bytes);
    } catch {
      // an unknown label: try the next
    }
  }
  return new TextDecoder('iso-8859-9').decode(bytes);
}
