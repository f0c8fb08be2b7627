import { AnchorButton, Button, Callout, Card, H3, HTMLSelect, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatAmount, formatDateTime } from '../../../../domain/format';
import type { TrackedDocument } from '../../../../domain/schemas/unit-tracking';
import { TRACKING_STEPS, nextStep, type TrackingStep } from '../../../../domain/unit-tracking/steps';
import { useMoveLine, useTrackedDocument, useTrackingUnits } from '../../../api/unitTracking';
import { useT } from '../../../i18n/useT';
import { BackIcon } from '../../common/FormField';
import { DocumentStatusTag } from '../../common/DocumentStatusTag';
import { formErrors } from '../../common/listHelpers';
import { editPathOf } from '../../common/receiptRoutes';
import { StepArrow, StepTag } from './StepTag';
import { useTrackingWrite } from './useTrackingWrite';

const previousStep = (step: TrackingStep): TrackingStep | null => TRACKING_STEPS[TRACKING_STEPS.indexOf(step) - 1] ?? null;

/**
 * /fis/birimtakip/{id}: a receipt's or an order's lines, each handed to a unit and moved through its steps
 * (received → in progress → ready → delivered), with who moved it and when.
 */
export function DocumentTrackingPage({ path, id }: { path: string; id: number }) {
  const t = useT();
  const doc = useTrackedDocument(id);
  const units = useTrackingUnits();
  const move = useMoveLine();
  const may = useTrackingWrite();
  if (doc.isError) return <NonIdealState icon="error" description={t('unitTracking.notFound')} />;
  if (!doc.data) return <Spinner size={24} />;
  const d: TrackedDocument = doc.data;
  const editable = may.moves && d.status !== 'cancelled';
  const docPath = editPathOf(d.type, d.documentId);
  return (
    <Card className="defter-page" data-testid="document-tracking" data-route={path}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <AnchorButton href="#/fis/birimtakip" minimal icon={<BackIcon />} text={t('unitTracking.backToOpen')} />
        <H3 style={{ margin: 0 }}>
          {t('route.unitTracking')}: {docPath ? <a href={`#${docPath}`}>{d.number}</a> : d.number}
        </H3>
        <DocumentStatusTag type={d.type} status={d.status} />
      </div>
      {move.error && (
        <Callout intent="danger" style={{ marginBottom: 12 }} data-testid="tracking-refusal">
          {Object.values(formErrors(move.error))[0]}
        </Callout>
      )}
      {units.data?.length === 0 && <Callout style={{ marginBottom: 12 }}>{t('unitTracking.noUnits')}</Callout>}
      <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
        <HTMLTable compact striped style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>{t('unitTracking.product')}</th>
              <th style={{ textAlign: 'end' }}>{t('unitTracking.quantity')}</th>
              <th>{t('unitTracking.unit')}</th>
              <th>{t('unitTracking.step')}</th>
              <th>{t('unitTracking.moves')}</th>
            </tr>
          </thead>
          <tbody>
            {d.lines.map((l) => {
              const tr = l.tracking;
              const next = tr && nextStep(tr.step);
              const back = tr && tr.step !== 'delivered' ? previousStep(tr.step) : null;
              const moveTo = (step: TrackingStep) => move.mutate({ documentId: d.documentId, lineId: l.lineId, step });
              return (
                <tr key={l.lineId} data-testid="tracked-line" data-line-id={l.lineId}>
                  <td>{l.productName}</td>
                  <td style={{ textAlign: 'end' }} dir="ltr">
                    {formatAmount(l.quantity)}
                  </td>
                  <td>
                    <HTMLSelect
                      aria-label={t('unitTracking.unit')}
                      value={tr?.unitId ?? ''}
                      disabled={!editable || tr?.step === 'delivered'}
                      data-testid="tracked-line-unit"
                      onChange={(e) => e.target.value && move.mutate({ documentId: d.documentId, lineId: l.lineId, unitId: Number(e.target.value) })}
                      options={[
                        ...(tr ? [] : [{ value: '', label: t('unitTracking.pickUnit') }]),
                        ...(units.data ?? []).map((u) => ({ value: u.id, label: u.name })),
                      ]}
                    />
                  </td>
                  <td style={{ whiteSpace: 'nowrap' }}>
                    {tr ? <StepTag step={tr.step} /> : t('unitTracking.untracked')}
                    {editable && back && (
                      <Button
                        small
                        minimal
                        icon={<StepArrow forward={false} />}
                        title={t(`unitTracking.steps.${back}`)}
                        aria-label={t(`unitTracking.steps.${back}`)}
                        onClick={() => moveTo(back)}
                      />
                    )}
                    {editable && next && (
                      <Button
                        small
                        icon={<StepArrow forward />}
                        text={t(`unitTracking.steps.${next}`)}
                        onClick={() => moveTo(next)}
                        data-testid="tracked-line-next"
                      />
                    )}
                  </td>
                  <td>
                    {tr?.moves.map((m, i) => (
                      <div key={i} style={{ fontSize: 12 }}>
                        {m.unitName} · {t(`unitTracking.steps.${m.step}`)} · {m.userName} · {formatDateTime(m.at)}
                      </div>
                    ))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      </div>
    </Card>
  );
}
