import type { ListColumn } from '../../../../machines/descriptor';
import { formatAmount, formatDate } from '../../../domain/format';
import { useT } from '../../i18n/useT';
import { DocumentStatusTag } from './DocumentStatusTag';

/** A row of a family's list: the document's view, with its `type` (and `currency` for an amount). */
export type ListRow = { type: string; currency?: string | null } & Record<string, unknown>;

/** Figures and dates read left to right in an Arabic page too; words follow their own script. */
export const columnIsNumeric = (column: ListColumn) => column.kind === 'amount' || column.kind === 'number';

/**
 * One cell of a list its family's descriptor describes (`columns` of machines/descriptor.ts): the value drawn by the
 * column's kind; `href` is the document's page, which its number opens.
 */
export function ListColumnCell({ column, row, href }: { column: ListColumn; row: ListRow; href: string }) {
  const t = useT();
  const value = row[column.key];
  const text = value === null || value === undefined ? '' : String(value);
  switch (column.kind) {
    case 'documentNumber':
      return (
        <td dir="ltr">
          <a href={href} data-testid="document-link">
            {text}
          </a>
        </td>
      );
    case 'documentType':
      return <td>{t(`documentTypes.${text}`)}</td>;
    case 'date':
      return <td dir="ltr">{formatDate(text)}</td>;
    case 'amount':
      return (
        <td dir="ltr" style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
          {formatAmount(text)} {row.currency ?? ''}
        </td>
      );
    case 'number':
      return (
        <td dir="ltr" style={{ textAlign: 'end' }}>
          {text}
        </td>
      );
    case 'status':
      return (
        <td>
          <DocumentStatusTag type={row.type} status={text} />
        </td>
      );
    default:
      return <td dir="auto">{text}</td>;
  }
}
