import type { FamilyPage } from '../descriptor';

const GROUP = 'is';

/** The job pages (/is, spec §2): the jobs, the bench of jobs still to do, and the sales made for jobs. */
export const JOB_PAGES: readonly FamilyPage[] = [
  { path: `/${GROUP}/takip`, titleKey: 'route.jobList', group: GROUP, screen: 'list', access: 'read', menu: { parent: GROUP, order: 1 } },
  { path: `/${GROUP}/takip/islem`, titleKey: 'route.jobBench', group: GROUP, screen: 'bench', access: 'read', menu: { parent: GROUP, order: 3 } },
  { path: `/${GROUP}/satis/islem`, titleKey: 'route.jobSales', group: GROUP, screen: 'sales', access: 'read', menu: { parent: GROUP, order: 4 } },
];
