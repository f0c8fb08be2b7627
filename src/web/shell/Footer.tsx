import { useBrand } from '../brand/useBrand';
import { useT } from '../i18n/useT';

/** Front-end package version (spec §9). */
export const APP_VERSION = '1.0.75';

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
