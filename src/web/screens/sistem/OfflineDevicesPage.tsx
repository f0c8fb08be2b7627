import { Button, Card, H3, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatDateTime } from '../../../domain/format';
import { useOfflineDevices, useReleaseDevice } from '../../api/offlineDevices';
import { useT } from '../../i18n/useT';

/** /sistem/cihaz (admins): each user's device authorised for the offline till, released here so that another may be. */
export function OfflineDevicesPage({ path }: { path: string }) {
  const t = useT();
  const devices = useOfflineDevices();
  const release = useReleaseDevice();
  return (
    <Card className="defter-page" data-testid="offline-devices" data-route={path}>
      <H3>{t('route.offlineDevices')}</H3>
      <p>{t('devices.help')}</p>
      {!devices.data ? (
        <Spinner size={32} />
      ) : devices.data.length === 0 ? (
        <NonIdealState icon="mobile-phone" title={t('devices.none')} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable striped compact style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{t('devices.user')}</th>
                <th>{t('devices.deviceId')}</th>
                <th>{t('devices.authorisedAt')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {devices.data.map((d) => (
                <tr key={d.userId} data-testid="offline-device" data-email={d.email}>
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
                      data-testid="device-release"
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
