import { AnchorButton, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import type { FormEvent } from 'react';
import { documentLock } from '../../../../machines/locks';
import { pointsVoucherCreateBody } from '../../../../machines/points/schemas';
import type { PointsVoucherType } from '../../../../machines/points/rules';
import { pointsVoucherViewSchema, type PointsVoucherView } from '../../../domain/schemas/document-views';
import { companyToday } from '../../api/businessDay';
import { useCreatePointsVoucher, type PointsVoucherFields } from '../../api/createPointsVoucher';
import { useDocument } from '../../api/fetchDocument';
import { useDocumentEvent } from '../../api/sendDocumentEvent';
import { useT } from '../../i18n/useT';
import { AccountPicker } from '../common/AccountPicker';
import { DateField } from '../common/DateField';
import { DocumentFormShell } from '../common/DocumentFormShell';
import { BackIcon, formGridStyle, TextField } from '../common/FormField';
import { useDocumentForm } from '../common/useDocumentForm';
import { schemaErrors } from '../common/schemaErrors';
import { useMayWrite } from '../common/useMayWrite';
import { VoucherActions } from '../common/VoucherActions';
import { voucherCommands } from '../common/voucherCommands';

export const POINTS_VOUCHER_SEGMENTS: Readonly<Record<PointsVoucherType, string>> = { pointsIn: 'puanin', pointsOut: 'puanout' };
const pointsVoucherPath = (type: string, id: number) => `/cari/${POINTS_VOUCHER_SEGMENTS[type as PointsVoucherType] ?? 'puanin'}/duzen/${id}`;
/** The points voucher type of a route path such as /cari/puanin/yeni or /cari/puanout/duzen/5. */
export const pointsVoucherTypeOfPath = (path: string) =>
  (Object.keys(POINTS_VOUCHER_SEGMENTS) as PointsVoucherType[]).find((t) => POINTS_VOUCHER_SEGMENTS[t] === path.split('/')[2]);

const REFRESHES = [['accounts'], ['account-points']] as const;

interface Values {
  accountId: string;
  points: string;
  reason: string;
  date: string;
  expiresOn: string;
}
type Field = keyof Values;

const valuesOf = (v: PointsVoucherView | undefined): Values => ({
  accountId: v ? String(v.accountId) : '',
  points: v ? String(v.points) : '',
  reason: v?.reason ?? '',
  date: v?.date ?? companyToday(),
  expiresOn: v?.expiresOn ?? '',
});

/**
 * /cari/puanin and /cari/puanout (yeni, duzen/{id}): a manual award or correction of an account's loyalty points, with
 * its reason. Complete writes the points move; a points-out voucher beyond the balance is refused by its rule.
 */
export function PointsVoucherFormPage({ type, id, path }: { type: PointsVoucherType; id?: number; path: string }) {
  const t = useT();
  const voucher = useDocument(id ?? null, pointsVoucherViewSchema);
  if (id === undefined) return <PointsVoucherForm type={type} path={path} />;
  if (voucher.isPending) return <NonIdealState icon={<Spinner />} title={t('loyalty.loading')} />;
  if (!voucher.data) return <NonIdealState icon="error" title={t('loyalty.notFound')} action={<a href="#/cari/islem">{t('loyalty.back')}</a>} />;
  const v = voucher.data;
  return <PointsVoucherForm key={`${v.id}-${v.version}`} type={v.type as PointsVoucherType} voucher={v} path={path} />;
}

function PointsVoucherForm({ type, voucher, path }: { type: PointsVoucherType; voucher?: PointsVoucherView; path: string }) {
  const t = useT();
  const { values, setValues, errors, setErrors, other, setOther, field, showError } = useDocumentForm<Values>(() => valuesOf(voucher));
  const create = useCreatePointsVoucher();
  const event = useDocumentEvent(pointsVoucherViewSchema, REFRESHES);
  const busy = create.isPending || event.isPending;
  const writable = useMayWrite(type);
  const draft = writable && (!voucher || !documentLock(voucher.type, voucher.status).locked);
  const allowed = voucher?.allowedEvents ?? [];
  const dirty = !!voucher && JSON.stringify(values) !== JSON.stringify(valuesOf(voucher));

  const fields = (): PointsVoucherFields | null => {
    const body: PointsVoucherFields = {
      accountId: values.accountId,
      points: /^\d+$/.test(values.points.trim()) ? Number(values.points.trim()) : Number.NaN,
      reason: values.reason,
      date: values.date,
      ...(type === 'pointsIn' ? { expiresOn: values.expiresOn || (voucher ? null : undefined) } : {}),
    };
    const checked = schemaErrors(pointsVoucherCreateBody, { ...body, type }, values, t);
    setErrors(checked.errors);
    setOther([]);
    return Object.keys(checked.errors).length || !checked.ok ? null : body;
  };
  const commands = voucherCommands<PointsVoucherView, PointsVoucherFields>({
    stored: voucher,
    words: 'vouchers',
    t,
    create,
    event,
    pathOf: (v) => pointsVoucherPath(v.type, v.id),
    showError,
    onCreated: () => setValues(valuesOf(undefined)),
  });
  const save = (e: FormEvent) => {
    e.preventDefault();
    const body = fields();
    if (body) commands.save(body, type);
  };

  return (
    <DocumentFormShell
      path={path}
      testId="points-voucher-form"
      type={type}
      doc={voucher ? { number: voucher.number, status: voucher.status } : null}
      title={t(`route.${type}${voucher ? 'Edit' : 'New'}`)}
      idPrefix="points-voucher"
      before={<AnchorButton href="#/cari/islem" minimal icon={<BackIcon />} text={t('loyalty.back')} data-testid="back-link" />}
      lockTestId="points-voucher-locked"
      style={{ maxWidth: 860 }}
    >
      <Callout intent="none" icon="info-sign" style={{ marginBottom: 12 }}>
        {t(`loyalty.effect.${type}`)}
      </Callout>
      {other.length > 0 && (
        <Callout intent="danger" style={{ marginBottom: 12 }} data-testid="points-voucher-error">
          {other.map((m, i) => (
            <div key={i}>{m}</div>
          ))}
        </Callout>
      )}
      <form onSubmit={save} noValidate>
        <fieldset disabled={!draft || busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <div style={formGridStyle}>
            <AccountPicker {...field('accountId')} label={t('loyalty.field.account')} required disabled={!draft} />
            <TextField {...field('points')} label={t('loyalty.field.points')} inputMode="numeric" dir="ltr" required />
            <TextField {...field('reason')} label={t('loyalty.field.reason')} required />
            <DateField {...field('date')} label={t('loyalty.field.date')} required />
            {type === 'pointsIn' && <DateField {...field('expiresOn')} label={t('loyalty.field.expiresOn')} />}
          </div>
        </fieldset>
        <VoucherActions
          words="vouchers"
          testId="points-voucher"
          draft={draft}
          saving={create.isPending || (event.isPending && event.variables?.type === 'EDIT')}
          stored={!!voucher && writable}
          allowed={allowed}
          dirty={dirty}
          busy={busy}
          loading={event.isPending ? event.variables?.type : null}
          onEvent={commands.send}
        />
      </form>
    </DocumentFormShell>
  );
}
