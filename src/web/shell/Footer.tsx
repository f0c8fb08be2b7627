import { useBrand } from '../brand/useBrand';
import { version } from '../../../package.json';
import { useT } from '../i18n/useT';

/** The package's version (spec §9); its update notes are CHANGELOG.md's (/sistem/yama). */
export const APP_VERSION = version;

export function Footer() {
  const t = useT();
  const brand = useBrand();
  return (
    <footer className="defter-footer" data-testid="footer">
      <span>
        © {new Date().getFullYear()} {brand.name} · {t('layout.version', { version: APP_VERSION })}
      </span>
      <span>
        {t('layout.contact')}: {brand.email && <a href={`mailto:${brand.email}`}>{brand.email}</a>} {brand.phone && <bdi>{brand.phone}</bdi>}
      </span>
    </footer>
  );
}
