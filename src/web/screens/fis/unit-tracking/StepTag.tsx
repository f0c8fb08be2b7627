import { Icon, Tag, type Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { TrackingStep } from '../../../../domain/unit-tracking/steps';
import { useT } from '../../../i18n/useT';

const INTENTS: Record<TrackingStep, Intent> = { received: 'none', inProgress: 'primary', ready: 'warning', delivered: 'success' };

/** A tracked line's step, in its colour. */
export function StepTag({ step }: { step: TrackingStep }) {
  const t = useT();
  return (
    <Tag intent={INTENTS[step]} data-testid="tracking-step" data-step={step}>
      {t(`unitTracking.steps.${step}`)}
    </Tag>
  );
}

/** The arrow of a move one step on (`forward`) or back, pointing the reading way round. */
export function StepArrow({ forward }: { forward: boolean }) {
  const rtl = useIntl().locale.startsWith('ar');
  return <Icon icon={forward !== rtl ? 'arrow-right' : 'arrow-left'} />;
}
