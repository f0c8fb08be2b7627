import { AnchorButton, Card, H3, H5, NonIdealState } from '@blueprintjs/core';
import { useMemo } from 'react';
import changelog from '../../../../CHANGELOG.md?raw';
import ar from '../../../../locales/changelog/ar.md?raw';
import de from '../../../../locales/changelog/de.md?raw';
import fr from '../../../../locales/changelog/fr.md?raw';
import tr from '../../../../locales/changelog/tr.md?raw';
import { parseChangelog, releasesIn } from '../../../domain/changelog';
import { formatDate } from '../../../domain/format';
import { currentLang, type Lang } from '../../i18n/lang';
import { useT } from '../../i18n/useT';
import { BackIcon } from '../common/FormField';

/** The changelog kept in the repository (English) and its translations (locales/changelog/), read when the app is built. */
const TRANSLATIONS: Record<Lang, string | null> = { tr, en: null, de, fr, ar };

function releasesOf(lang: Lang) {
  const text = TRANSLATIONS[lang];
  return releasesIn(parseChangelog(changelog), text === null ? null : { lang, releases: parseChangelog(text) });
}

/**
 * /sistem/yama: every version's update notes, newest first; /sistem/yama/{id}: one version's (its id counts the
 * versions from the oldest). The notes are CHANGELOG.md's, in the user's language where a translation has the version.
 */
export function ReleaseNotesPage({ path, id }: { path: string; id?: number }) {
  const t = useT();
  const releases = useMemo(() => releasesOf(currentLang()), []);
  const shown = id === undefined ? releases : releases.filter((r) => r.id === id);
  return (
    <Card className="defter-page" data-testid="release-notes" data-route={path} style={{ maxWidth: 860 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        {id !== undefined && <AnchorButton href="#/sistem/yama" minimal icon={<BackIcon />} text={t('releaseNotes.back')} data-testid="back-link" />}
        <H3 style={{ margin: 0 }}>{t('route.releaseNotes')}</H3>
      </div>
      {shown.length === 0 && <NonIdealState icon="search" title={t('releaseNotes.notFound')} />}
      {shown.map((r) => (
        <section key={r.id} data-version={r.version} style={{ marginBottom: 16 }} lang={r.lang}>
          <H5>
            {id === undefined ? (
              <a href={`#/sistem/yama/${r.id}`} style={{ textDecoration: 'underline' }}>
                {r.version}
              </a>
            ) : (
              r.version
            )}{' '}
            <span className="bp6-text-muted" dir="ltr">
              {formatDate(r.date)}
            </span>
          </H5>
          <ul>
            {r.notes.map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
        </section>
      ))}
    </Card>
  );
}
