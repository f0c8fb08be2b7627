// The table tracking's interface: the QR menu's guest orders open a table's bill and add their lines through it.
export { addTableLines, openTable } from './commands';
export { openBillAt } from './queries';
