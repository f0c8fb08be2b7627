import { useUiSettings } from '../../../api/fetchUiSettings';

/** Managers (and admins) add units and move lines; auditors read. */
export function useTrackingWrite(): { moves: boolean; addsUnits: boolean } {
  const roles = useUiSettings().data?.authorizedUser.roles ?? [];
  const writes = roles.includes('admin') || roles.includes('manager');
  return { moves: writes, addsUnits: writes };
}
