import { useIntl } from 'react-intl';

/** `const t = useT(); t('login.submit')` — every user-visible text comes from locales/. */
export function useT(): (id: string, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values) as string;
}
