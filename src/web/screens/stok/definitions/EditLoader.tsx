import { NonIdealState, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { DefinitionKind } from '../../../../domain/schemas/definitions';
import { useDefinition } from '../../../api/fetchDefinition';
import type { Definition } from '../../../../domain/schemas/definitions';
import { useT } from '../../../i18n/useT';

/** Loads the definition of an edit page (`/…/duzen/{id}`) and renders the form with it; a new one has no id. */
export function EditLoader({ kind, id, children }: { kind: DefinitionKind; id?: number; children: (d?: Definition) => ReactNode }) {
  const t = useT();
  const { data, isError } = useDefinition(kind, id ?? 0);
  if (!id) return <>{children(undefined)}</>;
  if (isError) return <NonIdealState icon="error" title={t('definitions.notFound')} />;
  if (!data) return <Spinner size={32} />;
  return <>{children(data)}</>;
}
