import { AnchorButton, Button, Callout, Card, Checkbox, H3, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { formatMoney } from '../../../domain/format';
import { useCatalogueEntries, useMakeStockCards } from '../../api/catalogue';
import { showNotice } from '../../api/errorBus';
import { useT } from '../../i18n/useT';
import { navigate } from '../../routes/hashLocation';
import { routePath } from '../../routes/routeTable';
import { RowButton } from '../common/RowButton';
import { ListPager } from '../common/ListPager';
import { PAGE_SIZE, useDebounced, useSearchHotkey } from '../common/listHelpers';
import { useDefinitionAuthority } from '../common/DefinitionAuthority';

/**
 * The catalogue's entries, searched as the stock list is (title, author, publisher anywhere without Turkish marks,
 * or an ISBN). A company (/kibourunlist) chooses entries and draws its own cards from them in one step; the keeper
 * (/kibourun/list) opens an entry to edit or copy it.
 */
export function CatalogueEntryList({ path, keeper }: { path: string; keeper: boolean }) {
  const t = useT();
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const q = useDebounced(text.trim());
  const search = useRef<HTMLInputElement>(null);
  useSearchHotkey(search);
  const { data } = useCatalogueEntries(q, PAGE_SIZE, page * PAGE_SIZE);
  const make = useMakeStockCards();
  const definitions = useDefinitionAuthority();

  const toggle = (id: number) =>
    setChosen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const makeCards = async () => {
    const out = await make.mutateAsync([...chosen]);
    setChosen(new Set());
    showNotice({
      kind: 'toast',
      intent: 'success',
      message: t('catalogue.cardsMade', { n: out.createdProductIds.length, m: out.existingProductIds.length }),
      timeout: 4000,
    });
  };

  return (
    <Card className="defter-page" data-testid={keeper ? 'catalogue-entries' : 'catalogue-search'} data-route={path}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <H3 style={{ margin: 0, flex: '1 1 auto' }}>{t(keeper ? 'route.catalogueEntries' : 'route.catalogueSearch')}</H3>
        {keeper && <AnchorButton href="#/kibourun/yeni" intent="primary" icon="plus" text={t('catalogue.newEntry')} data-testid="new-entry" />}
      </div>
      <InputGroup
        inputRef={search}
        leftIcon="search"
        type="search"
        placeholder={t('catalogue.search')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setPage(0);
        }}
        data-testid="catalogue-search-input"
        style={{ marginBottom: 12 }}
      />
      {!keeper && definitions.may && (
        <Button
          intent="primary"
          icon="add-to-artifact"
          disabled={chosen.size === 0}
          loading={make.isPending}
          text={t('catalogue.makeCards', { n: chosen.size })}
          onClick={() => void makeCards()}
          data-testid="make-cards"
          style={{ marginBottom: 12 }}
        />
      )}
      <div style={{ overflowX: 'auto' }}>
        <HTMLTable compact striped style={{ width: '100%' }} data-testid="catalogue-table">
          <thead>
            <tr>
              {!keeper && <th>{t('catalogue.choose')}</th>}
              <th>{t('catalogue.title')}</th>
              <th>{t('catalogue.author')}</th>
              <th>{t('catalogue.publisher')}</th>
              <th>{t('catalogue.isbn')}</th>
              <th style={{ textAlign: 'end' }}>{t('catalogue.price')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data?.items.map((e) => (
              <tr key={e.id} data-testid="catalogue-row" data-title={e.title}>
                {!keeper && (
                  <td>
                    <Checkbox
                      checked={chosen.has(e.id)}
                      disabled={e.productId !== null}
                      onChange={() => toggle(e.id)}
                      aria-label={`${t('catalogue.choose')} ${e.title}`}
                      style={{ margin: 0 }}
                    />
                  </td>
                )}
                <td>{e.title}</td>
                <td>{e.author ?? ''}</td>
                <td>{e.publisher ?? ''}</td>
                <td dir="ltr">{e.isbn ?? ''}</td>
                <td style={{ textAlign: 'end' }}>{e.price === null ? '' : formatMoney(e.price)}</td>
                <td style={{ whiteSpace: 'nowrap' }}>
                  {keeper ? (
                    <>
                      <RowButton
                        icon="edit"
                        text={t('catalogue.edit')}
                        onClick={() => navigate(routePath('/kibourun/duzen/{id}', { id: e.id }))}
                        testId="edit"
                      />
                      <RowButton
                        icon="duplicate"
                        text={t('catalogue.copy')}
                        onClick={() => navigate(routePath('/kibourun/cogalt/{id}', { id: e.id }))}
                        testId="copy"
                      />
                    </>
                  ) : (
                    e.productId !== null && (
                      <a href={`#${routePath('/stok/duzen/{id}', { id: e.productId })}`}>
                        <Tag intent="success" minimal>
                          {t('catalogue.hasCard')}
                        </Tag>
                      </a>
                    )
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      {data && data.total > 1000 && <Callout style={{ marginTop: 8 }}>{t('catalogue.totalMore', { n: 1000 })}</Callout>}
      {data && <ListPager page={page} pageSize={PAGE_SIZE} total={Math.min(data.total, 1000)} onPage={setPage} />}
    </Card>
  );
}
