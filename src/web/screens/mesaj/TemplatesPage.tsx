import { Button, Callout, Card, H3, H4, Spinner, Tag, TextArea } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { MESSAGE_LANGUAGES, type MessageEvent, type MessageLanguage } from '../../../domain/messages/events';
import type { MessageTemplateJson } from '../../../domain/schemas/messages';
import { showNotice } from '../../api/errorBus';
import { useMessageTemplates, usePreviewTemplate, useResetTemplate, useSaveTemplate } from '../../api/messages';
import { useT } from '../../i18n/useT';
import { formGridStyle, SelectField, TextField } from '../common/FormField';
import { fieldErrors, useMayOpen } from '../common/listHelpers';

/**
 * /mesaj/template: a template per event and language (the company's own, or the default), its subject and text with
 * the placeholders its event offers (the server refuses any other, naming it), and a preview with the company's
 * newest data.
 */
export function TemplatesPage({ path, title }: { path: string; title: string }) {
  const t = useT();
  const templates = useMessageTemplates();
  const [event, setEvent] = useState<MessageEvent>('cargoTracking');
  const [language, setLanguage] = useState<MessageLanguage>('tr');
  const data = templates.data;
  const current = data?.items.find((x) => x.event === event && x.language === language);
  return (
    <Card className="defter-page" data-route={path} data-testid="message-templates" style={{ maxWidth: 960 }}>
      <H3>{t(title)}</H3>
      {!data || !current ? (
        <Spinner size={32} />
      ) : (
        <>
          <div style={formGridStyle}>
            <SelectField
              name="event"
              label={t('messaging.templates.event')}
              value={event}
              onChange={(v) => setEvent(v as MessageEvent)}
              options={data.events.map((e) => ({ value: e.event, label: t(`messaging.events.${e.event}`) }))}
            />
            <SelectField
              name="language"
              label={t('messaging.templates.language')}
              value={language}
              onChange={(v) => setLanguage(v as MessageLanguage)}
              options={MESSAGE_LANGUAGES.map((l) => ({ value: l, label: t(`messaging.languages.${l}`) }))}
            />
          </div>
          <TemplateForm
            key={`${event}/${language}/${current.subject}/${current.body}`}
            template={current}
            placeholders={data.events.find((e) => e.event === event)?.placeholders ?? []}
          />
        </>
      )}
    </Card>
  );
}

function TemplateForm({ template, placeholders }: { template: MessageTemplateJson; placeholders: string[] }) {
  const t = useT();
  const mayWrite = useMayOpen('/mesaj/ayar');
  const save = useSaveTemplate();
  const reset = useResetTemplate();
  const preview = usePreviewTemplate();
  const [f, setF] = useState({ subject: template.subject, body: template.body });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const s = (k: string, v?: Record<string, string>) => t(`messaging.templates.${k}`, v);
  const target = { event: template.event, language: template.language };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { ...target, ...f },
      {
        onSuccess: () => {
          setErrors({});
          showNotice({ kind: 'toast', intent: 'success', message: s('saved'), timeout: 3000 });
        },
        onError: (err) => setErrors(fieldErrors(err)),
      },
    );
  };
  const onPreview = () => preview.mutate({ ...target, ...f }, { onSuccess: () => setErrors({}), onError: (err) => setErrors(fieldErrors(err)) });
  return (
    <form onSubmit={onSubmit} noValidate data-testid="template-form" data-event={template.event} data-language={template.language}>
      <Tag minimal intent={template.custom ? 'primary' : 'none'} style={{ marginBottom: 8 }}>
        {s(template.custom ? 'custom' : 'default')}
      </Tag>
      <div dir={template.language === 'ar' ? 'rtl' : 'ltr'}>
        <TextField name="subject" label={s('subject')} value={f.subject} onChange={(v) => setF((x) => ({ ...x, subject: v }))} error={errors.subject} />
        <label htmlFor="f-body" className="bp6-label">
          {s('body')}
        </label>
        <TextArea
          id="f-body"
          name="body"
          fill
          rows={8}
          value={f.body}
          onChange={(e) => setF((x) => ({ ...x, body: e.target.value }))}
          intent={errors.body ? 'danger' : 'none'}
        />
        {errors.body && (
          <div className="bp6-form-helper-text" style={{ color: 'var(--bp-intent-danger-text, #c23030)' }} data-testid="error-body">
            {errors.body}
          </div>
        )}
      </div>
      <p style={{ marginTop: 8 }}>
        {s('placeholders')}:{' '}
        {placeholders.map((p) => (
          <Tag key={p} minimal style={{ marginInlineEnd: 4 }} dir="ltr">{`{{${p}}}`}</Tag>
        ))}
      </p>
      <div style={{ display: 'flex', gap: 8 }}>
        {mayWrite && <Button type="submit" intent="primary" icon="floppy-disk" loading={save.isPending} text={s('save')} data-testid="template-save" />}
        <Button icon="eye-open" loading={preview.isPending} text={s('preview')} onClick={onPreview} data-testid="template-preview" />
        {mayWrite && template.custom && <Button icon="reset" loading={reset.isPending} text={s('reset')} onClick={() => reset.mutate(target)} />}
      </div>
      {preview.data && (
        <Callout style={{ marginTop: 12 }} data-testid="template-preview-result" title={s('previewTitle')}>
          <p style={{ opacity: 0.75 }}>{preview.data.source ? s('previewSource', { source: preview.data.source }) : s('previewNoData')}</p>
          <H4 data-testid="template-preview-subject">{preview.data.subject}</H4>
          <div style={{ whiteSpace: 'pre-wrap' }} data-testid="template-preview-body" dir={template.language === 'ar' ? 'rtl' : 'ltr'}>
            {preview.data.body}
          </div>
        </Callout>
      )}
    </form>
  );
}
