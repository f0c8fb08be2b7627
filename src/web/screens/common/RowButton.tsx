import { Button, type IconName } from '@blueprintjs/core';
import { useDevice } from '../../shell/useViewport';

/** A row's action (edit, add below): icon and text, on a phone only the icon (its text stays the label). */
export function RowButton({ icon, text, testId, onClick }: { icon: IconName; text: string; testId: string; onClick: () => void }) {
  const phone = useDevice() === 'mobile';
  return <Button variant="minimal" icon={icon} text={phone ? undefined : text} aria-label={text} title={text} onClick={onClick} data-testid={testId} />;
}
