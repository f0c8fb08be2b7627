import { H5, Spinner, Tag } from '@blueprintjs/core';
import { useEffect } from 'react';
import type { LineageView } from '../../../../domain/schemas/document-views';
import { useLineage } from '../../../api/fetchDocumentLineage';
import { useT } from '../../../i18n/useT';
import { currentPath } from '../../../routes/hashLocation';
import { editPathOf } from '../../common/receiptRoutes';

type Brief = LineageView['sources'][number];

function DocLink({ doc }: { doc: Brief }) {
  const t = useT();
  const to = editPathOf(doc.type, doc.id) ?? `/siparis/takip/${doc.id}`;
  return (
    <li data-testid="lineage-doc" data-doc-id={doc.id} data-type={doc.type} style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
      <span>{t(`documentTypes.${doc.type}`)}</span>
      <a href={`#${to}`} dir="ltr" data-testid="lineage-link">
        {doc.number}
      </a>
      <Tag minimal>{t(`documentStatus.${doc.status}`)}</Tag>
    </li>
  );
}

/** Read-only: what this document was made from (several for a merged invoice) and what was made of it. */
export function LineagePanel({ id, path }: { id: number; path: string }) {
  const t = useT();
  const lineage = useLineage(id);
  const { refetch } = lineage;
  // the editor stays mounted in its tab while documents are made from it elsewhere: look again on coming back
  useEffect(() => {
    const back = () => {
      if (currentPath() === path) void refetch();
    };
    window.addEventListener('hashchange', back);
    return () => window.removeEventListener('hashchange', back);
  }, [path, refetch]);
  if (lineage.isPending) return <Spinner size={16} />;
  if (lineage.isError) return null;
  const { sources, targets } = lineage.data;
  return (
    <section className="receipt-no-print" data-testid="lineage" aria-label={t('receiptEditor.lineage.title')} style={{ marginTop: 12 }}>
      <H5>{t('receiptEditor.lineage.title')}</H5>
      {sources.length === 0 && targets.length === 0 && <small className="bp6-text-muted">{t('receiptEditor.lineage.none')}</small>}
      {sources.length > 0 && (
        <div data-testid="lineage-sources">
          <small className="bp6-text-muted">{t('receiptEditor.lineage.sources')}</small>
          <ul style={{ margin: '4px 0', paddingInlineStart: 18 }}>
            {sources.map((d) => (
              <DocLink key={d.id} doc={d} />
            ))}
          </ul>
        </div>
      )}
      {targets.length > 0 && (
        <div data-testid="lineage-targets">
          <small className="bp6-text-muted">{t('receiptEditor.lineage.targets')}</small>
          <ul style={{ margin: '4px 0', paddingInlineStart: 18 }}>
            {targets.map((d) => (
              <DocLink key={d.id} doc={d} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
