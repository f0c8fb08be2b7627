import { useEffect } from 'react';
import { useBrand } from '../brand/useBrand';
import { useT } from '../i18n/useT';

/** Contract: the page title is "<route title> - <brand name>". */
export function useDocumentTitle(titleKey: string | undefined, active = true): void {
  const t = useT();
  const brand = useBrand();
  const title = titleKey ? `${t(titleKey)} - ${brand.name}` : brand.name;
  useEffect(() => {
    if (active) document.title = title;
  }, [title, active]);
}
