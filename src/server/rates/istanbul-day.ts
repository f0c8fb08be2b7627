import { businessDay } from '../../domain/clock/clock';
import { serverNow } from '../clock';

/** Today's ISO day in Türkiye on the server's clock (bulletins are dated in Istanbul time, whatever the company's zone). */
export function istanbulToday(now: Date = serverNow()): string {
  return businessDay(now, 'Europe/Istanbul');
}
