import { z } from 'zod';
import { calendarDate, recordId } from '../../src/domain/schemas/fields';

/** The receipt an e-document carries: its id, or the text that names it. */
const carriedDocument = z.union([z.string().min(1).max(100), recordId()], { message: 'rules.edocument.documentRequired' });

const edocumentFields = {
  documentId: carriedDocument.optional(),
  date: calendarDate.optional(),
};

const remark = z.string().max(2000).optional();

export const edocumentCreateBody = z.object(edocumentFields);
export const edocumentEventFields = { SEND_FAILED: { error: remark }, SENT: { envelopeId: remark }, APPROVE: { answer: remark }, REJECT: { answer: remark } };
