import type { DefinitionField } from '../../common/DefinitionDialog';
import { useT } from '../../../i18n/useT';

/** The "active" switch of a definition dialog, with why there is no delete: products may use it (ActiveSwitch's words). */
export function useActiveField(): DefinitionField {
  const t = useT();
  return { kind: 'switch', name: 'active', label: t('definitions.activeLabel'), note: t('definitions.passiveNote') };
}
