/** The header the till names its device in, on the offline downloads and on every sale its queue uploads. */
export const DEVICE_HEADER = 'x-defter-device';

/**
 * Spec §5, §6: the offline till runs on the one device authorised for the user (offline_devices, migration 054).
 * A request that names no device, or one before its device was authorised, or from another device than the
 * authorised one: the same verdict for the downloads and for the queue's uploads.
 */
export type DeviceVerdict = 'allowed' | 'missing' | 'unregistered' | 'another';

export function deviceVerdict(authorised: string | null | undefined, sent: string | null | undefined): DeviceVerdict {
  if (!sent) return 'missing';
  if (!authorised) return 'unregistered';
  return authorised === sent ? 'allowed' : 'another';
}
