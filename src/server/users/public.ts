// What other areas may use of the users: the licence provider lists and edits a company's users.
export { editUser, uniqueEmail, userJson } from './edit';
export { listUsers } from './queries';
