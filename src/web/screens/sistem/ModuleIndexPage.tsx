import { AnchorButton, Card, H3, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { formatDateTime } from '../../../domain/format';
import { navigate } from '../../routes/hashLocation';
import { useModuleIndex } from '../../api/moduleIndex';
import { useT } from '../../i18n/useT';

/** /modul: every integration with whether the company has set it up and when it last ran; each opens its own page. */
export function ModuleIndexPage({ path }: { path: string }) {
  const t = useT();
  const modules = useModuleIndex();
  if (!modules.data) return <Spinner size={32} />;
  return (
    <Card className="defter-page" data-route={path} data-testid="module-index">
      <H3>{t('route.moduleIndex')}</H3>
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th>{t('moduleIndex.column.module')}</th>
            <th>{t('moduleIndex.column.configured')}</th>
            <th>{t('moduleIndex.column.lastRun')}</th>
          </tr>
        </thead>
        <tbody>
          {modules.data.map((m) => (
            <tr key={m.id} data-module={m.id}>
              <td>
                <AnchorButton minimal text={m.title} onClick={() => navigate(m.path)} />
              </td>
              <td>
                <Tag intent={m.configured ? 'success' : 'none'}>
                  {m.configured ? t('moduleIndex.configured') : t('moduleIndex.notConfigured')}
                  {m.detail ? ` · ${m.detail}` : ''}
                </Tag>
              </td>
              <td>{m.lastRunAt ? formatDateTime(m.lastRunAt) : t('moduleIndex.never')}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}
