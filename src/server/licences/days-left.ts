import { businessDay } from '../../domain/clock/clock';
import { licenceDaysLeft } from '../../domain/licences';
import { serverNow } from '../clock';

/** Days the licence still runs, from the company's today on the one clock (domain/licences.ts). */
export function daysLeft(expires: string, timeZone: string, now = serverNow()): number {
  return licenceDaysLeft(expires, businessDay(now, timeZone));
}
