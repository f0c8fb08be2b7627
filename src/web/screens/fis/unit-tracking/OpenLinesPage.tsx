import { Button, Callout, Card, ControlGroup, H3, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { formatAmount, formatDateTime } from '../../../../domain/format';
import { nextStep } from '../../../../domain/unit-tracking/steps';
import { fetchDocuments } from '../../../api/fetchDocuments';
import { useAddTrackingUnit, useMoveLine, useOpenLines, useTrackingUnits } from '../../../api/unitTracking';
import { useT } from '../../../i18n/useT';
import { navigate } from '../../../routes/hashLocation';
import { formErrors } from '../../common/listHelpers';
import { StepArrow, StepTag } from './StepTag';
import { useTrackingWrite } from './useTrackingWrite';

/**
 * /fis/birimtakip: the lines handed to the business's units and not yet delivered, by unit, each moved one step on
 * from here; a receipt's number opens its lines (/fis/birimtakip/{id}); a manager adds units.
 */
export function OpenLinesPage({ path }: { path: string }) {
  const t = useT();
  const [unitId, setUnitId] = useState<number | null>(null);
  const units = useTrackingUnits();
  const open = useOpenLines(unitId);
  const move = useMoveLine();
  const may = useTrackingWrite();
  return (
    <Card className="defter-page" data-testid="unit-tracking" data-route={path}>
      <H3>{t('route.unitTracking')}</H3>
      <p>{t('unitTracking.help')}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 12 }}>
        <FindDocument />
        {may.addsUnits && <AddUnit />}
      </div>
      {units.data && units.data.length === 0 ? (
        <Callout>{t('unitTracking.noUnits')}</Callout>
      ) : (
        <HTMLSelect
          aria-label={t('unitTracking.unit')}
          value={unitId ?? ''}
          data-testid="tracking-unit-filter"
          onChange={(e) => setUnitId(e.target.value ? Number(e.target.value) : null)}
          options={[{ value: '', label: t('unitTracking.allUnits') }, ...(units.data ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.open})` }))]}
        />
      )}
      {move.error && (
        <Callout intent="danger" style={{ marginTop: 12 }}>
          {Object.values(formErrors(move.error))[0]}
        </Callout>
      )}
      {!open.data ? (
        <Spinner size={24} />
      ) : open.data.length === 0 ? (
        <NonIdealState icon="tick-circle" description={t('unitTracking.noOpen')} />
      ) : (
        <div style={{ overflowX: 'auto', maxWidth: '100%', marginTop: 12 }}>
          <HTMLTable compact striped style={{ width: '100%', whiteSpace: 'nowrap' }}>
            <thead>
              <tr>
                <th>{t('unitTracking.unit')}</th>
                <th>{t('unitTracking.document')}</th>
                <th>{t('unitTracking.product')}</th>
                <th style={{ textAlign: 'end' }}>{t('unitTracking.quantity')}</th>
                <th>{t('unitTracking.step')}</th>
                <th>{t('unitTracking.since')}</th>
                {may.moves && <th />}
              </tr>
            </thead>
            <tbody>
              {open.data.map((l) => {
                const next = nextStep(l.step);
                return (
                  <tr key={`${l.documentId}:${l.lineId}`} data-testid="open-line">
                    <td>{l.unitName}</td>
                    <td dir="ltr">
                      <a href={`#/fis/birimtakip/${l.documentId}`}>{l.number}</a>
                    </td>
                    <td>{l.productName}</td>
                    <td style={{ textAlign: 'end' }} dir="ltr">
                      {formatAmount(l.quantity)}
                    </td>
                    <td>
                      <StepTag step={l.step} />
                    </td>
                    <td>
                      {formatDateTime(l.movedAt)} · {l.movedBy}
                    </td>
                    {may.moves && (
                      <td>
                        {next && (
                          <Button
                            small
                            icon={<StepArrow forward />}
                            text={t(`unitTracking.steps.${next}`)}
                            loading={move.isPending && move.variables?.lineId === l.lineId}
                            onClick={() => move.mutate({ documentId: l.documentId, lineId: l.lineId, step: next })}
                            data-testid="open-line-next"
                          />
                        )}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  );
}

/** A receipt's or an order's number opens its lines' tracking. */
function FindDocument() {
  const t = useT();
  const [number, setNumber] = useState('');
  const [missing, setMissing] = useState(false);
  const find = async (e: FormEvent) => {
    e.preventDefault();
    const page = await fetchDocuments({ q: number.trim(), limit: 1, offset: 0 });
    const doc = page.items[0];
    setMissing(!doc);
    if (doc) navigate(`/fis/birimtakip/${doc.id}`);
  };
  return (
    <form onSubmit={find}>
      <ControlGroup>
        <InputGroup
          dir="ltr"
          value={number}
          placeholder={t('unitTracking.findDocument')}
          aria-label={t('unitTracking.findDocument')}
          onChange={(e) => setNumber(e.target.value)}
          data-testid="tracking-find-number"
        />
        <Button type="submit" icon="search" text={t('unitTracking.open')} disabled={!number.trim()} />
      </ControlGroup>
      {missing && <div role="alert">{t('unitTracking.notFound')}</div>}
    </form>
  );
}

function AddUnit() {
  const t = useT();
  const [name, setName] = useState('');
  const add = useAddTrackingUnit();
  const error = add.error ? Object.values(formErrors(add.error))[0] : undefined;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate(name.trim(), { onSuccess: () => setName('') });
      }}
    >
      <ControlGroup>
        <InputGroup
          value={name}
          placeholder={t('unitTracking.unitName')}
          aria-label={t('unitTracking.unitName')}
          intent={error ? 'danger' : 'none'}
          onChange={(e) => setName(e.target.value)}
          data-testid="tracking-unit-name"
        />
        <Button type="submit" icon="add" text={t('unitTracking.addUnit')} disabled={!name.trim()} loading={add.isPending} data-testid="tracking-unit-add" />
      </ControlGroup>
      {error && <div role="alert">{error}</div>}
    </form>
  );
}
