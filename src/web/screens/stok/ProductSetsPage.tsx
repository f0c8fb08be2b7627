import { allowedByRoles, STOCK_DEFINITION_ROLES } from '../../../domain/roles';
import { Button, Callout, Card, H3, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { formatQuantity, readAmount } from '../../../domain/format';
import type { ProductSet } from '../../../domain/schemas/sets';
import { ApiError } from '../../api/apiError';
import { useProductSets } from '../../api/fetchProductSets';
import { useProducts } from '../../api/fetchProducts';
import { useSaveProductSet } from '../../api/saveProductSet';
import { useUiSettings } from '../../api/fetchUiSettings';
import { useT } from '../../i18n/useT';
import { DefinitionAuthorityNote, useDefinitionAuthority } from '../common/DefinitionAuthority';

interface Picked {
  productId: number;
  name: string;
}
interface Row extends Picked {
  quantity: string;
}

/** Products found by name, code or barcode; Enter takes the first one. */
function ProductFinder({ testId, label, exclude, onPick }: { testId: string; label: string; exclude: readonly number[]; onPick: (p: Picked) => void }) {
  const t = useT();
  const [q, setQ] = useState('');
  const found = useProducts({ q: q.trim(), limit: 6, offset: 0 });
  const items = q.trim() === '' ? [] : (found.data?.items ?? []).filter((p) => !exclude.includes(p.id));
  const pick = (p: { id: number; name: string }) => {
    onPick({ productId: p.id, name: p.name });
    setQ('');
  };
  return (
    <div>
      <InputGroup
        leftIcon="search"
        placeholder={t('sets.pickProduct')}
        aria-label={label}
        value={q}
        data-testid={testId}
        onChange={(e) => setQ(e.target.value)}
        onKeyDown={(e) => {
          const typed = q.trim().toLocaleLowerCase('tr');
          // the one named exactly (a code, a barcode, a whole name), else the first found
          const exact = items.find((p) => [p.code, p.barcode, p.name].some((v) => v?.toLocaleLowerCase('tr') === typed));
          if (e.key === 'Enter' && (exact ?? items[0])) {
            e.preventDefault();
            pick(exact ?? items[0]!);
          }
        }}
      />
      {items.map((p) => (
        <Button key={p.id} variant="minimal" icon="add" data-testid={`${testId}-${p.id}`} onClick={() => pick(p)}>
          {p.code} — {p.name}
        </Button>
      ))}
    </div>
  );
}

/** The form of one set: the set product, then its components with the quantity one set takes. */
function SetForm({ initial, onDone }: { initial: ProductSet | null; onDone: () => void }) {
  const t = useT();
  const save = useSaveProductSet();
  const [set, setSet] = useState<Picked | null>(initial ? { productId: Number(initial.productId), name: initial.name } : null);
  const [rows, setRows] = useState<Row[]>(
    (initial?.components ?? []).map((c) => ({ productId: Number(c.productId), name: c.name, quantity: formatQuantity(c.quantity) })),
  );
  const [local, setLocal] = useState<string | null>(null);
  const fieldErrors = save.error instanceof ApiError ? (save.error.body?.errors ?? {}) : {};
  const submit = () => {
    if (!set) return setLocal(t('validation.required'));
    const components: { productId: number; quantity: string }[] = [];
    for (const r of rows) {
      const q = readAmount(r.quantity);
      if (!q.ok || q.value === '') return setLocal(`${r.name}: ${t(q.ok ? 'validation.required' : q.messageKey)}`);
      components.push({ productId: r.productId, quantity: q.value });
    }
    setLocal(null);
    save.mutate({ productId: set.productId, components }, { onSuccess: onDone });
  };
  return (
    <Card data-testid="product-set-form" style={{ marginBottom: 12 }}>
      <label className="bp6-label">{t('sets.set')}</label>
      {set ? (
        <strong data-testid="product-set-name">{set.name}</strong>
      ) : (
        <ProductFinder testId="product-set-find" label={t('sets.set')} exclude={[]} onPick={setSet} />
      )}
      <HTMLTable compact style={{ width: '100%', marginTop: 8 }}>
        <thead>
          <tr>
            <th>{t('sets.component')}</th>
            <th>{t('sets.quantity')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r.productId} data-testid="product-set-component">
              <td>
                {r.name}
                {(fieldErrors[`components.${i}.productId`] ?? []).map((m) => (
                  <div key={m} className="bp6-text-danger">
                    {m}
                  </div>
                ))}
              </td>
              <td>
                <InputGroup
                  value={r.quantity}
                  inputMode="decimal"
                  aria-label={`${t('sets.quantity')}: ${r.name}`}
                  data-testid={`product-set-quantity-${i}`}
                  intent={fieldErrors[`components.${i}.quantity`] ? 'danger' : 'none'}
                  onChange={(e) => setRows((rs) => rs.map((x, j) => (j === i ? { ...x, quantity: e.target.value } : x)))}
                />
              </td>
              <td>
                <Button variant="minimal" icon="cross" aria-label={t('sets.remove')} onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <ProductFinder
        testId="product-set-component-find"
        label={t('sets.addComponent')}
        exclude={[...(set ? [set.productId] : []), ...rows.map((r) => r.productId)]}
        onPick={(p) => setRows((rs) => [...rs, { ...p, quantity: '1' }])}
      />
      {(local || (save.isError && !Object.keys(fieldErrors).length)) && (
        <Callout intent="danger" style={{ marginTop: 8 }}>
          {local ?? save.error?.message}
        </Callout>
      )}
      <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
        <Button intent="primary" text={t('sets.save')} loading={save.isPending} data-testid="product-set-save" onClick={submit} />
        <Button text={t('cashBox.cancel')} onClick={onDone} />
      </div>
    </Card>
  );
}

/** /kbsets/tanimlar: the set products and their components; from here, producing and breaking up sets. */
export function ProductSetsPage({ path }: { path: string }) {
  const t = useT();
  const sets = useProductSets();
  const roles = useUiSettings().data?.authorizedUser.roles ?? [];
  // defining a set is the definition authority's; producing and breaking up sets stay the stock roles'
  const mayProduce = allowedByRoles(STOCK_DEFINITION_ROLES, roles);
  const mayWrite = useDefinitionAuthority().may;
  const [editing, setEditing] = useState<ProductSet | 'new' | null>(null);
  return (
    <Card className="defter-page" data-testid="product-sets-page" data-route={path}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 8 }}>
        <H3 style={{ margin: 0, flex: 1 }}>{t('route.productSets')}</H3>
        {mayWrite && <Button icon="add" text={t('sets.new')} data-testid="product-set-new" onClick={() => setEditing('new')} />}
        {mayProduce && <Button icon="build" text={t('sets.produce')} onClick={() => (window.location.hash = '#/kbsets/uretim/yeni')} />}
        {mayProduce && <Button icon="split-columns" text={t('sets.breakUp')} onClick={() => (window.location.hash = '#/kbsets/dagitim/yeni')} />}
      </div>
      <p className="bp6-text-muted">{t('sets.intro')}</p>
      <DefinitionAuthorityNote />
      {editing && <SetForm key={editing === 'new' ? 'new' : editing.productId} initial={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      {sets.data?.length === 0 && <Callout>{t('sets.empty')}</Callout>}
      <HTMLTable compact striped style={{ width: '100%' }} data-testid="product-set-list">
        <tbody>
          {(sets.data ?? []).map((s) => (
            <tr key={s.productId} data-product={s.productId}>
              <td>
                <strong>{s.name}</strong>
                <div className="bp6-text-muted">{s.code}</div>
              </td>
              <td>
                {t('sets.components')}: {s.components.map((c) => `${formatQuantity(c.quantity)} × ${c.name}`).join(', ')}
              </td>
              <td>{mayWrite && <Button variant="minimal" icon="edit" aria-label={t('sets.edit')} onClick={() => setEditing(s)} />}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}
