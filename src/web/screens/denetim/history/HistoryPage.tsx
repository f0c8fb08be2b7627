import { Card, H3, NonIdealState, Spinner, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { familyForType } from '../../../../../machines/index';
import { useDocumentHistory } from '../../../api/fetchDocumentHistory';
import { documentViewSchema } from '../../../../domain/schemas/document-views';
import { useDocument } from '../../../api/fetchDocument';
import { useDocumentReferences } from '../../../api/fetchDocumentReferences';
import { JournalTable } from './JournalTable';
import { LifecycleDiagram } from './LifecycleDiagram';
import { ReplayStepper } from './ReplayStepper';
import { useHistoryLabels } from './historyLabels';
import { replaySteps } from './replaySteps';

type Part = 'journal' | 'diagram' | 'replay';

/** /denetim/belge/{id}: a document's journal, its lifecycle picture and a step-by-step replay, read-only. */
export function HistoryPage({ path, id }: { path: string; id: number }) {
  const L = useHistoryLabels();
  const doc = useDocument(id, documentViewSchema);
  const history = useDocumentHistory(id);
  // the names of the products and accounts the journal holds ids of: the replay shows them by name once they are here
  const references = useDocumentReferences(id);
  const [part, setPart] = useState<Part>('journal');
  const family = doc.data ? familyForType(doc.data.type) : undefined;
  const steps = useMemo(() => (family && history.data ? replaySteps(family, history.data) : []), [family, history.data]);

  if (doc.isPending || history.isPending) return <Spinner size={32} />;
  if (doc.error || history.error || !doc.data || !history.data) {
    return (
      <Card className="defter-page" data-route={path}>
        <NonIdealState icon="error" title={L.t('history.notFound')} data-testid="history-error" />
      </Card>
    );
  }
  const d = doc.data;
  return (
    <Card className="defter-page" data-testid="document-history" data-route={path} style={{ minWidth: 0, maxWidth: '100%' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <H3 style={{ margin: 0 }} data-testid="history-title">
          {L.type(d.type)} <span dir="ltr">{d.number}</span>
        </H3>
        <Tag intent="primary" data-testid="history-status" data-status={d.status}>
          {L.status(d.status)}
        </Tag>
      </div>
      <Tabs id="document-history-parts" selectedTabId={part} onChange={(p) => setPart(p as Part)} renderActiveTabPanelOnly>
        <Tab id="journal" title={L.t('history.tab.journal')} panel={<JournalTable rows={history.data} />} data-testid="tab-journal" />
        <Tab
          id="diagram"
          title={L.t('history.tab.diagram')}
          panel={family ? <LifecycleDiagram family={family} rows={history.data} current={d.status} /> : <NonIdealState title={L.t('history.noMachine')} />}
          data-testid="tab-diagram"
        />
        <Tab
          id="replay"
          title={L.t('history.tab.replay')}
          panel={family ? <ReplayStepper steps={steps} stored={d} references={references.data} /> : <NonIdealState title={L.t('history.noMachine')} />}
          data-testid="tab-replay"
        />
      </Tabs>
    </Card>
  );
}
