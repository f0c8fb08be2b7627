import { z } from 'zod';

export const BACKUP_FORMAT = 'defter-backup';
export const BACKUP_FORMAT_VERSION = 1;

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
