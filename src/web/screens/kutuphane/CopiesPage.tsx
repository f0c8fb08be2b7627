import { Button, Callout, Card, Checkbox, H3, HTMLSelect, HTMLTable, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { ITEM_TYPES } from '../../../domain/library/loan-rules';
import { allowedByRoles, LIBRARY_WRITE_ROLES } from '../../../domain/roles';
import { COPY_STATUS_INTENTS, type LibraryCopy, type LibraryCopyBody } from '../../../domain/schemas/library';
import { useProduct } from '../../api/fetchProduct';
import { fetchDocument } from '../../api/fetchDocument';
import { fetchLibraryLoans } from '../../api/fetchLibraryLoans';
import { saveLibraryCopy, useLibraryCopies } from '../../api/fetchLibraryCopies';
import { useLocations } from '../../api/fetchLocations';
import { useUiSettings } from '../../api/fetchUiSettings';
import { libraryKeys } from '../../api/queryKeys';
import { sendDocumentEvent } from '../../api/sendDocumentEvent';
import { navigate } from '../../routes/hashLocation';
import { useT } from '../../i18n/useT';
import { fieldErrors } from '../common/listHelpers';
import { ProductFinder } from '../common/ProductFinder';
import { TitleHolds } from './TitleHolds';

type Draft = { barcode: string; locationId: string; itemType: LibraryCopyBody['itemType']; withdrawn: boolean };
const draftOf = (c?: LibraryCopy): Draft => ({
  barcode: c?.barcode ?? '',
  locationId: c?.locationId === null || c?.locationId === undefined ? '' : String(c.locationId),
  itemType: c?.itemType ?? 'book',
  withdrawn: c?.status === 'withdrawn',
});

/**
 * /kutuphane/kopya and /kutuphane/kopya/{id}: a title's physical copies, each with its barcode or accession number,
 * shelf location, item type and status (free, lent, reserved, lost, withdrawn). Copies are added and edited here; a
 * copy is withdrawn by its card, and a lent one is declared lost through its loan (the loan machine's LOSE).
 */
export function CopiesPage({ path, productId }: { path: string; productId: number | null }) {
  const t = useT();
  const product = useProduct(productId);
  const copies = useLibraryCopies(productId);
  const locations = useLocations();
  const roles = useUiSettings().data?.authorizedUser.roles ?? [];
  const mayWrite = allowedByRoles(LIBRARY_WRITE_ROLES, roles);
  const qc = useQueryClient();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [draft, setDraft] = useState<Draft>(draftOf());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: libraryKeys.all });
  const save = useMutation({ mutationFn: saveLibraryCopy, onSuccess: refresh });
  const lose = useMutation({
    mutationFn: async (copy: LibraryCopy) => {
      const loan = (await fetchLibraryLoans(new URLSearchParams({ status: 'lent', q: copy.barcode }).toString())).items.find((l) => l.copyId === copy.id);
      if (!loan) throw new Error(t('libraryCopies.noLoan'));
      const doc = await fetchDocument(loan.id);
      return sendDocumentEvent({ id: loan.id, version: doc.version, type: 'LOSE' });
    },
    onSuccess: refresh,
    onError: (e: Error) => setRefusal(e.message),
  });

  const start = (target: number | 'new', copy?: LibraryCopy) => {
    setErrors({});
    setRefusal(null);
    setDraft(draftOf(copy));
    setEditing(target);
  };
  const submit = () => {
    if (productId === null || editing === null) return;
    const body: LibraryCopyBody = {
      productId,
      barcode: draft.barcode,
      locationId: draft.locationId === '' ? null : Number(draft.locationId),
      itemType: draft.itemType,
      withdrawn: draft.withdrawn,
    };
    save.mutate({ ...(editing === 'new' ? {} : { id: editing }), body }, { onSuccess: () => setEditing(null), onError: (err) => setErrors(fieldErrors(err)) });
  };

  const form = (
    <tr data-testid="copy-form">
      <td>
        <InputGroup
          autoFocus
          dir="ltr"
          aria-label={t('libraryCopies.barcode')}
          value={draft.barcode}
          intent={errors.barcode ? 'danger' : 'none'}
          title={errors.barcode}
          data-testid="copy-form-barcode"
          onChange={(e) => setDraft({ ...draft, barcode: e.target.value })}
          onKeyDown={(e) => e.key === 'Enter' && submit()}
        />
      </td>
      <td>
        <HTMLSelect
          aria-label={t('libraryCopies.location')}
          value={draft.locationId}
          onChange={(e) => setDraft({ ...draft, locationId: e.target.value })}
          options={[{ value: '', label: '—' }, ...(locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name }))]}
        />
      </td>
      <td>
        <HTMLSelect
          aria-label={t('library.field.itemType')}
          value={draft.itemType}
          onChange={(e) => setDraft({ ...draft, itemType: e.target.value as Draft['itemType'] })}
          options={ITEM_TYPES.map((i) => ({ value: i, label: t(`library.itemType.${i}`) }))}
        />
      </td>
      <td>
        <Checkbox checked={draft.withdrawn} label={t('libraryCopies.withdrawn')} onChange={(e) => setDraft({ ...draft, withdrawn: e.currentTarget.checked })} />
      </td>
      <td>
        <Button
          intent="primary"
          icon="floppy-disk"
          loading={save.isPending}
          aria-label={t('libraryCopies.save')}
          text={t('libraryCopies.save')}
          onClick={submit}
          data-testid="copy-form-save"
        />
        <Button minimal icon="cross" aria-label={t('ebook.cancel')} onClick={() => setEditing(null)} />
      </td>
    </tr>
  );

  return (
    <Card className="defter-page" data-testid="library-copies" data-route={path}>
      <H3>{product.data ? t('libraryCopies.titleOf', { title: product.data.name }) : t('route.libraryCopies')}</H3>
      <div style={{ maxWidth: 480, marginBottom: 12 }}>
        <ProductFinder
          testId="copies-title-find"
          label={t('libraryCopies.findTitle')}
          placeholder={t('libraryCopies.findTitle')}
          autoFocus={productId === null}
          onPick={(p) => navigate(`/kutuphane/kopya/${p.id}`)}
        />
      </div>
      {Object.keys(errors).length > 0 && (
        <Callout intent="danger" style={{ marginBottom: 8 }} data-testid="copy-errors">
          {Object.values(errors).map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Callout>
      )}
      {refusal && (
        <Callout intent="danger" style={{ marginBottom: 8 }} data-testid="copy-refusal">
          {refusal}
        </Callout>
      )}
      {productId !== null &&
        (!copies.data ? (
          <Spinner size={32} />
        ) : (
          <div style={{ overflowX: 'auto' }}>
            <HTMLTable striped compact style={{ width: '100%' }}>
              <thead>
                <tr>
                  <th>{t('libraryCopies.barcode')}</th>
                  <th>{t('libraryCopies.location')}</th>
                  <th>{t('library.field.itemType')}</th>
                  <th>{t('library.column.status')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {copies.data.map((c) =>
                  editing === c.id ? (
                    <Fragment key={c.id}>{form}</Fragment>
                  ) : (
                    <tr key={c.id} data-testid="library-copy-row" data-barcode={c.barcode} data-status={c.status}>
                      <td dir="ltr">{c.barcode}</td>
                      <td>{c.locationName ?? '—'}</td>
                      <td>{t(`library.itemType.${c.itemType}`)}</td>
                      <td>
                        <Tag minimal intent={COPY_STATUS_INTENTS[c.status]}>
                          {t(`libraryCopies.status.${c.status}`)}
                        </Tag>
                      </td>
                      <td>
                        {mayWrite && c.status !== 'lost' && (
                          <Button small minimal icon="edit" text={t('libraryCopies.edit')} onClick={() => start(c.id, c)} data-testid="copy-edit" />
                        )}
                        {mayWrite && c.status === 'lent' && (
                          <Button
                            small
                            minimal
                            intent="danger"
                            icon="error"
                            text={t('libraryCopies.markLost')}
                            loading={lose.isPending && lose.variables?.id === c.id}
                            onClick={() => lose.mutate(c)}
                            data-testid="copy-lost"
                          />
                        )}
                      </td>
                    </tr>
                  ),
                )}
                {editing === 'new' && form}
              </tbody>
            </HTMLTable>
            {copies.data.length === 0 && editing !== 'new' && <p>{t('libraryCopies.none')}</p>}
            {mayWrite && editing === null && (
              <Button style={{ marginTop: 8 }} icon="add" text={t('libraryCopies.add')} onClick={() => start('new')} data-testid="copy-add" />
            )}
          </div>
        ))}
      {productId !== null && <TitleHolds productId={productId} mayWrite={mayWrite} />}
    </Card>
  );
}
