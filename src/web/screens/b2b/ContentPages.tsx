import { Button, Callout, Card, FormGroup, H3, HTMLSelect, HTMLTable, InputGroup, Spinner, Switch, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { CONTENT_LANGUAGES, type ContentPage } from '../../../domain/schemas/b2b-back-office';
import { useContentPage, useContentPages, useSaveContentPage } from '../../api/b2bBackOffice';
import { useT } from '../../i18n/useT';
import { formErrors } from '../common/listHelpers';
import { RichTextEditor } from './RichTextEditor';

const LIST = '#/b2b/iceriksayfalari';

/** /b2b/iceriksayfalari: the shop's content pages (about, terms, KVKK notice, distance-sales contract). */
export function ContentPageList({ mayWrite }: { mayWrite: boolean }) {
  const t = useT();
  const pages = useContentPages().data;
  if (!pages) return <Spinner size={32} />;
  return (
    <Card className="b2b-content-pages" data-testid="b2b-content-pages">
      <H3>{t('route.b2bContentPages')}</H3>
      {mayWrite && <Button icon="add" intent="primary" text={t('route.b2bContentPageNew')} onClick={() => (window.location.hash = `${LIST}/yeni`)} />}
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th>{t('b2b.content.title')}</th>
            <th>{t('b2b.content.slug')}</th>
            <th>{t('b2b.content.language')}</th>
            <th>{t('b2b.content.published')}</th>
            <th>{t('b2b.content.version')}</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((p) => (
            <tr key={p.id} data-name={p.title}>
              <td>
                <a href={`${LIST}/duzen/${p.id}`}>{p.title}</a>
              </td>
              <td dir="ltr">{p.slug}</td>
              <td>{p.language}</td>
              <td>{p.published ? <Tag intent="success">{t('b2b.content.published')}</Tag> : ''}</td>
              <td>{p.version}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {pages.length === 0 && <Callout>{t('b2b.none')}</Callout>}
    </Card>
  );
}

type Draft = Pick<ContentPage, 'title' | 'slug' | 'language' | 'body' | 'published'>;
const EMPTY: Draft = { title: '', slug: '', language: 'tr', body: '', published: false };

/** /b2b/iceriksayfalari/yeni and /duzen/{id}: a content page written as rich text; the server cleans it when saved. */
export function ContentPageEditor({ id, mayWrite }: { id: number | null; mayWrite: boolean }) {
  const t = useT();
  const stored = useContentPage(id).data;
  const save = useSaveContentPage();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [shown, setShown] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!stored) return;
    setDraft({ title: stored.title, slug: stored.slug, language: stored.language, body: stored.body, published: stored.published });
    setShown(stored.body);
  }, [stored]);
  if (id !== null && !stored) return <Spinner size={32} />;
  const set = (change: Partial<Draft>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...change }));
  };
  const onSave = () => {
    setErrors({});
    save.mutate(
      { id, body: { ...draft, ...(stored ? { version: stored.version } : {}) } },
      {
        onSuccess: (page) => {
          setSaved(true);
          setShown(page.body);
          if (id === null) window.location.hash = `${LIST}/duzen/${page.id}`;
        },
        onError: (e) => setErrors(formErrors(e)),
      },
    );
  };
  const field = (name: keyof Draft, label: string) => ({
    label,
    labelFor: `content-${name}`,
    helperText: errors[name],
    intent: errors[name] ? ('danger' as const) : ('none' as const),
  });
  return (
    <Card className="b2b-content-editor" data-testid="b2b-content-editor">
      <H3>{t(id === null ? 'route.b2bContentPageNew' : 'route.b2bContentPageEdit')}</H3>
      <a href={LIST}>{t('b2b.content.back')}</a>
      <FormGroup {...field('title', t('b2b.content.title'))}>
        <InputGroup id="content-title" name="title" value={draft.title} disabled={!mayWrite} onChange={(e) => set({ title: e.target.value })} />
      </FormGroup>
      <FormGroup {...field('slug', t('b2b.content.slug'))}>
        <InputGroup id="content-slug" name="slug" dir="ltr" value={draft.slug} disabled={!mayWrite} onChange={(e) => set({ slug: e.target.value })} />
      </FormGroup>
      <FormGroup {...field('language', t('b2b.content.language'))}>
        <HTMLSelect
          id="content-language"
          name="language"
          value={draft.language}
          disabled={!mayWrite}
          onChange={(e) => set({ language: e.currentTarget.value as Draft['language'] })}
          options={CONTENT_LANGUAGES.map((l) => ({ value: l, label: l }))}
        />
      </FormGroup>
      <Switch
        label={t('b2b.content.published')}
        name="published"
        checked={draft.published}
        disabled={!mayWrite}
        onChange={(e) => set({ published: e.currentTarget.checked })}
      />
      <FormGroup {...field('body', t('b2b.content.body'))}>
        <RichTextEditor html={shown} onChange={(body) => set({ body })} readOnly={!mayWrite} />
      </FormGroup>
      {stored && (
        <p>
          {t('b2b.content.version')}: <span data-testid="content-version">{stored.version}</span>
        </p>
      )}
      {errors.form && <Callout intent="danger">{errors.form}</Callout>}
      {saved && <Callout intent="success">{t('b2b.content.saved')}</Callout>}
      {mayWrite && <Button intent="primary" text={t('library.save')} loading={save.isPending} onClick={onSave} />}
    </Card>
  );
}
