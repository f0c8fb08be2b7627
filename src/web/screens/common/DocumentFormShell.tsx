import { Callout, Card, H3 } from '@blueprintjs/core';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { familyForType } from '../../../../machines/index';
import { documentLock } from '../../../../machines/locks';
import { useT } from '../../i18n/useT';
import { DocumentStatusTag } from './DocumentStatusTag';
import { useMayWrite } from './useMayWrite';

interface Props {
  path: string;
  testId: string;
  type: string;
  /** the stored document's number and status; absent for a document not saved yet */
  doc?: { number: string; status: string } | null;
  title: ReactNode;
  /** prefix of the header's test ids: `<prefix>-number`, `<prefix>-status` */
  idPrefix: string;
  /** beside the title (a back link), and after the status (an "unsaved" tag, a supply status) */
  before?: ReactNode;
  after?: ReactNode;
  /** the banner of a locked document, whose words are the rule an EDIT would meet (false: a page that edits nothing) */
  lockTestId?: string | false;
  /** a refusal to show under the header (the server's or the machine's words) */
  refusal?: ReactNode;
  refusalTestId?: string;
  /** the header and banners' class (e.g. one the print sheet hides) */
  chromeClassName?: string;
  className?: string;
  style?: CSSProperties;
  data?: Record<`data-${string}`, string | number>;
  rootRef?: Ref<HTMLDivElement>;
  children: ReactNode;
  /** the actions and the totals: kept in view at the bottom of the page however many lines the document has */
  footer?: ReactNode;
}

/**
 * The frame of a document's page: its type, number and status tag, the locked banner asked of the document's
 * family (`isLocked` and the EDIT rule's reason), the read-only banner of a user who may only read the type
 * (`mayWrite`), and the refusal of the last action. The screen puts its fields and its lifecycle bar inside, and
 * its actions and totals in the footer, which sticks to the bottom of the page.
 */
export function DocumentFormShell(props: Props) {
  const { path, testId, type, doc, title, idPrefix, before, after, lockTestId = 'locked-banner', refusal, refusalTestId = 'refusal', chromeClassName } = props;
  const t = useT();
  const writable = useMayWrite(type);
  const lock = doc ? documentLock(type, doc.status) : { locked: false, reason: null };
  const danger = doc ? familyForType(type)?.statusIntents[doc.status] === 'danger' : false;
  return (
    <Card
      className={['defter-page', props.className].filter(Boolean).join(' ')}
      style={props.style}
      data-testid={testId}
      data-route={path}
      data-status={doc?.status ?? 'new'}
      {...props.data}
      ref={props.rootRef}
    >
      <div className={chromeClassName} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        {before}
        <H3 style={{ margin: 0, flex: '1 1 auto' }}>
          {title}
          {doc && (
            <span dir="ltr" data-testid={`${idPrefix}-number`} style={{ marginInlineStart: 8, fontWeight: 400 }}>
              {doc.number}
            </span>
          )}
        </H3>
        <DocumentStatusTag type={type} status={doc?.status ?? 'draft'} large testId={`${idPrefix}-status`} />
        {after}
      </div>
      {lockTestId !== false && lock.locked && lock.reason && (
        <Callout className={chromeClassName} intent={danger ? 'danger' : 'warning'} icon="lock" data-testid={lockTestId} style={{ marginBottom: 12 }}>
          {t(`rules.${lock.reason}`)}
        </Callout>
      )}
      {doc && !writable && (
        <Callout className={chromeClassName} intent="primary" icon="eye-open" data-testid="read-only-banner" style={{ marginBottom: 12 }}>
          {t('common.readOnly')}
        </Callout>
      )}
      {refusal && (
        <Callout className={chromeClassName} intent="danger" role="alert" data-testid={refusalTestId} style={{ marginBottom: 12 }}>
          {refusal}
        </Callout>
      )}
      {props.children}
      {props.footer && (
        <div className={['defter-form-footer', chromeClassName].filter(Boolean).join(' ')} data-testid="form-footer">
          {props.footer}
        </div>
      )}
    </Card>
  );
}
