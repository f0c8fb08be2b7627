import { Button, ButtonGroup, Callout, HTMLTable, Slider, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { isCurrency } from '../../../../domain/money/format';
import type { DocumentView } from '../../../../domain/schemas/document-views';
import type { DocumentReferences, NamedRecord } from '../../../../domain/schemas/document-replies';
import { recordIdOf } from '../../../../domain/documents/referenced-ids';
import { useHistoryLabels } from './historyLabels';
import { RecordName } from './RecordName';
import { differences, type ReplayStep } from './replaySteps';
import './history.css';
import { formatMoney, formatNumber } from '../../../../domain/format';

type Line = { id?: string; productId?: unknown; quantity?: unknown; unitPrice?: unknown; vatRate?: unknown; total?: unknown };
type Totals = { sub?: unknown; discount?: unknown; tax?: unknown; grand?: unknown };

const DECIMAL = /^-?\d+(\.\d+)?$/;
const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
/** the fields of a context naming a current account or a product, shown by name above the lines */
const REFERENCE_FIELDS = [
  ['accountId', 'accounts'],
  ['targetAccountId', 'accounts'],
  ['memberId', 'accounts'],
  ['copyId', 'products'],
] as const;

const byId = (records: readonly NamedRecord[] | undefined) => new Map((records ?? []).map((r) => [r.id, r]));

/** Step through the journal: the document as the machine rebuilt it after each row, its products and accounts by code and name. */
export function ReplayStepper({ steps, stored, references }: { steps: readonly ReplayStep[]; stored: DocumentView; references?: DocumentReferences }) {
  const L = useHistoryLabels();
  const named = { products: byId(references?.products), accounts: byId(references?.accounts) };
  const find = (kind: keyof typeof named, id: unknown) => {
    const n = recordIdOf(id);
    return n === null ? undefined : named[kind].get(n);
  };
  const last = steps.length - 1;
  const [index, setIndex] = useState(last);
  const at = Math.min(Math.max(index, 0), last);
  const step = steps[at];
  if (!step) return null;
  const state = step.state;
  const context = state?.context ?? {};
  const currency = isCurrency(context.currency) ? context.currency : 'TRY';
  const money = (v: unknown) => (DECIMAL.test(text(v)) ? formatMoney(text(v), { currency, symbol: true }) : text(v));
  const number = (v: unknown) => (DECIMAL.test(text(v)) ? formatNumber(text(v)) : text(v));
  const lines = Array.isArray(context.lines) ? (context.lines as Line[]) : null;
  const totals = context.totals && typeof context.totals === 'object' ? (context.totals as Totals) : null;
  const accepted = steps.filter((s) => s.entry.accepted).length;
  const diff = differences(steps[last]?.state ?? null, accepted, stored);
  const broken = steps.find((s) => s.problem !== null);

  return (
    <div data-testid="replay" data-step={at + 1} data-status={state?.status ?? ''}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginBottom: 8 }}>
        <ButtonGroup className="history-replay-nav">
          <Button
            icon="double-chevron-left"
            aria-label={L.t('history.replay.first')}
            title={L.t('history.replay.first')}
            disabled={at === 0}
            onClick={() => setIndex(0)}
            data-testid="replay-first"
          />
          <Button
            icon="chevron-left"
            aria-label={L.t('history.replay.previous')}
            title={L.t('history.replay.previous')}
            disabled={at === 0}
            onClick={() => setIndex(at - 1)}
            data-testid="replay-previous"
          />
          <Button
            icon="chevron-right"
            aria-label={L.t('history.replay.next')}
            title={L.t('history.replay.next')}
            disabled={at === last}
            onClick={() => setIndex(at + 1)}
            data-testid="replay-next"
          />
          <Button
            icon="double-chevron-right"
            aria-label={L.t('history.replay.last')}
            title={L.t('history.replay.last')}
            disabled={at === last}
            onClick={() => setIndex(last)}
            data-testid="replay-last"
          />
        </ButtonGroup>
        <span data-testid="replay-position">{L.t('history.replay.position', { n: at + 1, total: steps.length })}</span>
      </div>
      {steps.length > 1 && (
        <div dir="ltr" style={{ padding: '0 12px', maxWidth: 560 }}>
          <Slider
            min={1}
            max={steps.length}
            stepSize={1}
            labelStepSize={Math.max(1, Math.ceil(steps.length / 8))}
            value={at + 1}
            onChange={(v) => setIndex(v - 1)}
            data-testid="replay-slider"
          />
        </div>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, margin: '8px 0' }}>
        <strong data-testid="replay-event">
          {step.entry.seq}. {L.event(step.entry.event)}
        </strong>
        {step.entry.accepted ? (
          <Tag intent="success" minimal>
            {L.t('history.accepted')}
          </Tag>
        ) : (
          <Tag intent="danger" minimal>
            {L.t('history.refused')}: {L.reason(step.entry.reason)}
          </Tag>
        )}
        <span>{L.t('history.replay.status')}:</span>
        <Tag intent="primary" data-testid="replay-status" data-status={state?.status ?? ''}>
          {state ? L.status(state.status) : '—'}
        </Tag>
      </div>
      {step.problem && (
        <Callout intent="danger" data-testid="replay-problem">
          {L.t('history.replay.problem', { reason: L.reason(step.problem) })}
        </Callout>
      )}
      {REFERENCE_FIELDS.some(([f]) => context[f]) && (
        <dl data-testid="replay-references" style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 12px', margin: '8px 0' }}>
          {REFERENCE_FIELDS.filter(([f]) => context[f]).map(([f, kind]) => (
            <div key={f} data-field={f} style={{ display: 'contents' }}>
              <dt>{L.t(`history.ref.${f}`)}</dt>
              <dd style={{ margin: 0 }}>
                <RecordName id={context[f]} record={find(kind, context[f])} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {lines && (
        <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
          <HTMLTable compact striped data-testid="replay-lines" style={{ width: '100%' }}>
            <thead>
              <tr>
                <th style={{ textAlign: 'start' }}>{L.t('history.line.product')}</th>
                <th style={{ textAlign: 'end' }}>{L.t('history.line.quantity')}</th>
                <th style={{ textAlign: 'end' }}>{L.t('history.line.unitPrice')}</th>
                <th style={{ textAlign: 'end' }}>{L.t('history.line.vat')}</th>
                <th style={{ textAlign: 'end' }}>{L.t('history.line.total')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((l, i) => (
                <tr key={l.id ?? i} data-line={i + 1}>
                  <td style={{ textAlign: 'start', whiteSpace: 'normal' }} data-col="product">
                    <RecordName id={l.productId} record={find('products', l.productId)} />
                  </td>
                  <td style={{ textAlign: 'end' }} dir="ltr">
                    {number(l.quantity)}
                  </td>
                  <td style={{ textAlign: 'end' }} dir="ltr">
                    {money(l.unitPrice)}
                  </td>
                  <td style={{ textAlign: 'end' }} dir="ltr">
                    %{text(l.vatRate)}
                  </td>
                  <td style={{ textAlign: 'end' }} dir="ltr">
                    {money(l.total)}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {totals && (
        <HTMLTable compact data-testid="replay-totals" style={{ marginTop: 8 }}>
          <tbody>
            {(['sub', 'discount', 'tax', 'grand'] as const).map((k) => (
              <tr key={k}>
                <th style={{ textAlign: 'start', fontWeight: k === 'grand' ? 700 : 400 }}>{L.t(`receiptEditor.totals.${k}`)}</th>
                <td style={{ textAlign: 'end', fontWeight: k === 'grand' ? 700 : 400 }}>
                  <span dir="ltr" data-testid={`replay-total-${k}`}>
                    {money(totals[k])}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <div style={{ marginTop: 12 }}>
        {diff.length === 0 && !broken ? (
          <Callout intent="success" icon="tick-circle" data-testid="replay-check" data-matches="true">
            {L.t('history.replay.matches')}
          </Callout>
        ) : (
          <Callout intent="warning" icon="warning-sign" data-testid="replay-check" data-matches="false">
            {L.t('history.replay.differs', { fields: diff.join(', ') || '—' })}
          </Callout>
        )}
      </div>
    </div>
  );
}
