import { AnchorButton, Card, H3, H4, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { formatDate, formatMoney } from '../../../domain/format';
import { useInstitution, useInstitutions } from '../../api/fetchInstitutions';
import { useT } from '../../i18n/useT';
import { BackIcon } from '../common/FormField';
import { editPathOf } from '../common/receiptRoutes';

function Table({ heads, children, testId }: { heads: string[]; children: ReactNode; testId: string }) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <HTMLTable compact striped style={{ width: '100%' }} data-testid={testId}>
        <thead>
          <tr>
            {heads.map((h) => (
              <th key={h}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </HTMLTable>
    </div>
  );
}

/** /kurum/takip: each institution (a current account members belong to) with its members, loans out, overdue and balance. */
export function InstitutionListPage({ path }: { path: string }) {
  const t = useT();
  const list = useInstitutions();
  return (
    <Card className="defter-page" data-testid="institutions" data-route={path}>
      <H3>{t('route.institutions')}</H3>
      <p className="bp6-text-muted">{t('institutions.help')}</p>
      {!list.data ? (
        <Spinner size={32} />
      ) : list.data.length === 0 ? (
        <NonIdealState icon="office" title={t('institutions.none')} />
      ) : (
        <Table
          testId="institution-list"
          heads={[t('institutions.name'), t('institutions.members'), t('institutions.openLoans'), t('institutions.overdueLoans'), t('institutions.balance')]}
        >
          {list.data.map((i) => (
            <tr key={i.accountId} data-testid="institution-row" data-account={i.accountId}>
              <td>
                <a href={`#/kurum/takip/${i.accountId}`}>{i.name}</a>
              </td>
              <td>{i.members}</td>
              <td>{i.openLoans}</td>
              <td>{i.overdueLoans > 0 ? <Tag intent="danger">{i.overdueLoans}</Tag> : 0}</td>
              <td dir="ltr">{formatMoney(i.balance)}</td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}

/** /kurum/takip/{id}: one institution: its balance, members, their open loans (overdue marked) and its sales. */
export function InstitutionPage({ path, accountId }: { path: string; accountId: number }) {
  const t = useT();
  const one = useInstitution(accountId);
  const back = <AnchorButton href="#/kurum/takip" minimal icon={<BackIcon />} text={t('route.institutions')} />;
  if (one.isError) return <NonIdealState icon="error" title={t('errors.NF10004')} action={back} />;
  if (!one.data) return <Spinner size={32} />;
  const i = one.data;
  return (
    <Card className="defter-page" data-testid="institution" data-route={path}>
      {back}
      <H3>{i.name}</H3>
      <p>
        {t('institutions.balance')}:{' '}
        <strong dir="ltr" data-testid="institution-balance">
          {formatMoney(i.balance)}
        </strong>
      </p>
      <H4>{t('institutions.memberCount', { n: i.memberList.length })}</H4>
      <Table
        testId="institution-members"
        heads={[t('library.column.cardNumber'), t('library.column.member'), t('institutions.openLoans'), t('institutions.overdueLoans')]}
      >
        {i.memberList.map((m) => (
          <tr key={m.id}>
            <td dir="ltr">{m.cardNumber}</td>
            <td>
              <a href={`#/kutuphane/duzen/${m.id}`}>{m.name}</a>
            </td>
            <td>{m.openLoans}</td>
            <td>{m.overdueLoans}</td>
          </tr>
        ))}
      </Table>
      <H4 style={{ marginTop: 12 }}>{t('institutions.loans', { n: i.loans.length })}</H4>
      <Table
        testId="institution-loans"
        heads={[t('library.column.title'), t('library.column.member'), t('library.column.dueDate'), t('library.column.status')]}
      >
        {i.loans.map((l) => (
          <tr key={l.id} data-testid="institution-loan" data-status={l.overdue ? 'overdue' : l.status}>
            <td>{l.title}</td>
            <td>{l.memberName}</td>
            <td>{formatDate(l.dueDate)}</td>
            <td>
              <Tag minimal intent={l.overdue ? 'danger' : 'warning'}>
                {t(`library.loanStatus.${l.overdue ? 'overdue' : l.status}`)}
              </Tag>
            </td>
          </tr>
        ))}
      </Table>
      <H4 style={{ marginTop: 12 }}>{t('institutions.sales', { n: i.sales.length })}</H4>
      <Table testId="institution-sales" heads={[t('column.number'), t('column.type'), t('column.date'), t('column.status'), t('institutions.onAccount')]}>
        {i.sales.map((s) => {
          const href = editPathOf(s.type, s.id);
          return (
            <tr key={s.id} data-testid="institution-sale">
              <td dir="ltr">{href ? <a href={`#${href}`}>{s.number}</a> : s.number}</td>
              <td>{t(`documentTypes.${s.type}`)}</td>
              <td>{formatDate(s.date)}</td>
              <td>{t(`documentStatus.${s.status}`)}</td>
              <td dir="ltr">{formatMoney(s.amount)}</td>
            </tr>
          );
        })}
      </Table>
    </Card>
  );
}
