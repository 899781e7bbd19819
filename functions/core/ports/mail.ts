// Email to account holders and to support: Amazon SES v2 in the cloud, the outbox `/__mail` locally.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface MailPort {
  send(message: MailMessage): Promise<{ messageId: string }>;
}
