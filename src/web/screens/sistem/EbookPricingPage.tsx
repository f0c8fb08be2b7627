import { Button, Callout, Card, H3, H4, HTMLSelect, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { formatMoney } from '../../../domain/format';
import { allowedByRoles, EBOOK_PRICING_ROLES } from '../../../domain/roles';
import type { EbookChanges, EbookPricingBody, EbookPricingView } from '../../../domain/schemas/ebook-pricing';
import type { Product } from '../../../domain/schemas/products';
import { ROUNDING_MODES } from '../../../domain/secondhand/price';
import { ApiError } from '../../api/apiError';
import { useDefinitionOptions } from '../../api/fetchDefinitionOptions';
import { fetchEbookPreview, useEbookPricing } from '../../api/fetchEbookPricing';
import { useUiSettings } from '../../api/fetchUiSettings';
import { useApplyEbookPrices, useSaveEbookEdition, useSaveEbookPricing } from '../../api/saveEbookPricing';
import { useT } from '../../i18n/useT';
import { fieldErrors } from '../common/listHelpers';
import { ProductFinder } from '../common/ProductFinder';

type Rule = EbookPricingBody['rules'][number];

/**
 * /sistem/ekitap-fiyatlandirma: the rules that price e-books from their printed books (a share of the printed price,
 * for a category, a publisher, both or every book; the most specific wins), the e-books' printed books, and a preview
 * of every price that would change (old, new) before the changes are applied, all at once.
 */
export function EbookPricingPage({ path }: { path: string }) {
  const t = useT();
  const pricing = useEbookPricing();
  const roles = useUiSettings().data?.authorizedUser.roles ?? [];
  const mayWrite = allowedByRoles(EBOOK_PRICING_ROLES, roles);
  if (!pricing.data) return <Spinner size={32} />;
  const { rules, roundingStep, roundingMode, editions } = pricing.data;
  const previewKey = JSON.stringify([rules, roundingStep, roundingMode, editions.map((e) => [e.ebookProductId, e.printedProductId])]);
  return (
    <Card className="defter-page" data-testid="ebook-pricing" data-route={path}>
      <H3>{t('route.ebookPricing')}</H3>
      <p>{t('ebook.intro')}</p>
      <RulesForm key={JSON.stringify(pricing.data.rules) + pricing.data.roundingStep + pricing.data.roundingMode} initial={pricing.data} mayWrite={mayWrite} />
      <Editions editions={pricing.data.editions} mayWrite={mayWrite} />
      {/* a preview is of the rules and links it was made with: saving either asks for a new one */}
      <Preview key={previewKey} mayWrite={mayWrite} />
    </Card>
  );
}

function RulesForm({ initial, mayWrite }: { initial: EbookPricingBody; mayWrite: boolean }) {
  const t = useT();
  const save = useSaveEbookPricing();
  const categories = useDefinitionOptions('category');
  const publishers = useDefinitionOptions('manufacturer');
  const [draft, setDraft] = useState<EbookPricingBody>({ rules: initial.rules, roundingStep: initial.roundingStep, roundingMode: initial.roundingMode });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const setRule = (i: number, patch: Partial<Rule>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, rules: d.rules.map((r, j) => (j === i ? { ...r, ...patch } : r)) }));
  };
  const idOf = (v: string) => (v === '' ? null : Number(v));
  const any = { value: '', label: t('ebook.any') };
  return (
    <section>
      <H4>{t('ebook.rules')}</H4>
      {Object.keys(errors).length > 0 && (
        <Callout intent="danger" style={{ marginBottom: 8 }} data-testid="ebook-rules-errors">
          {Object.entries(errors).map(([k, m]) => (
            <div key={k}>{m}</div>
          ))}
        </Callout>
      )}
      {saved && (
        <Callout intent="success" style={{ marginBottom: 8 }} data-testid="ebook-rules-saved">
          {t('ebook.saved')}
        </Callout>
      )}
      <div style={{ overflowX: 'auto' }}>
        <HTMLTable compact striped>
          <thead>
            <tr>
              <th>{t('ebook.category')}</th>
              <th>{t('ebook.publisher')}</th>
              <th>{t('ebook.share')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {draft.rules.length === 0 && (
              <tr>
                <td colSpan={4}>{t('ebook.noRules')}</td>
              </tr>
            )}
            {draft.rules.map((r, i) => (
              <tr key={i} data-testid="ebook-rule">
                <td>
                  <HTMLSelect
                    aria-label={t('ebook.category')}
                    disabled={!mayWrite}
                    value={r.categoryId === null ? '' : String(r.categoryId)}
                    onChange={(e) => setRule(i, { categoryId: idOf(e.target.value) })}
                    options={[any, ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))]}
                    data-testid={`ebook-rule-category-${i}`}
                  />
                </td>
                <td>
                  <HTMLSelect
                    aria-label={t('ebook.publisher')}
                    disabled={!mayWrite}
                    value={r.manufacturerId === null ? '' : String(r.manufacturerId)}
                    onChange={(e) => setRule(i, { manufacturerId: idOf(e.target.value) })}
                    options={[any, ...(publishers.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))]}
                    data-testid={`ebook-rule-publisher-${i}`}
                  />
                </td>
                <td>
                  <InputGroup
                    aria-label={t('ebook.share')}
                    inputMode="decimal"
                    dir="ltr"
                    style={{ width: 80 }}
                    readOnly={!mayWrite}
                    intent={errors[`rules.${i}.share`] ? 'danger' : 'none'}
                    value={r.share}
                    onChange={(e) => setRule(i, { share: e.target.value.replace(',', '.') })}
                    data-testid={`ebook-rule-share-${i}`}
                  />
                </td>
                <td>
                  {mayWrite && (
                    <Button
                      minimal
                      icon="trash"
                      aria-label={t('ebook.removeRule')}
                      onClick={() => setDraft((d) => ({ ...d, rules: d.rules.filter((_, j) => j !== i) }))}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', marginTop: 8 }}>
        {mayWrite && (
          <Button
            icon="add"
            text={t('ebook.addRule')}
            data-testid="ebook-rule-add"
            onClick={() => setDraft((d) => ({ ...d, rules: [...d.rules, { share: '60', categoryId: null, manufacturerId: null }] }))}
          />
        )}
        <label htmlFor="ebook-step">{t('secondhand.roundingStep')}</label>
        <InputGroup
          id="ebook-step"
          inputMode="decimal"
          dir="ltr"
          style={{ width: 80 }}
          readOnly={!mayWrite}
          intent={errors.roundingStep ? 'danger' : 'none'}
          value={draft.roundingStep}
          onChange={(e) => setDraft((d) => ({ ...d, roundingStep: e.target.value.replace(',', '.') }))}
        />
        <label htmlFor="ebook-mode">{t('secondhand.roundingMode')}</label>
        <HTMLSelect
          id="ebook-mode"
          disabled={!mayWrite}
          value={draft.roundingMode}
          onChange={(e) => setDraft((d) => ({ ...d, roundingMode: e.target.value as EbookPricingBody['roundingMode'] }))}
          options={ROUNDING_MODES.map((m) => ({ value: m, label: t(`secondhand.rounding.${m}`) }))}
        />
        {mayWrite && (
          <Button
            intent="primary"
            icon="floppy-disk"
            loading={save.isPending}
            text={t('ebook.saveRules')}
            data-testid="ebook-rules-save"
            onClick={() => {
              setErrors({});
              save.mutate(draft, { onSuccess: () => setSaved(true), onError: (err) => setErrors(fieldErrors(err)) });
            }}
          />
        )}
      </div>
    </section>
  );
}

function Editions({ editions, mayWrite }: { editions: EbookPricingView['editions']; mayWrite: boolean }) {
  const t = useT();
  const link = useSaveEbookEdition();
  const [ebook, setEbook] = useState<Product | null>(null);
  return (
    <section style={{ marginTop: 20 }}>
      <H4>{t('ebook.editions')}</H4>
      {editions.length === 0 ? (
        <p>{t('ebook.noEditions')}</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable compact striped>
            <thead>
              <tr>
                <th>{t('ebook.ebook')}</th>
                <th>{t('ebook.price')}</th>
                <th>{t('ebook.printed')}</th>
                <th>{t('ebook.printedPrice')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {editions.map((e) => (
                <tr key={e.ebookProductId} data-testid="ebook-edition" data-product={e.ebookProductId}>
                  <td>{e.ebookName}</td>
                  <td dir="ltr">{formatMoney(e.ebookPrice)}</td>
                  <td>{e.printedName}</td>
                  <td dir="ltr">{formatMoney(e.printedPrice)}</td>
                  <td>
                    {mayWrite && (
                      <Button
                        minimal
                        icon="unlink"
                        aria-label={t('ebook.unlink')}
                        title={t('ebook.unlink')}
                        onClick={() => link.mutate({ ebookProductId: e.ebookProductId, printedProductId: null })}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {mayWrite && (
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-start', marginTop: 8 }}>
          {ebook ? (
            <>
              <span>
                {t('ebook.ebook')}: <strong data-testid="ebook-picked">{ebook.name}</strong>
              </span>
              <ProductFinder
                testId="ebook-printed-find"
                label={t('ebook.printed')}
                placeholder={t('ebook.findPrinted')}
                autoFocus
                onPick={(p) => {
                  link.mutate({ ebookProductId: ebook.id, printedProductId: p.id });
                  setEbook(null);
                }}
              />
              <Button minimal icon="cross" aria-label={t('ebook.cancel')} onClick={() => setEbook(null)} />
            </>
          ) : (
            <ProductFinder testId="ebook-find" label={t('ebook.ebook')} placeholder={t('ebook.findEbook')} onPick={setEbook} />
          )}
        </div>
      )}
    </section>
  );
}

function Preview({ mayWrite }: { mayWrite: boolean }) {
  const t = useT();
  const apply = useApplyEbookPrices();
  const [preview, setPreview] = useState<EbookChanges['items'] | null>(null);
  const [loading, setLoading] = useState(false);
  const [applied, setApplied] = useState<number | null>(null);
  const [stale, setStale] = useState(false);
  const load = async () => {
    setLoading(true);
    setApplied(null);
    setStale(false);
    try {
      setPreview((await fetchEbookPreview()).items);
    } finally {
      setLoading(false);
    }
  };
  return (
    <section style={{ marginTop: 20 }}>
      <H4>{t('ebook.preview')}</H4>
      <Button icon="eye-open" loading={loading} text={t('ebook.previewChanges')} onClick={() => void load()} data-testid="ebook-preview" />
      {applied !== null && (
        <Callout intent="success" style={{ marginTop: 8 }} data-testid="ebook-applied">
          {t('ebook.applied', { n: applied })}
        </Callout>
      )}
      {stale && (
        <Callout intent="warning" style={{ marginTop: 8 }} data-testid="ebook-stale">
          {t('errors.EB10001')}
        </Callout>
      )}
      {preview && (
        <div style={{ marginTop: 8 }}>
          {preview.length === 0 ? (
            <p data-testid="ebook-preview-empty">{t('ebook.nothingChanges')}</p>
          ) : (
            <>
              <div style={{ overflowX: 'auto' }}>
                <HTMLTable compact striped data-testid="ebook-preview-table">
                  <thead>
                    <tr>
                      <th>{t('ebook.ebook')}</th>
                      <th>{t('ebook.printed')}</th>
                      <th>{t('ebook.printedPrice')}</th>
                      <th>{t('ebook.oldPrice')}</th>
                      <th>{t('ebook.newPrice')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.map((c) => (
                      <tr key={c.productId} data-testid="ebook-change" data-product={c.productId}>
                        <td>{c.name}</td>
                        <td>{c.printedName}</td>
                        <td dir="ltr">{formatMoney(c.printedPrice)}</td>
                        <td dir="ltr">{formatMoney(c.oldPrice)}</td>
                        <td dir="ltr">
                          <strong>{formatMoney(c.newPrice)}</strong>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              </div>
              {mayWrite && (
                <Button
                  style={{ marginTop: 8 }}
                  intent="primary"
                  icon="tick"
                  loading={apply.isPending}
                  text={t('ebook.apply', { n: preview.length })}
                  data-testid="ebook-apply"
                  onClick={() =>
                    apply.mutate(preview, {
                      onSuccess: (r) => {
                        setApplied(r.items.length);
                        setPreview(null);
                      },
                      onError: (err) => setStale(err instanceof ApiError && err.status === 409),
                    })
                  }
                />
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}
