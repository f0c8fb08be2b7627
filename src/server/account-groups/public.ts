// What other areas may use of the account groups: holding a group while an account is written into it.
export { holdAccountGroup } from './queries';
