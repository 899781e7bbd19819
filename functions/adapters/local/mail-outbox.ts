import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { MailMessage, MailPort } from '../../core/ports/mail.ts';

/** One email as the outbox keeps it (docs/local-twin.md, "Mail outbox"). */
export interface OutboxMessage {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
  replyTo?: string;
}

/** Local sender address: what `-c mailFrom=` is in the cloud. */
export const LOCAL_MAIL_FROM = 'CareCall <care@carecall.local>';
const MAX_MESSAGES = 500;

/**
 * The local twin of SES: every email lands here instead of leaving the machine, kept in a JSON file
 * in DATA_DIR so it survives restarts, as the simulator's calls do.
 */
export class LocalMailOutbox implements MailPort {
  private messages: OutboxMessage[] = [];

  constructor(private readonly options: { file?: string; from?: string } = {}) {
    if (options.file) {
      try {
        const stored = JSON.parse(readFileSync(options.file, 'utf8')) as unknown;
        if (Array.isArray(stored)) this.messages = stored as OutboxMessage[];
      } catch {
        // No outbox yet (a fresh DATA_DIR) or an unreadable one: start empty.
      }
    }
  }

  async send(message: MailMessage): Promise<{ messageId: string }> {
    const stored: OutboxMessage = {
      id: randomUUID(),
      to: message.to,
      from: this.options.from ?? LOCAL_MAIL_FROM,
      subject: message.subject,
      text: message.text,
      html: message.html,
      sentAt: new Date().toISOString(),
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    };
    this.messages.unshift(stored);
    this.messages.length = Math.min(this.messages.length, MAX_MESSAGES);
    this.save();
    return { messageId: stored.id };
  }

  /** Newest first. */
  list(): OutboxMessage[] {
    return this.messages.map((m) => ({ ...m }));
  }

  clear(): void {
    this.messages = [];
    this.save();
  }

  private save(): void {
    const file = this.options.file;
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    const tmp = `${file}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.messages));
    renameSync(tmp, file);
  }
}
