import { useIntl } from 'react-intl';
import { formatDate } from '../../../../domain/format';

/** Localized names of events, statuses, types and refusal reasons: the raw name where no key exists. */
export function useHistoryLabels() {
  const intl = useIntl();
  const pick = (ids: string[], raw: string, values?: Record<string, string | number>) => {
    const id = ids.find((k) => intl.messages[k] !== undefined);
    return id ? (intl.formatMessage({ id }, values) as string) : raw;
  };
  return {
    t: (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values) as string,
    event: (e: string) => pick([`history.event.${e}`], e),
    status: (s: string | null) => (s === null ? '—' : pick([`documentStatus.${s}`, `history.status.${s}`], s)),
    type: (ty: string) => pick([`documentTypes.${ty}`, `history.type.${ty}`], ty),
    reason: (r: string | null) => (r === null ? '' : pick([`rules.${r}`, `history.${r}`], r)),
  };
}

/** dd.MM.yyyy HH:mm in local time */
export function formatDateTime(value: string): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
