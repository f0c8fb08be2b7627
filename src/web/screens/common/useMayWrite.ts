import { mayWrite } from '../../../../machines/access';
import { useUiSettings } from '../../api/fetchUiSettings';

/**
 * Whether the signed-in user may change documents of a type (machines/access.ts), for a page that asks it of several
 * types (an order, and the documents it converts into). False until the user's roles are known.
 */
export function useWriteAccess(): (type: string) => boolean {
  const roles = useUiSettings().data?.authorizedUser.roles;
  return (type) => !!roles && mayWrite({ roles }, type);
}

/**
 * Whether the signed-in user may change documents of `type`: a document's page asks it before offering a save, a
 * lifecycle event or a conversion; a reader (the auditor) sees the page without them.
 */
export function useMayWrite(type: string): boolean {
  return useWriteAccess()(type);
}
