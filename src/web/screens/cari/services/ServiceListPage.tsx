import { AnchorButton, Button, ButtonGroup, Callout, Card, H3, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { formatAmount, formatDate } from '../../../../domain/format';
import type { Service } from '../../../../domain/schemas/services';
import { useServices } from '../../../api/fetchServices';
import { useUiSettings } from '../../../api/fetchUiSettings';
import { useRunServiceBilling } from '../../../api/saveService';
import { useT } from '../../../i18n/useT';
import { periodText } from './servicePeriod';

const PAGE = 50;
const end = { textAlign: 'end' } as const;

/**
 * /cari/servisler: the recurring services, active ones first, each with its account, period, price and the day its
 * next invoice falls due. Managers add and change them; an admin may bill the due periods now.
 */
export function ServiceListPage({ path }: { path: string }) {
  const t = useT();
  const [offset, setOffset] = useState(0);
  const services = useServices({ limit: PAGE, offset });
  const roles = useUiSettings().data?.authorizedUser.roles ?? [];
  const writes = roles.includes('admin') || roles.includes('manager');
  const billing = useRunServiceBilling();
  const data = services.data;
  return (
    <Card className="defter-page" data-testid="service-list" data-route={path}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 12 }}>
        <H3 style={{ margin: 0, flex: '1 1 auto' }}>{t('route.services')}</H3>
        {roles.includes('admin') && (
          <Button
            icon="refresh"
            text={t('services.runBilling')}
            loading={billing.isPending}
            onClick={() => billing.mutate()}
            data-testid="service-run-billing"
          />
        )}
        {writes && <AnchorButton intent="primary" icon="add" href="#/cari/servisler/yeni" text={t('services.new')} data-testid="service-new" />}
      </div>
      <p>{t('services.help')}</p>
      {billing.data && (
        <Callout intent="success" style={{ marginBottom: 12 }} data-testid="service-billing-done">
          {t('services.billingDone', { made: billing.data.made })}
        </Callout>
      )}
      {!data ? (
        <Spinner size={24} />
      ) : data.items.length === 0 ? (
        <NonIdealState icon="repeat" description={t('services.empty')} />
      ) : (
        <>
          <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
            <HTMLTable compact striped interactive style={{ width: '100%', whiteSpace: 'nowrap' }}>
              <thead>
                <tr>
                  <th>{t('services.name')}</th>
                  <th>{t('services.account')}</th>
                  <th>{t('services.period')}</th>
                  <th style={end}>{t('services.price')}</th>
                  <th>{t('services.nextDue')}</th>
                  <th style={end}>{t('services.invoices')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((s) => (
                  <ServiceRow key={s.id} service={s} />
                ))}
              </tbody>
            </HTMLTable>
          </div>
          {data.total > PAGE && (
            <ButtonGroup style={{ marginTop: 8 }}>
              <Button icon="chevron-left" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))} />
              <Button icon="chevron-right" disabled={offset + PAGE >= data.total} onClick={() => setOffset(offset + PAGE)} />
            </ButtonGroup>
          )}
        </>
      )}
    </Card>
  );
}

function ServiceRow({ service: s }: { service: Service }) {
  const t = useT();
  return (
    <tr data-testid="service-row" data-service-id={s.id}>
      <td>
        <a href={`#/cari/servisler/duzen/${s.id}`}>{s.name}</a> {!s.active && <Tag minimal>{t('services.inactive')}</Tag>}
      </td>
      <td>{s.accountName}</td>
      <td>{periodText(t, s)}</td>
      <td style={end} dir="ltr">
        {formatAmount(s.price)} {s.currency}
      </td>
      <td>{s.nextDueDate ? formatDate(s.nextDueDate) : '—'}</td>
      <td style={end} data-testid="service-invoice-count">
        {s.invoiceCount}
      </td>
    </tr>
  );
}
