import { HTMLSelect } from '@blueprintjs/core';
import { changeLang, currentLang, isLang, LANG_NAMES, LANGS } from '../../i18n/lang';
import { useT } from '../../i18n/useT';

export function LanguageSwitcher() {
  const t = useT();
  return (
    <HTMLSelect
      name="lang"
      aria-label={t('layout.language')}
      value={currentLang()}
      onChange={(e) => isLang(e.target.value) && changeLang(e.target.value)}
      options={LANGS.map((l) => ({ value: l, label: LANG_NAMES[l] }))}
    />
  );
}
