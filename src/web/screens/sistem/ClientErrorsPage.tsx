import { Card, H3, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatDateTime } from '../../../domain/format';
import { useClientErrors } from '../../api/clientErrors';
import { useT } from '../../i18n/useT';

/** /sistem/hata (admins): the uncaught errors the company's browsers reported, newest first, with their stack. */
export function ClientErrorsPage({ path }: { path: string }) {
  const t = useT();
  const errors = useClientErrors();
  return (
    <Card className="defter-page" data-testid="client-errors" data-route={path}>
      <H3>{t('route.clientErrors')}</H3>
      {!errors.data ? (
        <Spinner size={32} />
      ) : errors.data.length === 0 ? (
        <NonIdealState icon="tick-circle" title={t('clientErrors.none')} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable striped compact style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{t('clientErrors.at')}</th>
                <th>{t('clientErrors.message')}</th>
                <th>{t('clientErrors.route')}</th>
                <th>{t('clientErrors.version')}</th>
                <th>{t('clientErrors.user')}</th>
              </tr>
            </thead>
            <tbody>
              {errors.data.map((e) => (
                <tr key={e.id} data-testid="client-error">
                  <td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.createdAt)}</td>
                  <td dir="ltr">
                    <div data-testid="client-error-message">{e.message}</div>
                    {e.stack && (
                      <details>
                        <summary>stack</summary>
                        <pre style={{ whiteSpace: 'pre-wrap', fontSize: 11, margin: 0 }}>{e.stack}</pre>
                      </details>
                    )}
                  </td>
                  <td dir="ltr">{e.route}</td>
                  <td dir="ltr">{e.appVersion}</td>
                  <td>{e.userId}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  );
}
