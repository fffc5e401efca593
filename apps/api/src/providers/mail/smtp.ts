import nodemailer from 'nodemailer';
import type { MailTransport } from './types.ts';

/** The real adapter: any SMTP server (nodemailer), e.g. `smtp://user:pass@smtp.example.com:587`. */
export function smtp(options: { url: string; from: string; messageIdDomain: string }): MailTransport {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message, { messageId } = {}) {
      await transport.sendMail({
        from: options.from,
        ...message,
        ...(messageId ? { messageId: `<${messageId}@${options.messageIdDomain}>` } : {}),
      });
    },
    close: () => transport.close(),
  };
}
