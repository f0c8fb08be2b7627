/** MERSİS number (central trade registry): 16 digits. No public checksum is known, so only the form is checked. */
export function isValidMersis(value: string): boolean {
  return /^\d{16}$/.test(value);
}
