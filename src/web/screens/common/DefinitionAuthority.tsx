import { Callout } from '@blueprintjs/core';
import { definitionRefusal, mayEditAccountProducts } from '../../../domain/authorities';
import { useUiSettings } from '../../api/fetchUiSettings';
import { useT } from '../../i18n/useT';

/**
 * Spec §6, definition authority, as src/domain/authorities.ts decides it for the signed-in user: `may` (create, edit,
 * delete definitions) and `missing` (a role that works with definitions, without the permission: the screens say why
 * their buttons are gone). Nothing is allowed until the user's rights are known.
 */
export function useDefinitionAuthority(): { may: boolean; missing: boolean } {
  const user = useUiSettings().data?.authorizedUser;
  if (!user) return { may: false, missing: false };
  const refusal = definitionRefusal(user);
  return { may: refusal === null, missing: refusal === 'permission' };
}

/** Whether the signed-in user may change an account's product list (per-account product authority). */
export function useMayEditAccountProducts(): boolean {
  const user = useUiSettings().data?.authorizedUser;
  return !!user && mayEditAccountProducts(user);
}

/** Why a definition screen offers no new, edit or delete button: shown to a user who lacks only the permission. */
export function DefinitionAuthorityNote() {
  const t = useT();
  const { missing } = useDefinitionAuthority();
  if (!missing) return null;
  return (
    <Callout intent="warning" icon="lock" style={{ marginBottom: 12 }} data-testid="definition-authority-note">
      {t('definitionAuthority.missing')}
    </Callout>
  );
}
