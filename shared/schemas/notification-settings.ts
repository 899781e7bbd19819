// The account holder's email settings (docs/family-side.md): PUT /api/user/notification-settings.
import * as v from 'valibot';
import { booleanField, fieldsObject } from './fields.ts';

export const notificationSettingsSchema = fieldsObject({
  /** An email whenever contacts are alerted: what happened, who was reached. */
  alerts: booleanField(),
  /** An email after every check-in, with its AI notes. */
  afterEachCheckIn: booleanField(),
  /** A weekly summary: calls, answered, health over the week. */
  weeklySummary: booleanField(),
});
export type NotificationSettings = v.InferOutput<typeof notificationSettingsSchema>;

/** What a user who never changed anything gets. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = { alerts: true, afterEachCheckIn: false, weeklySummary: true };

export function notificationSettingsOf(user: { notifications?: Partial<NotificationSettings> }): NotificationSettings {
  return { ...DEFAULT_NOTIFICATION_SETTINGS, ...user.notifications };
}
