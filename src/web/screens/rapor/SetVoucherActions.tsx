import { AnchorButton } from '@blueprintjs/core';
import { useT } from '../../i18n/useT';
import { useMayWrite } from '../common/useMayWrite';

/** /kbsets/uretim: a new set production or break-up, for those who may write them. */
export function SetVoucherActions() {
  const t = useT();
  const mayProduce = useMayWrite('setProduction');
  const mayBreakUp = useMayWrite('setBreakup');
  return (
    <>
      {mayProduce && <AnchorButton icon="build" text={t('sets.produce')} href="#/kbsets/uretim/yeni" data-testid="set-produce" />}
      {mayBreakUp && <AnchorButton icon="split-columns" text={t('sets.breakUp')} href="#/kbsets/dagitim/yeni" data-testid="set-break-up" />}
    </>
  );
}
