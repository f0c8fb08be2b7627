import { AnchorButton, Card, H3, H5, NonIdealState } from '@blueprintjs/core';
import changelog from '../../../../CHANGELOG.md?raw';
import { parseChangelog } from '../../../domain/changelog';
import { formatDate } from '../../../domain/format';
import { useT } from '../../i18n/useT';
import { BackIcon } from '../common/FormField';

/** The changelog kept in the repository, read when the app is built. */
const RELEASES = parseChangelog(changelog);

/**
 * /sistem/yama: every version's update notes, newest first; /sistem/yama/{id}: one version's (its id counts the
 * versions from the oldest). The notes are the repository's CHANGELOG.md, written in one language.
 */
export function ReleaseNotesPage({ path, id }: { path: string; id?: number }) {
  const t = useT();
  const shown = id === undefined ? RELEASES : RELEASES.filter((r) => r.id === id);
  return (
    <Card className="defter-page" data-testid="release-notes" data-route={path} style={{ maxWidth: 860 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        {id !== undefined && <AnchorButton href="#/sistem/yama" minimal icon={<BackIcon />} text={t('releaseNotes.back')} data-testid="back-link" />}
        <H3 style={{ margin: 0 }}>{t('route.releaseNotes')}</H3>
      </div>
      {shown.length === 0 && <NonIdealState icon="search" title={t('releaseNotes.notFound')} />}
      {shown.map((r) => (
        <section key={r.id} data-version={r.version} style={{ marginBottom: 16 }} lang="en">
          <H5>
            {id === undefined ? <a href={`#/sistem/yama/${r.id}`}>{r.version}</a> : r.version}{' '}
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
