import { AnchorButton } from '@blueprintjs/core';
import { useT } from '../../i18n/useT';
import { useMayOpen } from './listHelpers';

/**
 * A document shipped with a carrier shows its cargo tracking number (spec §3), which opens the carrier's sending page
 * where the shipment is followed.
 */
export function CargoTrackingLink({ doc }: { doc: { cargoTracking?: { carrier: string; trackingNumber: string; state: string } | null } }) {
  const t = useT();
  const tracking = doc.cargoTracking;
  const page = `/modul/${tracking?.carrier ?? 'yurtici'}kargo/gonder`;
  const mayOpen = useMayOpen(page);
  if (!tracking) return null;
  const text = t('cargo.trackingOnDocument', { carrier: t(`cargo.carriers.${tracking.carrier}`), number: tracking.trackingNumber });
  return mayOpen ? (
    <AnchorButton variant="minimal" icon="box" href={`#${page}`} text={text} data-testid="cargo-tracking-link" data-tracking={tracking.trackingNumber} />
  ) : (
    <span data-testid="cargo-tracking-link" data-tracking={tracking.trackingNumber}>
      {text}
    </span>
  );
}
