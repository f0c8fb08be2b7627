import { Callout } from '@blueprintjs/core';
import { sendFailureOf } from '../../../domain/edocuments/send-failure';
import { useT } from '../../i18n/useT';

/** Why an e-document was not taken, in the user's language around GİB's (or the integrator's) own text. */
export function useEdocumentFailureText(): (lastError: string, document: string) => string {
  const t = useT();
  return (lastError, document) => {
    const f = sendFailureOf(lastError);
    if (f.kind === 'gib') return t('edocuments.gibRefused', { document, rule: f.rule, text: f.text });
    if (f.kind === 'code') return t('edocuments.notBuilt', { document, text: t(`errors.${f.code}`) });
    return t('edocuments.integratorFailed', { document, text: f.text });
  };
}

/** On the document: its e-document's last refusal, while it is not at the tax authority. */
export function EdocumentFailure({ lastError, document }: { lastError: string; document: string }) {
  const text = useEdocumentFailureText();
  return (
    <Callout intent="danger" compact data-testid="edocument-failure">
      {text(lastError, document)}
    </Callout>
  );
}
