import { Button, Callout, Card, Checkbox, H3, H5, HTMLSelect, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../../domain/format';
import { useWarehouses } from '../../../api/fetchWarehouses';
import { useMobileDevices, useMobileSettings, useReleaseMobileDevice, useSaveMobileSettings } from '../../../api/mobile';
import { useT } from '../../../i18n/useT';
import { formErrors } from '../../common/listHelpers';

/**
 * /modul/mobil/ayar: the warehouse the phones count in, whether they may count, and the phones authorised (one per
 * user, the offline till's device authorisation), each released here so that its user may register another.
 */
export function MobileSettingsPage({ path }: { path: string }) {
  const t = useT();
  const settings = useMobileSettings();
  const save = useSaveMobileSettings();
  const warehouses = useWarehouses().data ?? [];
  const devices = useMobileDevices();
  const release = useReleaseMobileDevice();
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const [mayCount, setMayCount] = useState(true);
  useEffect(() => {
    if (!settings.data) return;
    setWarehouseId(settings.data.warehouseId);
    setMayCount(settings.data.mayCount);
  }, [settings.data]);
  const errors = formErrors(save.error);
  return (
    <Card className="defter-page depot-page" data-testid="mobile-settings" data-route={path}>
      <H3>{t('route.mobileSettings')}</H3>
      <div className="depot-fields">
        <HTMLSelect
          fill
          aria-label={t('mobile.warehouse')}
          value={warehouseId ?? ''}
          data-testid="mobile-warehouse"
          onChange={(e) => setWarehouseId(e.target.value ? Number(e.target.value) : null)}
          options={[{ value: '', label: t('mobile.noWarehouse') }, ...warehouses.map((w) => ({ value: w.id, label: w.name }))]}
        />
        <Checkbox checked={mayCount} label={t('mobile.mayCount')} data-testid="mobile-may-count" onChange={(e) => setMayCount(e.currentTarget.checked)} />
        <Button
          intent="primary"
          icon="floppy-disk"
          text={t('depot.save')}
          loading={save.isPending}
          disabled={!settings.data}
          data-testid="mobile-settings-save"
          onClick={() => save.mutate({ warehouseId, mayCount })}
        />
      </div>
      {Object.values(errors)[0] && <Callout intent="danger">{Object.values(errors)[0]}</Callout>}
      <H5 style={{ marginTop: 16 }}>{t('mobile.devices')}</H5>
      <p>{t('devices.help')}</p>
      {devices.data?.length === 0 ? (
        <NonIdealState icon="mobile-phone" title={t('devices.none')} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable striped compact style={{ width: '100%' }} data-testid="mobile-devices">
            <thead>
              <tr>
                <th>{t('devices.user')}</th>
                <th>{t('devices.deviceId')}</th>
                <th>{t('devices.authorisedAt')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {(devices.data ?? []).map((d) => (
                <tr key={d.userId} data-testid="mobile-device" data-email={d.email}>
                  <td>
                    {d.name}
                    <br />
                    <small dir="ltr">{d.email}</small>
                  </td>
                  <td dir="ltr" style={{ wordBreak: 'break-all' }}>
                    {d.deviceId}
                  </td>
                  <td>{formatDateTime(d.authorisedAt)}</td>
                  <td>
                    <Button
                      small
                      intent="danger"
                      icon="unlock"
                      text={t('devices.release')}
                      loading={release.isPending && release.variables === d.userId}
                      onClick={() => release.mutate(d.userId)}
                      data-testid="mobile-device-release"
                    />
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
