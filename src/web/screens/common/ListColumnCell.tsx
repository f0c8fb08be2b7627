import type { ListColumn } from '../../../../machines/descriptor';
import { formatAmount, formatDate } from '../../../domain/format';
import { Dec } from '../../../domain/money/decimal';
import { useT } from '../../i18n/useT';
import { DocumentStatusTag } from './DocumentStatusTag';

/** A row of a family's list: the document's view (with `currency` for an amount). */
export type ListRow = { currency?: string | null } & Record<string, unknown>;

/** Figures right-aligned, under a heading that is too. */
export const columnIsNumeric = (column: ListColumn) => column.kind === 'amount' || column.kind === 'number';

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The status a status column shows: a derived one (a loan's `overdue`) when the row's flag says so, else the stored one. */
export function listStatus(column: ListColumn, row: ListRow): string {
  const derived = Object.entries(column.derived ?? {}).find(([, flag]) => row[flag] === true);
  return derived ? derived[0] : textOf(row[column.key]);
}

const isZero = (text: string) => /^-?\d+(\.\d+)?$/.test(text) && new Dec(text).isZero();

interface Props {
  column: ListColumn;
  row: ListRow;
  /** the document's type: its family colours the status */
  type: string;
  /** the document's page, which its number opens */
  href?: string;
  /** the cell's test id is `<testIdPrefix>-<column key>` */
  testIdPrefix?: string;
}

/** One cell of a list its family's descriptor describes (`columns` of machines/descriptor.ts), drawn by the column's kind. */
export function ListColumnCell({ column, row, type, href, testIdPrefix }: Props) {
  const t = useT();
  const text = textOf(row[column.key]);
  const testId = testIdPrefix ? `${testIdPrefix}-${column.key}` : undefined;
  const link = column.link ? `#${column.link.path.replace('{id}', textOf(row[column.link.id]))}` : href;
  switch (column.kind) {
    case 'documentNumber':
      return (
        <td dir="ltr" data-testid={testId}>
          <a href={link}>{text}</a>
        </td>
      );
    case 'documentType':
      return <td data-testid={testId}>{t(`documentTypes.${text}`)}</td>;
    case 'date':
      return (
        <td dir="ltr" data-testid={testId}>
          {formatDate(text)}
        </td>
      );
    case 'amount':
      return (
        <td dir="ltr" style={{ textAlign: 'end', whiteSpace: 'nowrap' }} data-testid={testId}>
          {column.blankZero && isZero(text) ? '' : `${formatAmount(text)} ${row.currency ?? ''}`.trim()}
        </td>
      );
    case 'number':
      return (
        <td dir="ltr" style={{ textAlign: 'end' }} data-testid={testId}>
          {text}
        </td>
      );
    case 'status': {
      const status = listStatus(column, row);
      return (
        <td data-testid={testId}>
          <DocumentStatusTag type={type} status={status} label={column.words ? t(`${column.words}.${status}`) : undefined} />
        </td>
      );
    }
    default:
      return (
        <td dir="auto" data-testid={testId}>
          {column.link ? <a href={link}>{text}</a> : text}
        </td>
      );
  }
}
