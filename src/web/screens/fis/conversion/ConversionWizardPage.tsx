import { Alert, Callout, Card, H3, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { buildConversionLines, CONVERSION_REFUSALS, CONVERSIONS, conversionRefusal } from '../../../../../machines/index';
import { convertibleQuantity } from '../../../../domain/warehouse/shelf-rules';
import { conversionFlow, flowStep, type ConversionDraft, type ConversionRequest, type FlowLine } from '../../../../../flows/conversion';
import { ApiError } from '../../../api/apiError';
import { createConversion } from '../../../api/createConversion';
import { documentKeys } from '../../../api/documentKeys';
import { useConversionSource, type ConversionSource } from '../../../api/fetchConversionSource';
import { queryClient } from '../../../api/queryClient';
import { useT } from '../../../i18n/useT';
import { navigate } from '../../../routes/hashLocation';
import { editPathOf } from '../../common/receiptRoutes';
import { WizardSteps } from './WizardSteps';
import { PickStep, PreviewStep, QuantitiesStep, RateStep, WizardButtons } from './steps';

/** The conversion row of lifecycles.md §3 a route name and a source type stand for (`donusum`: sale or purchase → waybill). */
function conversionFor(routeName: string, sourceType: string) {
  return CONVERSIONS.find((c) => c.source === sourceType && (c.route === routeName || (routeName === 'donusum' && c.route.startsWith('fisDonusum'))));
}

/** The source's lines; a picked order's with what was picked for each (its conversion offers that). */
const sourceLines = (source: ConversionSource) =>
  source.lines.map((l) => ({ ...l, pickedQuantity: source.pickedQuantities ? (source.pickedQuantities[l.id] ?? '0') : undefined }));

const flowLines = (source: ConversionSource): FlowLine[] =>
  sourceLines(source).map((l) => ({
    id: l.id,
    productId: l.productId ?? undefined,
    remaining: convertibleQuantity(l, l.pickedQuantity),
    unitPrice: l.unitPrice,
    multiplier: l.multiplier ?? '1',
    discountRate: l.discountRate ?? '0',
    vatRate: l.vatRate,
    priceIncludesVat: l.priceIncludesVat === true,
  }));

/** After the draft is made: its editor, or the order list for an order (orders have no editor screen yet). */
const afterPath = (doc: { type: string; id: number }) => editPathOf(doc.type, doc.id) ?? '/siparis/list';

function Wizard({ source, target, path }: { source: ConversionSource; target: string; path: string }) {
  const t = useT();
  const foreign = (source.currency ?? 'TRY') !== 'TRY';
  const flow = useMemo(
    () =>
      conversionFlow.provide({
        actors: {
          createDraft: fromPromise(async ({ input }: { input: ConversionRequest }): Promise<ConversionDraft> => {
            // a refusal's message is shown on the preview; anything else as the flow's own failure message
            const doc = await createConversion(source.id, { target, ...input }).catch((err: unknown) => {
              throw err instanceof ApiError ? err : new Error();
            });
            void queryClient.invalidateQueries({ queryKey: documentKeys.all });
            return { type: doc.type, id: doc.id };
          }),
        },
        actions: { created: (_, doc) => navigate(afterPath(doc)) },
      }),
    [source.id, target],
  );
  const [state, send] = useMachine(flow, { input: { lines: flowLines(source), foreign } });
  const step = flowStep(state.value);
  const askingBack = state.matches({ quantities: 'askingBack' }) || state.matches({ rate: 'askingBack' }) || state.matches({ preview: 'askingBack' });

  return (
    <div data-testid="conversion-wizard" data-step={step} data-asking-back={askingBack ? 'true' : 'false'} data-route={path}>
      <WizardSteps step={step} foreign={foreign} />
      {step === 'pick' && <PickStep context={state.context} names={source.productNames} send={send} />}
      {step === 'quantities' && <QuantitiesStep context={state.context} names={source.productNames} send={send} />}
      {step === 'rate' && <RateStep context={state.context} sourceRate={source.exchangeRate ?? null} currency={source.currency ?? 'TRY'} send={send} />}
      {(step === 'preview' || step === 'submitting') && <PreviewStep context={state.context} names={source.productNames} currency={source.currency ?? 'TRY'} />}
      {state.context.failure && step === 'preview' && (
        <Callout intent="danger" icon="error" style={{ marginTop: 12 }} data-testid="conversion-failure">
          {state.context.failure}
        </Callout>
      )}
      <WizardButtons step={step} context={state.context} send={send} />
      <Alert
        isOpen={askingBack}
        icon="undo"
        intent="warning"
        confirmButtonText={t('conversion.backConfirm')}
        cancelButtonText={t('conversion.backCancel')}
        onConfirm={() => send({ type: 'BACK_CONFIRMED' })}
        onCancel={() => send({ type: 'BACK_CANCELLED' })}
      >
        <p data-testid="back-question">{t('conversion.backQuestion')}</p>
      </Alert>
    </div>
  );
}

/** /fis/<route>/{id} (lifecycles.md §3) and /fis/donusum/{id}: the guided conversion of one source document. */
export function ConversionWizardPage({ path, routeName, sourceId }: { path: string; routeName: string; sourceId: number }) {
  const t = useT();
  const source = useConversionSource(sourceId);
  if (source.isPending) return <Spinner size={32} />;
  if (!source.data) return <NonIdealState icon="error" title={t('conversion.loadFailed')} />;
  const conversion = conversionFor(routeName, source.data.type);
  const remaining = buildConversionLines({ lines: sourceLines(source.data) });
  const refusal = conversionRefusal(source.data.type, source.data.status, conversion?.target) ?? (remaining.ok ? null : remaining.reason);
  return (
    <Card className="defter-page" data-testid="conversion-page">
      <H3 style={{ marginTop: 0, display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <span>{t(`documentTypes.${source.data.type}`)}</span>
        <Tag minimal>
          <span dir="ltr">{source.data.number}</span>
        </Tag>
        {conversion && (
          <>
            <span aria-hidden>→</span>
            <span data-testid="conversion-target">{t(`documentTypes.${conversion.target}`)}</span>
          </>
        )}
      </H3>
      {refusal === CONVERSION_REFUSALS.notAllowed || !conversion ? (
        <Callout intent="danger" data-testid="conversion-not-allowed">
          {t(`rules.${refusal}`)}
        </Callout>
      ) : refusal === CONVERSION_REFUSALS.sourceNotReady ? (
        <Callout intent="warning" data-testid="conversion-not-ready">
          {t(`rules.${refusal}`)}
        </Callout>
      ) : refusal ? (
        <NonIdealState icon="tick-circle" title={t(`rules.${refusal}`)} />
      ) : (
        <Wizard source={source.data} target={conversion.target} path={path} />
      )}
    </Card>
  );
}
