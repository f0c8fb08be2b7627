import { Button, ButtonGroup } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/useT';

interface Props {
  /** the HTML to start from: the server's cleaned copy (content-html.ts); typed changes come back through onChange */
  html: string;
  onChange(html: string): void;
  readOnly?: boolean;
}

const COMMANDS = [
  { key: 'bold', icon: 'bold', run: () => document.execCommand('bold') },
  { key: 'italic', icon: 'italic', run: () => document.execCommand('italic') },
  { key: 'heading', icon: 'header-two', run: () => document.execCommand('formatBlock', false, 'h2') },
  { key: 'subheading', icon: 'header-three', run: () => document.execCommand('formatBlock', false, 'h3') },
  { key: 'bullets', icon: 'properties', run: () => document.execCommand('insertUnorderedList') },
  { key: 'numbers', icon: 'numbered-list', run: () => document.execCommand('insertOrderedList') },
] as const;

/**
 * A small rich text editor for the shop's content pages: an editable area and a toolbar (bold, italic, headings,
 * lists, links), no editor library. Whatever it produces is cleaned by the server before it is stored.
 */
export function RichTextEditor({ html, onChange, readOnly }: Props) {
  const t = useT();
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (area.current && area.current.innerHTML !== html) area.current.innerHTML = html;
  }, [html]);
  const changed = () => onChange(area.current?.innerHTML ?? '');
  const run = (command: () => void) => {
    area.current?.focus();
    command();
    changed();
  };
  const link = () => {
    const href = window.prompt(t('b2b.content.linkPrompt'), 'https://');
    if (href) run(() => document.execCommand('createLink', false, href));
  };
  return (
    <div className="b2b-rich-text">
      {!readOnly && (
        <ButtonGroup className="b2b-rich-text-toolbar" data-testid="rich-text-toolbar">
          {COMMANDS.map((c) => (
            <Button
              key={c.key}
              icon={c.icon}
              aria-label={t(`b2b.content.${c.key}`)}
              title={t(`b2b.content.${c.key}`)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run(c.run)}
            />
          ))}
          <Button icon="link" aria-label={t('b2b.content.link')} title={t('b2b.content.link')} onMouseDown={(e) => e.preventDefault()} onClick={link} />
        </ButtonGroup>
      )}
      <div
        ref={area}
        className="b2b-rich-text-area bp5-input"
        data-testid="rich-text-area"
        role="textbox"
        aria-multiline="true"
        aria-label={t('b2b.content.body')}
        contentEditable={!readOnly}
        suppressContentEditableWarning
        onInput={changed}
        style={{ minHeight: 240, height: 'auto', padding: 8, overflowY: 'auto' }}
      />
    </div>
  );
}
