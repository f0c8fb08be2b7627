/** The pages of a job (/is/takip) and of a note or a task (/not). */
export const jobEditPath = (type: string, id: number | string) => (type === 'job' ? `/is/takip/duzen/${id}` : `/not/duzen/${id}`);

/** Where a page's back link leads: a note's and a task's to the note list (spec §2), a job's to the jobs. */
export const jobBackPath = (type: string) => (type === 'job' ? '/is/takip' : '/not/list');
