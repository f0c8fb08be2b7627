import { Callout, Card, H3, HTMLTable, Tag } from '@blueprintjs/core';
import { useCatalogueChecks } from '../../api/catalogue';
import { useT } from '../../i18n/useT';
import { navigate } from '../../routes/hashLocation';
import { routePath } from '../../routes/routeTable';
import { RowButton } from '../common/RowButton';

/** /kibourun/kontrol: the entries that need the keeper's attention, each with why (the server decides, domain/catalogue/entry.ts). */
export function CatalogueChecksPage({ path }: { path: string }) {
  const t = useT();
  const { data } = useCatalogueChecks();
  return (
    <Card className="defter-page" data-testid="catalogue-checks" data-route={path}>
      <H3>{t('route.catalogueChecks')}</H3>
      {data?.length === 0 && <Callout intent="success">{t('catalogue.noAttention')}</Callout>}
      {!!data?.length && (
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable compact striped style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{t('catalogue.title')}</th>
                <th>{t('catalogue.author')}</th>
                <th>{t('catalogue.isbn')}</th>
                <th>{t('catalogue.reasonsHeader')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {data.map((e) => (
                <tr key={e.id} data-testid="attention-row" data-title={e.title}>
                  <td>{e.title}</td>
                  <td>{e.author ?? ''}</td>
                  <td dir="ltr">{e.isbn ?? ''}</td>
                  <td>
                    {e.reasons.map((r) => (
                      <Tag key={r} intent="warning" minimal style={{ margin: 2 }} data-reason={r}>
                        {t(`catalogue.reasons.${r}`)}
                      </Tag>
                    ))}
                  </td>
                  <td>
                    <RowButton icon="edit" text={t('catalogue.edit')} onClick={() => navigate(routePath('/kibourun/duzen/{id}', { id: e.id }))} testId="edit" />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  );
}
