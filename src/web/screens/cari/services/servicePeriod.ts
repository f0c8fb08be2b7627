import type { Service } from '../../../../domain/schemas/services';
import type { useT } from '../../../i18n/useT';

/** "Monthly", "Every 3 months" … ; every N months with its N. */
export function periodText(t: ReturnType<typeof useT>, s: Pick<Service, 'period' | 'everyMonths'>): string {
  return s.period === 'months' && s.everyMonths ? t('services.everyN', { n: s.everyMonths }) : t(`services.periods.${s.period}`);
}
