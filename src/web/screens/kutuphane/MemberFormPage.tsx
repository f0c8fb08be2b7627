import { Card, Checkbox, H4, HTMLTable, Spinner } from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import { formatDate, formatMoney } from '../../../domain/format';
import { MEMBER_CATEGORIES } from '../../../domain/library/loan-rules';
import { CONSENT_METHODS } from '../../../domain/messages/consent';
import { MESSAGE_LANGUAGES } from '../../../domain/messages/events';
import type { LibraryMemberDetail, MemberLoan } from '../../../domain/schemas/library';
import { useLibraryMember } from '../../api/fetchLibraryMember';
import { useSaveLibraryMember, type LibraryMemberFields } from '../../api/saveLibraryMember';
import { LANG_NAMES } from '../../i18n/lang';
import { useT } from '../../i18n/useT';
import { navigate } from '../../routes/hashLocation';
import { AccountPicker } from '../common/AccountPicker';
import { DocumentStatusTag } from '../common/DocumentStatusTag';
import { DateField } from '../common/DateField';
import { SelectField, TextField } from '../common/FormField';
import { FormShell } from '../common/FormShell';
import { fieldErrors } from '../common/listHelpers';

const EMPTY: LibraryMemberFields = {
  cardNumber: '',
  pin: '',
  name: '',
  category: 'member',
  expiresOn: '',
  phone: '',
  email: '',
  institution: '',
  accountId: '',
  institutionAccountId: '',
  active: true,
  emailConsent: '',
  smsConsent: '',
  consentAt: '',
  consentHow: '',
  language: 'tr',
};
const fieldsOf = (m: LibraryMemberDetail): LibraryMemberFields => ({
  cardNumber: m.cardNumber,
  pin: '',
  name: m.name,
  category: m.category,
  expiresOn: m.expiresOn ?? '',
  phone: m.phone ?? '',
  email: m.email ?? '',
  institution: m.institution ?? '',
  accountId: m.accountId === null ? '' : String(m.accountId),
  institutionAccountId: m.institutionAccountId === null ? '' : String(m.institutionAccountId),
  active: m.active,
  emailConsent: m.emailConsent === null ? '' : String(m.emailConsent),
  smsConsent: m.smsConsent === null ? '' : String(m.smsConsent),
  consentAt: m.consentAt ?? '',
  consentHow: m.consentHow ?? '',
  language: m.language,
});

/**
 * /kutuphane/yeni and /kutuphane/duzen/{id}: a member's card, PIN, category, expiry, contact, institution (a current account,
 * or free text) and own current account; the page shows loans, holds, fines owed and receipts paid.
 */
export function MemberFormPage({ path, id }: { path: string; id: number | null }) {
  const t = useT();
  const member = useLibraryMember(id);
  const save = useSaveLibraryMember();
  const [v, setV] = useState<LibraryMemberFields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (member.data) setV(fieldsOf(member.data));
  }, [member.data]);
  if (id !== null && !member.data) return <Spinner size={32} />;

  const set = (k: keyof LibraryMemberFields) => (value: string) => setV((f) => ({ ...f, [k]: value }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    save.mutate({ id, fields: v }, { onSuccess: (m) => navigate(`/kutuphane/duzen/${m.id}`), onError: (err) => setErrors(fieldErrors(err)) });
  };
  const known = [
    'cardNumber',
    'pin',
    'name',
    'category',
    'expiresOn',
    'phone',
    'email',
    'institution',
    'accountId',
    'institutionAccountId',
    'emailConsent',
    'smsConsent',
    'consentAt',
    'consentHow',
    'language',
  ];
  const other = Object.entries(errors)
    .filter(([k]) => !known.includes(k))
    .map(([, m]) => m);

  return (
    <>
      <FormShell
        testId="member-form"
        route={path}
        title={t(id === null ? 'route.libraryMemberNew' : 'route.libraryMemberEdit')}
        backHref="/kutuphane/list"
        backText={t('route.libraryMembers')}
        requiredText={t('errors.VA10022')}
        saveText={t('library.save')}
        missing={false}
        other={other}
        saving={save.isPending}
        onSubmit={onSubmit}
      >
        <TextField
          name="cardNumber"
          label={t('library.column.cardNumber')}
          required
          dir="ltr"
          autoFocus
          value={v.cardNumber}
          onChange={set('cardNumber')}
          error={errors.cardNumber}
        />
        <TextField name="pin" label={t('library.field.pin')} type="password" inputMode="numeric" value={v.pin} onChange={set('pin')} error={errors.pin} />
        <TextField name="name" label={t('library.field.name')} required value={v.name} onChange={set('name')} error={errors.name} />
        <SelectField
          name="category"
          label={t('library.field.category')}
          value={v.category}
          onChange={set('category')}
          options={MEMBER_CATEGORIES.map((c) => ({ value: c, label: t(`library.category.${c}`) }))}
        />
        <DateField name="expiresOn" label={t('library.field.expiresOn')} value={v.expiresOn} onChange={set('expiresOn')} error={errors.expiresOn} />
        <AccountPicker
          name="institutionAccountId"
          label={t('library.field.institutionAccount')}
          value={v.institutionAccountId}
          onChange={set('institutionAccountId')}
          error={errors.institutionAccountId}
        />
        <TextField name="institution" label={t('library.field.institution')} value={v.institution} onChange={set('institution')} error={errors.institution} />
        <AccountPicker name="accountId" label={t('library.field.account')} value={v.accountId} onChange={set('accountId')} error={errors.accountId} />
        <TextField name="phone" label={t('library.field.phone')} type="tel" dir="ltr" value={v.phone} onChange={set('phone')} error={errors.phone} />
        <TextField name="email" label={t('library.field.email')} type="email" dir="ltr" value={v.email} onChange={set('email')} error={errors.email} />
        <SelectField
          name="language"
          label={t('library.field.language')}
          value={v.language}
          onChange={set('language')}
          error={errors.language}
          options={MESSAGE_LANGUAGES.map((l) => ({ value: l, label: LANG_NAMES[l] }))}
        />
        <Checkbox label={t('library.field.active')} checked={v.active} onChange={(e) => setV((f) => ({ ...f, active: e.currentTarget.checked }))} />
        <H4>{t('accounts.form.sectionConsent')}</H4>
        {(['emailConsent', 'smsConsent'] as const).map((name) => (
          <SelectField
            key={name}
            name={name}
            label={t(`accounts.form.${name}`)}
            value={v[name]}
            onChange={set(name)}
            error={errors[name]}
            options={[
              { value: '', label: t('accounts.form.notGiven') },
              { value: 'true', label: t('accounts.form.consentYes') },
              { value: 'false', label: t('accounts.form.consentNo') },
            ]}
          />
        ))}
        <DateField name="consentAt" label={t('accounts.form.consentAt')} value={v.consentAt} onChange={set('consentAt')} error={errors.consentAt} />
        <SelectField
          name="consentHow"
          label={t('accounts.form.consentHow')}
          value={v.consentHow}
          onChange={set('consentHow')}
          error={errors.consentHow}
          options={[
            { value: '', label: t('accounts.form.notGiven') },
            ...CONSENT_METHODS.map((m) => ({ value: m, label: t(`accounts.form.consentHows.${m}`) })),
          ]}
        />
      </FormShell>
      {member.data && <MemberActivity member={member.data} />}
    </>
  );
}

function LoanTable({ loans, testId }: { loans: MemberLoan[]; testId: string }) {
  const t = useT();
  return (
    <HTMLTable compact striped style={{ width: '100%' }} data-testid={testId}>
      <tbody>
        {loans.map((l) => (
          <tr key={l.id}>
            <td>{l.title}</td>
            <td dir="ltr">{l.barcode}</td>
            <td>{formatDate(l.dueDate)}</td>
            <td>{l.overdue && <DocumentStatusTag type="loan" status="overdue" label={t('library.loanStatus.overdue')} />}</td>
            <td>{l.fine === '0.00' ? '' : formatMoney(l.fine)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

function MemberActivity({ member }: { member: LibraryMemberDetail }) {
  const t = useT();
  return (
    <Card className="defter-page" style={{ maxWidth: 860, marginTop: 12 }} data-testid="member-activity">
      <H4>{t('library.currentLoans', { n: member.currentLoans.length })}</H4>
      <LoanTable loans={member.currentLoans} testId="member-loans" />
      <H4 style={{ marginTop: 12 }}>{t('library.holds', { n: member.holds.length })}</H4>
      <HTMLTable compact striped style={{ width: '100%' }} data-testid="member-holds">
        <tbody>
          {member.holds.map((h) => (
            <tr key={h.id}>
              <td>{h.title}</td>
              <td>{t(`library.holdStatus.${h.status}`)}</td>
              <td>{h.status === 'ready' ? formatDate(h.readyUntil) : `#${h.position}`}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <H4 style={{ marginTop: 12 }}>
        {t('library.fines')}: <span data-testid="member-fines-total">{formatMoney(member.finesTotal)}</span>
      </H4>
      <p>
        {t('library.finesPaid')}: <span data-testid="member-fines-paid">{formatMoney(member.finesPaid)}</span> · {t('library.finesOwed')}:{' '}
        <strong data-testid="member-fines-owed">{formatMoney(member.finesOwed)}</strong> · {t('library.feesPaid')}:{' '}
        <span data-testid="member-fees-paid">{formatMoney(member.feesPaid)}</span>
      </p>
      <LoanTable loans={member.fines} testId="member-fines" />
    </Card>
  );
}
