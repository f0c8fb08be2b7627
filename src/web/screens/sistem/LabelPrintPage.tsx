import { Button, Card, Callout, FormGroup, H3, HTMLTable, InputGroup, NumericInput, Spinner } from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import type { Product } from '../../../domain/schemas/products';
import { useLabelDesign } from '../../api/designs';
import { fetchProduct } from '../../api/fetchProduct';
import { useT } from '../../i18n/useT';
import { useHashSearch } from '../../routes/hashLocation';
import { LabelSheet, labelOf } from '../../print/LabelSheet';
import { lookupProduct } from '../common/productLookup';

interface Chosen {
  product: Product;
  copies: number;
}

const MAX_COPIES = 500;

/** The products a link names (`?urun=1,2,3`, from the stock list's chosen rows). */
function idsOf(search: string): number[] {
  const list = new URLSearchParams(search).get('urun') ?? '';
  return [
    ...new Set(
      list
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ].slice(0, 200);
}

/** /sistem/etiket/detay: labels for chosen products, each as many times as wanted, on the designed sheet; printed as seen. */
export function LabelPrintPage({ path }: { path: string }) {
  const t = useT();
  const design = useLabelDesign();
  const search = useHashSearch();
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [text, setText] = useState('');
  const [notFound, setNotFound] = useState('');

  useEffect(() => {
    const ids = idsOf(search);
    if (ids.length === 0) return;
    let live = true;
    void Promise.all(ids.map((id) => fetchProduct(id).catch(() => null))).then((found) => {
      if (live) setChosen(found.filter((p): p is Product => p !== null).map((product) => ({ product, copies: 1 })));
    });
    return () => {
      live = false;
    };
  }, [search]);

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const typed = text.trim();
    if (!typed) return;
    const { exact, candidates } = await lookupProduct(typed);
    const product = exact ?? (candidates.length === 1 ? candidates[0]! : null);
    if (!product) {
      setNotFound(typed);
      return;
    }
    setNotFound('');
    setText('');
    setChosen((list) => (list.some((c) => c.product.id === product.id) ? list : [...list, { product, copies: 1 }]));
  };

  if (!design.data) return <Spinner size={32} />;
  const items = chosen.flatMap((c) => Array.from({ length: c.copies }, () => labelOf(c.product)));
  return (
    <Card className="defter-page" data-route={path} data-testid="label-print">
      <div className="label-print-controls">
        <H3>{t('route.labelPrint')}</H3>
        <form onSubmit={(e) => void add(e)} style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
          <FormGroup label={t('labels.addProduct')} labelFor="f-label-product" style={{ flex: 1, margin: 0 }}>
            <InputGroup
              id="f-label-product"
              name="product"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('labels.addProductHint')}
              autoFocus
            />
          </FormGroup>
          <Button type="submit" icon="add" text={t('labels.add')} data-testid="label-add" />
        </form>
        {notFound && (
          <Callout intent="warning" style={{ marginTop: 8 }} data-testid="label-not-found">
            {t('labels.notFound', { text: notFound })}
          </Callout>
        )}
        {chosen.length > 0 && (
          <HTMLTable compact striped style={{ width: '100%', marginTop: 12 }} data-testid="label-products">
            <tbody>
              {chosen.map((c) => (
                <tr key={c.product.id}>
                  <td>{c.product.name}</td>
                  <td dir="ltr">{c.product.barcode ?? c.product.code}</td>
                  <td style={{ width: 110 }}>
                    <NumericInput
                      aria-label={t('labels.copies')}
                      fill
                      min={1}
                      max={MAX_COPIES}
                      value={c.copies}
                      onValueChange={(n) =>
                        setChosen((list) =>
                          list.map((x) =>
                            x.product.id === c.product.id ? { ...x, copies: Number.isInteger(n) ? Math.min(MAX_COPIES, Math.max(1, n)) : 1 } : x,
                          ),
                        )
                      }
                    />
                  </td>
                  <td>
                    <Button
                      minimal
                      icon="trash"
                      aria-label={t('labels.remove')}
                      onClick={() => setChosen((list) => list.filter((x) => x.product.id !== c.product.id))}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
        <div style={{ display: 'flex', gap: 8, margin: '12px 0' }}>
          <Button
            intent="primary"
            icon="print"
            text={t('labels.print')}
            disabled={items.length === 0}
            onClick={() => window.print()}
            data-testid="label-print-button"
          />
          <span className="bp6-text-muted" style={{ alignSelf: 'center' }}>
            {t('labels.count', { n: items.length })}
          </span>
        </div>
      </div>
      {items.length > 0 && <LabelSheet design={design.data} items={items} />}
    </Card>
  );
}
