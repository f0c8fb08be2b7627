import { z } from 'zod';

/** The jobs of the durable job queue (/api/jobs; /sistem/isler, issue #32). */

/** A job's state as the page names it: waiting (to run, or to be tried again), running, done, dead (its retries used up), cancelled. */
export const JOB_STATES = ['waiting', 'retry', 'running', 'done', 'dead', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const jobListQuery = z.strictObject({
  kind: z.string().min(1).max(100).optional(),
  state: z.enum(JOB_STATES).optional(),
});

export const jobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  state: z.enum(JOB_STATES),
  /** the error of its last failed run (a dead job's, or one waiting to be tried again) */
  error: z.string().nullable(),
  progress: z.object({ done: z.number(), total: z.number() }).nullable(),
  retryCount: z.number(),
  retryLimit: z.number(),
  createdAt: z.string(),
  startAfter: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type JobView = z.infer<typeof jobSchema>;

export const jobListSchema = z.object({ kinds: z.array(z.string()), items: z.array(jobSchema) });
export const jobRetryBody = z.strictObject({});
