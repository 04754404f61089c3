/** A message ready to send: French subject, plain text and HTML. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail exists for, logged by the outbox so a developer can follow it. */
  link?: string;
};

export type Mailer = {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
};
