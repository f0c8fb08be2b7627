import type { PageProps } from '../../../routes/pageGroups';
import { usePath } from '../../../routes/hashLocation';
import { TableBillScreen } from './TableBillScreen';
import { TableList } from './TableList';
import { NewTable } from './NewTable';
import './tables.css';

/** /fis/posmasa (open tables), yeni (a table's name, then its bill) and duzen/{id} (the bill). */
export function TablePages({ route }: PageProps) {
  // a page stays mounted while hidden in the page cache: its keys listen only while it is shown
  const active = usePath() === route.path;
  const id = Number(route.params?.id);
  return (
    <div data-route={route.path} className="tables-page">
      {route.pattern === '/fis/posmasa/duzen/{id}' && Number.isInteger(id) && id > 0 ? (
        <TableBillScreen key={id} id={id} active={active} />
      ) : route.path === '/fis/posmasa/yeni' ? (
        <NewTable active={active} />
      ) : (
        <TableList active={active} />
      )}
    </div>
  );
}
