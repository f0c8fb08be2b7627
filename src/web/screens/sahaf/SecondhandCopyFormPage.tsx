import { Button, Callout, Card, Checkbox, FormGroup, H3, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { ProductFinder } from '../common/ProductFinder';
import { useState } from 'react';
import { formatDecimal, formatMoney, readAmount } from '../../../domain/format';
import type { Product } from '../../../domain/schemas/products';
import type { SecondhandCopy } from '../../../domain/schemas/secondhand';
import { GRADES, suggestedPrice, type Grade } from '../../../domain/secondhand/price';
import { useCreateSecondhandCopy } from '../../api/createSecondhandCopy';
import { useSecondhandSettings } from '../../api/fetchSecondhandSettings';
import { useT } from '../../i18n/useT';
import { fieldErrors } from '../common/listHelpers';
import { CopyLabel } from './CopyLabel';
import { useLabelPrint } from './printLabel';

/**
 * /sahaf/yeni: a copy of a title with its grade and notes; the price is proposed by the grade's rule (/sahaf/ayar) and
 * may be changed; without a barcode of its own the copy gets one (SH…). Once saved its label is shown, to print and stick
 * on the copy, and the next copy of the same title can follow.
 */
export function SecondhandCopyFormPage({ path }: { path: string }) {
  const t = useT();
  const settings = useSecondhandSettings();
  const create = useCreateSecondhandCopy();
  const label = useLabelPrint();
  const [title, setTitle] = useState<Product | null>(null);
  const [grade, setGrade] = useState<Grade>('good');
  const [notes, setNotes] = useState('');
  const [barcode, setBarcode] = useState('');
  /** null: the grade's price, proposed again when the grade or the title changes */
  const [price, setPrice] = useState<string | null>(null);
  const [listed, setListed] = useState<boolean | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<SecondhandCopy | null>(null);

  const rule = settings.data?.grades.find((g) => g.grade === grade);
  const proposed = title && settings.data ? suggestedPrice(title.price, grade, settings.data) : '';
  const shownPrice = price ?? (proposed ? formatDecimal(proposed, 2) : '');
  const isListed = listed ?? rule?.listed ?? true;

  const submit = () => {
    const next: Record<string, string> = {};
    if (!title) next.productId = t('validation.required');
    const typed = price === null ? null : readAmount(price);
    if (typed && !typed.ok) next.price = t(typed.messageKey);
    setErrors(next);
    if (!title || Object.keys(next).length > 0) return;
    create.mutate(
      {
        productId: title.id,
        grade,
        notes: notes.trim(),
        listed: isListed,
        ...(barcode.trim() ? { barcode: barcode.trim() } : {}),
        ...(typed?.ok && typed.value !== '' ? { price: typed.value } : {}),
      },
      {
        onSuccess: (copy) => {
          setSaved(copy);
          setNotes('');
          setBarcode('');
          setPrice(null);
        },
        onError: (err) => setErrors(fieldErrors(err)),
      },
    );
  };

  return (
    <Card className="defter-page" data-testid="secondhand-copy-form" data-route={path}>
      <H3>{t('route.secondhandCopyNew')}</H3>
      <p>
        <a href="#/sahaf/list">{t('secondhand.backToList')}</a>
      </p>
      {saved && (
        <Callout intent="success" style={{ marginBottom: 12 }} data-testid="copy-saved">
          <p>{t('secondhand.copySaved', { barcode: saved.barcode })}</p>
          <CopyLabel copy={saved} />
          <div style={{ marginTop: 8 }}>
            <Button icon="print" text={t('secondhand.printLabel')} onClick={() => label.print(saved)} data-testid="copy-print" />
          </div>
        </Callout>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        style={{ maxWidth: 560 }}
      >
        <FormGroup label={t('secondhand.title')} intent={errors.productId ? 'danger' : 'none'} helperText={errors.productId}>
          {title ? (
            <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
              <strong data-testid="copy-title">{title.name}</strong>
              <span>
                {t('secondhand.newPrice')}: {formatMoney(title.price)}
              </span>
              <Button small minimal icon="cross" aria-label={t('secondhand.otherTitle')} title={t('secondhand.otherTitle')} onClick={() => setTitle(null)} />
            </div>
          ) : (
            <ProductFinder
              testId="copy-title-find"
              label={t('secondhand.title')}
              placeholder={t('secondhand.findTitle')}
              autoFocus
              onPick={(p) => {
                setTitle(p);
                setPrice(null);
              }}
            />
          )}
        </FormGroup>
        <FormGroup label={t('secondhand.grade')} labelFor="copy-grade">
          <HTMLSelect
            id="copy-grade"
            value={grade}
            data-testid="copy-grade"
            onChange={(e) => {
              setGrade(e.target.value as Grade);
              setPrice(null);
              setListed(null);
            }}
            options={GRADES.map((g) => ({ value: g, label: t(`secondhand.grades.${g}`) }))}
          />
        </FormGroup>
        <FormGroup
          label={t('secondhand.price')}
          labelFor="copy-price"
          intent={errors.price ? 'danger' : 'none'}
          helperText={errors.price ?? (rule ? t('secondhand.proposedBy', { share: rule.share }) : undefined)}
        >
          <InputGroup
            id="copy-price"
            inputMode="decimal"
            dir="ltr"
            style={{ width: 140 }}
            value={shownPrice}
            data-testid="copy-price"
            intent={errors.price ? 'danger' : 'none'}
            onChange={(e) => setPrice(e.target.value)}
          />
        </FormGroup>
        <FormGroup label={t('secondhand.notes')} labelFor="copy-notes" intent={errors.notes ? 'danger' : 'none'} helperText={errors.notes}>
          <TextArea id="copy-notes" fill value={notes} maxLength={1000} data-testid="copy-notes" onChange={(e) => setNotes(e.target.value)} />
        </FormGroup>
        <FormGroup
          label={t('secondhand.ownBarcode')}
          labelFor="copy-barcode"
          intent={errors.barcode ? 'danger' : 'none'}
          helperText={errors.barcode ?? t('secondhand.ownBarcodeHelp')}
        >
          <InputGroup id="copy-barcode" dir="ltr" value={barcode} data-testid="copy-barcode-input" onChange={(e) => setBarcode(e.target.value)} />
        </FormGroup>
        <FormGroup intent={errors.listed ? 'danger' : 'none'} helperText={errors.listed}>
          <Checkbox checked={isListed} label={t('secondhand.listed')} data-testid="copy-listed" onChange={(e) => setListed(e.currentTarget.checked)} />
        </FormGroup>
        <Button type="submit" intent="primary" icon="floppy-disk" loading={create.isPending} text={t('secondhand.saveCopy')} data-testid="copy-save" />
      </form>
      {label.area}
    </Card>
  );
}
