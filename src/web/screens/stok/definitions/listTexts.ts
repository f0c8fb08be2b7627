import type { MasterListTexts } from '../../common/MasterList';

/** The texts of a paged definition list (people, manufacturers). */
export function definitionListTexts(t: (id: string, values?: Record<string, string | number>) => string, title: string, newLabel: string): MasterListTexts {
  return {
    title,
    search: t('definitions.search'),
    newLabel,
    empty: t('definitions.empty'),
    emptySearch: (q) => t('definitions.emptySearch', { q }),
    total: (n) => t('definitions.total', { n }),
    range: (from, to, total) => t('definitions.range', { from, to, total }),
    prev: t('definitions.prev'),
    next: t('definitions.next'),
  };
}
