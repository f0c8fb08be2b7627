import { z } from 'zod';

export const BACKUP_FORMAT = 'defter-backup';
/** 2: the file ends with a trailer holding the number of rows and their checksum (version 1 had none). */
export const BACKUP_FORMAT_VERSION = 2;
/** The versions this Defter restores: a version 1 file (no checksum) is still taken, unverified. */
export const RESTORABLE_VERSIONS: readonly number[] = [1, 2];

/**
 * The first line of a company backup (POST /api/backups): what it is, whose, when, the schema it was read from (the
 * last migration; absent in files written before it was added) and the tables whose rows follow.
 */
export const backupHeader = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  companyId: z.number().int().positive(),
  createdAt: z.string(),
  schema: z.string().optional(),
  tables: z.array(z.string().regex(/^[a-z_][a-z0-9_]*$/)).min(1),
});
export type BackupHeader = z.infer<typeof backupHeader>;

/**
 * The last line of a version 2 backup: how many row lines come between the header and it, and the SHA-256 of those
 * lines, each with its line feed. A file cut short, or a row changed by hand, no longer matches it.
 */
export const backupTrailer = z.object({
  end: z.literal(BACKUP_FORMAT),
  rows: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type BackupTrailer = z.infer<typeof backupTrailer>;
