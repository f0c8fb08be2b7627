import { Button, Callout, Card, Checkbox, H3, HTMLSelect, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { allowedByRoles, STOCK_DEFINITION_ROLES } from '../../../domain/roles';
import type { SecondhandSettingsBody } from '../../../domain/schemas/secondhand';
import { ROUNDING_MODES, suggestedPrice } from '../../../domain/secondhand/price';
import { formatMoney } from '../../../domain/format';
import { useSecondhandSettings } from '../../api/fetchSecondhandSettings';
import { useSaveSecondhandSettings } from '../../api/saveSecondhandSettings';
import { useUiSettings } from '../../api/fetchUiSettings';
import { useT } from '../../i18n/useT';
import { fieldErrors } from '../common/listHelpers';

/** What a copy of a 100.00 book costs by each grade: the rule at a glance while it is typed. */
const EXAMPLE_PRICE = '100.00';

/**
 * /sahaf/ayar: the second-hand grades, best first, each with its share of the new book's price and whether a copy of
 * that grade may be listed for sale; the rounding step and direction of the proposed price.
 */
export function SecondhandSettingsPage({ path }: { path: string }) {
  const t = useT();
  const settings = useSecondhandSettings();
  const save = useSaveSecondhandSettings();
  const roles = useUiSettings().data?.authorizedUser.roles ?? [];
  const mayWrite = allowedByRoles(STOCK_DEFINITION_ROLES, roles);
  const [draft, setDraft] = useState<SecondhandSettingsBody | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (settings.data) setDraft(settings.data);
  }, [settings.data]);
  if (!draft) return <Spinner size={32} />;

  const change = (patch: Partial<SecondhandSettingsBody>) => {
    setSaved(false);
    setDraft({ ...draft, ...patch });
  };
  const setGrade = (i: number, patch: Partial<SecondhandSettingsBody['grades'][number]>) =>
    change({ grades: draft.grades.map((g, j) => (j === i ? { ...g, ...patch } : g)) });
  const example = (grade: SecondhandSettingsBody['grades'][number]['grade']) => {
    try {
      return formatMoney(suggestedPrice(EXAMPLE_PRICE, grade, draft));
    } catch {
      return '';
    }
  };
  const onSave = () => {
    setErrors({});
    save.mutate(draft, { onSuccess: () => setSaved(true), onError: (err) => setErrors(fieldErrors(err)) });
  };

  return (
    <Card className="defter-page" data-testid="secondhand-settings" data-route={path}>
      <H3>{t('route.secondhandSettings')}</H3>
      <p>{t('secondhand.settingsIntro')}</p>
      {Object.keys(errors).length > 0 && (
        <Callout intent="danger" style={{ marginBottom: 12 }} data-testid="secondhand-settings-errors">
          {Object.entries(errors).map(([k, m]) => (
            <div key={k}>{m}</div>
          ))}
        </Callout>
      )}
      {saved && (
        <Callout intent="success" style={{ marginBottom: 12 }} data-testid="secondhand-settings-saved">
          {t('secondhand.saved')}
        </Callout>
      )}
      <div style={{ overflowX: 'auto' }}>
        <HTMLTable compact striped>
          <thead>
            <tr>
              <th>{t('secondhand.grade')}</th>
              <th>{t('secondhand.share')}</th>
              <th>{t('secondhand.listed')}</th>
              <th>{t('secondhand.example', { price: formatMoney(EXAMPLE_PRICE) })}</th>
            </tr>
          </thead>
          <tbody>
            {draft.grades.map((g, i) => (
              <tr key={g.grade} data-testid={`grade-${g.grade}`}>
                <td>{t(`secondhand.grades.${g.grade}`)}</td>
                <td>
                  <InputGroup
                    aria-label={`${t(`secondhand.grades.${g.grade}`)} — ${t('secondhand.share')}`}
                    inputMode="decimal"
                    dir="ltr"
                    style={{ width: 80 }}
                    readOnly={!mayWrite}
                    rightElement={<span className="bp6-text-muted secondhand-percent">%</span>}
                    intent={errors[`grades.${i}.share`] ? 'danger' : 'none'}
                    value={g.share}
                    data-testid={`grade-share-${g.grade}`}
                    onChange={(e) => setGrade(i, { share: e.target.value.replace(',', '.') })}
                  />
                </td>
                <td>
                  <Checkbox
                    aria-label={`${t(`secondhand.grades.${g.grade}`)} — ${t('secondhand.listed')}`}
                    disabled={!mayWrite}
                    checked={g.listed}
                    data-testid={`grade-listed-${g.grade}`}
                    onChange={(e) => setGrade(i, { listed: e.currentTarget.checked })}
                  />
                </td>
                <td dir="ltr" data-testid={`grade-example-${g.grade}`}>
                  {example(g.grade)}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', marginTop: 12 }}>
        <label htmlFor="secondhand-step">{t('secondhand.roundingStep')}</label>
        <InputGroup
          id="secondhand-step"
          inputMode="decimal"
          dir="ltr"
          style={{ width: 80 }}
          readOnly={!mayWrite}
          intent={errors.roundingStep ? 'danger' : 'none'}
          value={draft.roundingStep}
          data-testid="secondhand-step"
          onChange={(e) => change({ roundingStep: e.target.value.replace(',', '.') })}
        />
        <label htmlFor="secondhand-mode">{t('secondhand.roundingMode')}</label>
        <HTMLSelect
          id="secondhand-mode"
          disabled={!mayWrite}
          value={draft.roundingMode}
          data-testid="secondhand-mode"
          onChange={(e) => change({ roundingMode: e.target.value as SecondhandSettingsBody['roundingMode'] })}
          options={ROUNDING_MODES.map((m) => ({ value: m, label: t(`secondhand.rounding.${m}`) }))}
        />
        {mayWrite && (
          <Button
            intent="primary"
            icon="floppy-disk"
            loading={save.isPending}
            text={t('secondhand.save')}
            onClick={onSave}
            data-testid="secondhand-settings-save"
          />
        )}
      </div>
    </Card>
  );
}
