import { Button, Card, H3, HTMLSelect, HTMLTable, InputGroup, NumericInput, Spinner, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { carrierSegment } from '../../../domain/cargo/carriers';
import { CARGO_PAYMENT_TYPES, type CarrierSettings } from '../../../domain/schemas/cargo';
import { showNotice } from '../../api/errorBus';
import { useCarriers, useSaveCarrier } from '../../api/cargo';
import { useT } from '../../i18n/useT';
import { navigate } from '../../routes/hashLocation';
import { fieldErrors, useMayOpen } from '../common/listHelpers';
import { carrierBody } from './carrierBody';

/** /sistem/kargotanimlari: the carriers the company uses, its customer code with each and the default options of a shipment. */
export function CarriersPage({ path }: { path: string }) {
  const t = useT();
  const carriers = useCarriers();
  return (
    <Card className="defter-page" data-route={path} data-testid="cargo-carriers">
      <H3>{t('route.cargoCarriers')}</H3>
      <p className="bp6-text-muted">{t('cargo.carriersIntro')}</p>
      {!carriers.data ? (
        <Spinner size={32} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable striped compact style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{t('cargo.carrier')}</th>
                <th>{t('cargo.settings.active')}</th>
                <th>{t('cargo.settings.customerCode')}</th>
                <th>{t('cargo.settings.paymentType')}</th>
                <th>{t('cargo.settings.packageCount')}</th>
                <th>{t('cargo.settings.description')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {carriers.data.map((c) => (
                <CarrierRow key={`${c.carrier}-${c.version}`} settings={c} />
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  );
}

function CarrierRow({ settings }: { settings: CarrierSettings }) {
  const t = useT();
  const save = useSaveCarrier(settings.carrier);
  const mayConfigure = useMayOpen(`/modul/${carrierSegment(settings.carrier)}/ayar`);
  const [f, setF] = useState({
    active: settings.active,
    customerCode: settings.customerCode,
    paymentType: settings.paymentType,
    packageCount: settings.packageCount,
    description: settings.description,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSave = () =>
    save.mutate(carrierBody(settings, f), {
      onSuccess: () => showNotice({ kind: 'toast', intent: 'success', message: t('cargo.settings.saved'), timeout: 3000 }),
      onError: (err) => setErrors(fieldErrors(err)),
    });
  return (
    <tr data-testid="cargo-carrier" data-carrier={settings.carrier}>
      <td>{t(`cargo.carriers.${settings.carrier}`)}</td>
      <td>
        <Switch
          style={{ margin: 0 }}
          checked={f.active}
          onChange={() => setF((s) => ({ ...s, active: !s.active }))}
          aria-label={t('cargo.settings.active')}
          data-testid="cargo-active"
        />
      </td>
      <td>
        <InputGroup
          dir="ltr"
          value={f.customerCode}
          intent={errors.customerCode ? 'danger' : 'none'}
          onChange={(e) => setF((s) => ({ ...s, customerCode: e.target.value }))}
          aria-label={t('cargo.settings.customerCode')}
        />
      </td>
      <td>
        <HTMLSelect
          value={f.paymentType}
          onChange={(e) => setF((s) => ({ ...s, paymentType: e.target.value as CarrierSettings['paymentType'] }))}
          options={CARGO_PAYMENT_TYPES.map((p) => ({ value: p, label: t(`cargo.settings.paymentTypes.${p}`) }))}
          aria-label={t('cargo.settings.paymentType')}
        />
      </td>
      <td style={{ width: 110 }}>
        <NumericInput
          min={1}
          max={99}
          fill
          value={f.packageCount}
          onValueChange={(n) => setF((s) => ({ ...s, packageCount: Number.isFinite(n) ? n : 1 }))}
          aria-label={t('cargo.settings.packageCount')}
        />
      </td>
      <td>
        <InputGroup value={f.description} onChange={(e) => setF((s) => ({ ...s, description: e.target.value }))} aria-label={t('cargo.settings.description')} />
      </td>
      <td style={{ whiteSpace: 'nowrap' }}>
        <Button
          small
          intent="primary"
          icon="floppy-disk"
          loading={save.isPending}
          text={t('cargo.settings.save')}
          onClick={onSave}
          data-testid="cargo-carrier-save"
        />
        {mayConfigure && (
          <Button
            small
            variant="minimal"
            icon="cog"
            text={t('cargo.settings.connection')}
            onClick={() => navigate(`/modul/${carrierSegment(settings.carrier)}/ayar`)}
          />
        )}
      </td>
    </tr>
  );
}
