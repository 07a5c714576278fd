import { z } from 'zod';
import { MAX_PAGE_SIZE, NOTIFICATION_PAGE_SIZE } from '../constants.js';
import type { Localized } from '../types.js';
import { id, localized } from './rules.js';

/** Body of SPEC.md §7's `POST /api/Notification/get-user-notifications/{userId}`. */
export const notificationPageSchema = z.object({
  pageNumber: z.coerce
    .number({ error: 'validation.number' })
    .int({ error: 'validation.integer' })
    .min(1, { error: 'validation.min' })
    .max(100_000)
    .default(1),
  pageSize: z.coerce
    .number({ error: 'validation.number' })
    .int({ error: 'validation.integer' })
    .min(1, { error: 'validation.min' })
    .max(MAX_PAGE_SIZE, { error: 'validation.max' })
    .default(NOTIFICATION_PAGE_SIZE),
});
export type NotificationPageInput = z.infer<typeof notificationPageSchema>;

/** `GET /api/notifications?page=&pageSize=&unread=` */
export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(NOTIFICATION_PAGE_SIZE),
  unread: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const NOTIFICATION_TARGETS = ['one', 'selected', 'all'] as const;
export type NotificationTarget = (typeof NOTIFICATION_TARGETS)[number];

/** A selected-users send may name at most this many users (beyond that, send to all). */
export const MAX_SELECTED_RECIPIENTS = 10_000;

/**
 * `POST /api/admin/notifications/send`: to one user, selected users or every customer
 * (SPEC.md §6). Title and description in both languages.
 */
export const notificationSendSchema = z
  .object({
    target: z.enum(NOTIFICATION_TARGETS, { error: 'validation.oneOf' }),
    userIds: z.array(id()).max(MAX_SELECTED_RECIPIENTS, { error: 'validation.max' }).optional(),
    title: localized(2, 150),
    description: localized(2, 1000),
  })
  .superRefine((v, ctx) => {
    const count = new Set(v.userIds ?? []).size;
    if (v.target === 'one' && count !== 1) ctx.addIssue({ code: 'custom', path: ['userIds'], message: 'notification.oneRecipient' });
    if (v.target === 'selected' && count < 1)
      ctx.addIssue({ code: 'custom', path: ['userIds'], message: 'notification.recipientsRequired' });
  });
export type NotificationSendInput = z.infer<typeof notificationSendSchema>;

/** Notification as the storefront shows it (DESIGN.md §5). */
export interface NotificationDto {
  id: number;
  title: Localized;
  description: Localized;
  isRead: boolean;
  createdAt: string;
}

export interface AdminNotificationDto extends NotificationDto {
  userId: number;
  userName: string;
  userEmail: string;
}
