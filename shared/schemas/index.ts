// One import for every payload schema: `import { loginSchema } from '../shared/schemas/index.ts'`.
export * from './auth.ts';
export * from './profile.ts';
export * from './call-schedule.ts';
export * from './escalation-contact.ts';
export * from './subscription.ts';
export * from './contact-message.ts';
export * from './timezone-query.ts';
export * from './account-deletion.ts';
