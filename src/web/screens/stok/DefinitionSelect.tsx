import type { DefinitionKind } from '../../../domain/schemas/definitions';
import { useDefinitionOptions } from '../../api/fetchDefinitionOptions';
import { SelectField } from '../common/FormField';

interface Props {
  name: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  kind: DefinitionKind;
  /** people: only those with this role (author, translator, editor) */
  role?: string;
  /** the name of the card's current choice, shown even when it is not among the listed ones */
  current?: string;
  noneLabel: string;
}

/** A stock card's picker of a category, type, manufacturer or person (definitions, in Turkish order). */
export function DefinitionSelect({ kind, role, current, noneLabel, ...field }: Props) {
  const { data } = useDefinitionOptions(kind, role);
  const options = [{ value: '', label: noneLabel }, ...(data ?? []).map((d) => ({ value: String(d.id), label: d.name }))];
  if (field.value && !options.some((o) => o.value === field.value)) options.push({ value: field.value, label: current ?? `#${field.value}` });
  return <SelectField {...field} options={options} />;
}
