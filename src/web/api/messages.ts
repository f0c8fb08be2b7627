import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { MessageEvent, MessageLanguage } from '../../domain/messages/events';
import {
  caughtMailSchema,
  messageSchema,
  messageSettingsSchema,
  previewSchema,
  templateListSchema,
  templateSchema,
  testMessageSchema,
  type MessageSettings,
  type MessageSettingsBody,
} from '../../domain/schemas/messages';
import { api } from './client';

/** Messages (issue #33): the SMTP and SMS settings, the templates, every message sent, the sandbox's mailbox. */
export const messageKeys = {
  all: ['messages'] as const,
  settings: () => [...messageKeys.all, 'settings'] as const,
  templates: () => [...messageKeys.all, 'templates'] as const,
  list: (query: string) => [...messageKeys.all, 'list', query] as const,
  mailbox: () => [...messageKeys.all, 'mailbox'] as const,
};

export function useMessageSettings() {
  return useQuery({ queryKey: messageKeys.settings(), queryFn: async () => messageSettingsSchema.parse(await api<unknown>('/messages/settings')) });
}

/** PUT /api/messages/settings, guarded by the settings' version. */
export function useSaveMessageSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: MessageSettingsBody): Promise<MessageSettings> =>
      messageSettingsSchema.parse(await api<unknown>('/messages/settings', { method: 'PUT', body, formShowsErrors: true })),
    onSuccess: (saved) => qc.setQueryData(messageKeys.settings(), saved),
  });
}

/** POST /api/messages/settings/test: whether it went, or what the server said. */
export function useTestMessage() {
  return useMutation({
    mutationFn: async (body: { channel: 'email' | 'sms'; to: string; language: MessageLanguage }) =>
      testMessageSchema.parse(await api<unknown>('/messages/settings/test', { method: 'POST', body, formShowsErrors: true })),
  });
}

export function useMessageTemplates() {
  return useQuery({ queryKey: messageKeys.templates(), queryFn: async () => templateListSchema.parse(await api<unknown>('/messages/templates')) });
}

export function useSaveTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ event, language, ...body }: { event: MessageEvent; language: MessageLanguage; subject: string; body: string }) =>
      templateSchema.parse(await api<unknown>(`/messages/templates/${event}/${language}`, { method: 'PUT', body, formShowsErrors: true })),
    onSuccess: () => qc.invalidateQueries({ queryKey: messageKeys.templates() }),
  });
}

export function useResetTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ event, language }: { event: MessageEvent; language: MessageLanguage }) =>
      templateSchema.parse(await api<unknown>(`/messages/templates/${event}/${language}`, { method: 'DELETE' })),
    onSuccess: () => qc.invalidateQueries({ queryKey: messageKeys.templates() }),
  });
}

export function usePreviewTemplate() {
  return useMutation({
    mutationFn: async ({ event, language, ...body }: { event: MessageEvent; language: MessageLanguage; subject: string; body: string }) =>
      previewSchema.parse(await api<unknown>(`/messages/templates/${event}/${language}/preview`, { method: 'POST', body, formShowsErrors: true })),
  });
}

/** GET /api/messages?state=&event=&q=: newest first; asked again while any is queued. */
export function useMessages(query: string) {
  return useQuery({
    queryKey: messageKeys.list(query),
    queryFn: async () => z.object({ items: z.array(messageSchema) }).parse(await api<unknown>(`/messages${query}`)).items,
    refetchInterval: (q) => (q.state.data?.some((m) => m.state === 'queued') ? 2000 : false),
  });
}

export function useResendMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => messageSchema.parse(await api<unknown>(`/messages/${id}/resend`, { method: 'POST', body: {} })),
    onSuccess: () => qc.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

export function useMailbox() {
  return useQuery({
    queryKey: messageKeys.mailbox(),
    queryFn: async () => z.object({ items: z.array(caughtMailSchema) }).parse(await api<unknown>('/messages/mailbox')).items,
  });
}
