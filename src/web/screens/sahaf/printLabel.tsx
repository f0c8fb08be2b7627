import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { SecondhandCopy } from '../../../domain/schemas/secondhand';
import { CopyLabel } from './CopyLabel';

/** Printing one copy's label: the label alone goes to the printer (sahaf.css), the page stays as it is. */
export function useLabelPrint() {
  const [copy, setCopy] = useState<SecondhandCopy | null>(null);
  useEffect(() => {
    if (!copy) return;
    const done = () => setCopy(null);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [copy]);
  const area = copy
    ? createPortal(
        <div className="secondhand-print-area" data-testid="copy-print-area">
          <CopyLabel copy={copy} />
        </div>,
        document.body,
      )
    : null;
  return { print: setCopy, area };
}
