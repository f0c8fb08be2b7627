import { Tag } from '@blueprintjs/core';
import { useT } from '../../../i18n/useT';

const STEPS = ['pick', 'quantities', 'rate', 'preview'] as const;

/** The wizard's steps in order, the current one highlighted; the rate step only for a foreign-currency source. */
export function WizardSteps({ step, foreign }: { step: string; foreign: boolean }) {
  const t = useT();
  const steps = STEPS.filter((s) => foreign || s !== 'rate');
  const current = step === 'submitting' || step === 'done' ? 'preview' : step;
  return (
    <ol style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0, margin: '0 0 16px' }} aria-label={t('conversion.steps')}>
      {steps.map((s, i) => (
        <li key={s} aria-current={s === current ? 'step' : undefined}>
          <Tag large minimal={s !== current} intent={s === current ? 'primary' : 'none'} round>
            {i + 1}. {t(`conversion.step.${s}`)}
          </Tag>
        </li>
      ))}
    </ol>
  );
}
