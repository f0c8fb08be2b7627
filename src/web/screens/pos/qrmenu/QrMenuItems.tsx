import { Button, Callout, Card, FileInput, InputGroup, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { QrMenuLanguage } from '../../../../domain/qr-menu/limits';
import type { QrMenuSettings } from '../../../../domain/schemas/qr-menu';
import { formatDecimal } from '../../../../domain/format';
import { useSaveQrMenuPhoto } from '../../../api/qrMenu';
import { LANG_NAMES } from '../../../i18n/lang';
import { useT } from '../../../i18n/useT';
import { formErrors } from '../../common/listHelpers';
import { lookupProduct } from '../../common/productLookup';
import { shrinkPhoto } from './shrinkPhoto';

export type MenuItem = Omit<QrMenuSettings['items'][number], 'allergens'> & { allergens: string };

/**
 * The products of the menu, in its order: added by code or barcode, moved up and down, each with its allergens, its
 * name and note per offered language (the product's own name where none is given) and its photo. The price shown is
 * the server's, with VAT.
 */
export function QrMenuItems({ items, languages, onChange }: { items: MenuItem[]; languages: QrMenuLanguage[]; onChange: (items: MenuItem[]) => void }) {
  const t = useT();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const photo = useSaveQrMenuPhoto();
  const photoError = Object.values(formErrors(photo.error))[0];
  const change = (i: number, patch: Partial<MenuItem>) => onChange(items.map((item, n) => (n === i ? { ...item, ...patch } : item)));
  const move = (i: number, by: number) => {
    const next = [...items];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    onChange(next);
  };
  const addProduct = async () => {
    const { exact } = await lookupProduct(code);
    setMissing(!exact);
    if (!exact || items.some((i) => i.productId === exact.id)) return;
    onChange([...items, { productId: exact.id, code: exact.code, name: exact.name, groupId: null, allergens: '', texts: {}, hasPhoto: false, price: '' }]);
    setCode('');
  };
  const text = (item: MenuItem, lang: QrMenuLanguage) => item.texts[lang] ?? { name: '', note: '' };

  return (
    <section data-testid="qrmenu-items">
      <form
        className="qrmenu-row"
        onSubmit={(e) => {
          e.preventDefault();
          void addProduct();
        }}
      >
        <InputGroup
          value={code}
          placeholder={t('qrmenu.productCode')}
          aria-label={t('qrmenu.productCode')}
          data-testid="qrmenu-product-code"
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit" icon="add" text={t('qrmenu.addProduct')} data-testid="qrmenu-product-add" />
      </form>
      {missing && <Callout intent="warning">{t('validation.productNotFound')}</Callout>}
      {photoError && <Callout intent="danger">{photoError}</Callout>}
      {items.map((item, i) => (
        <Card key={item.productId} className="qrmenu-item" data-testid="qrmenu-item" data-product={item.productId}>
          <div className="qrmenu-row">
            <strong>{item.name}</strong>
            <Tag minimal>{item.code}</Tag>
            {item.price && (
              <span dir="ltr">
                {formatDecimal(item.price, 2)} ({t('qrmenu.withVat')})
              </span>
            )}
            <span className="qrmenu-spacer" />
            <Button small minimal icon="arrow-up" aria-label={t('qrmenu.moveUp')} disabled={i === 0} onClick={() => move(i, -1)} />
            <Button small minimal icon="arrow-down" aria-label={t('qrmenu.moveDown')} disabled={i === items.length - 1} onClick={() => move(i, 1)} />
            <Button small minimal intent="danger" icon="trash" aria-label={t('qrmenu.remove')} onClick={() => onChange(items.filter((_, n) => n !== i))} />
          </div>
          <InputGroup
            value={item.allergens}
            placeholder={t('qrmenu.allergens')}
            aria-label={t('qrmenu.allergens')}
            onChange={(e) => change(i, { allergens: e.target.value })}
          />
          {languages.map((lang) => (
            <div className="qrmenu-row" key={lang}>
              <InputGroup
                dir={lang === 'ar' ? 'rtl' : undefined}
                value={text(item, lang).name}
                placeholder={t('qrmenu.nameIn', { lang: LANG_NAMES[lang] })}
                aria-label={t('qrmenu.nameIn', { lang: LANG_NAMES[lang] })}
                onChange={(e) => change(i, { texts: { ...item.texts, [lang]: { ...text(item, lang), name: e.target.value } } })}
              />
              <InputGroup
                dir={lang === 'ar' ? 'rtl' : undefined}
                value={text(item, lang).note}
                placeholder={t('qrmenu.noteIn', { lang: LANG_NAMES[lang] })}
                aria-label={t('qrmenu.noteIn', { lang: LANG_NAMES[lang] })}
                onChange={(e) => change(i, { texts: { ...item.texts, [lang]: { ...text(item, lang), note: e.target.value } } })}
              />
            </div>
          ))}
          {item.price !== '' && (
            <div className="qrmenu-row">
              <FileInput
                text={t('qrmenu.photo')}
                inputProps={{ accept: 'image/jpeg,image/png,image/webp' }}
                onInputChange={(e) => {
                  const file = e.currentTarget.files?.[0];
                  if (file) void shrinkPhoto(file).then((url) => photo.mutate({ productId: item.productId, photo: url }));
                }}
              />
              {item.hasPhoto && (
                <Button small minimal icon="cross" text={t('qrmenu.removePhoto')} onClick={() => photo.mutate({ productId: item.productId, photo: null })} />
              )}
            </div>
          )}
        </Card>
      ))}
    </section>
  );
}
