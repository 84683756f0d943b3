import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database';

export type MailKind = 'verification' | 'reset';

export interface MailAnswer {
  id: string;
  brandId: string;
  to: string;
  subject: string;
  body: string;
  kind: MailKind;
  createdAt: string;
}

interface MailRow {
  id: string;
  brand_id: string;
  to_email: string;
  subject: string;
  body: string;
  kind: MailKind;
  created_at: Date;
}

export interface OutgoingMail {
  brandId: string;
  to: string;
  subject: string;
  body: string;
  kind: MailKind;
}

/**
 * "Sends" a mail: there is no mail server yet, so it is written to the outbox table and logged (one
 * info line without the body, which carries codes and links).
 */
export async function sendMail(
  db: Queryable,
  log: FastifyBaseLogger,
  mail: OutgoingMail,
  now: Date,
): Promise<string> {
  const id = `mail_${randomUUID().replaceAll('-', '')}`;
  await db.query(
    `INSERT INTO mails (id, brand_id, to_email, subject, body, kind, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, mail.brandId, mail.to, mail.subject, mail.body, mail.kind, now.toISOString()],
  );
  log.info({ mailId: id, kind: mail.kind, to: mail.to, brandId: mail.brandId }, 'mail written to the outbox');
  return id;
}

export const OUTBOX_LIMIT = 100;

/** The mails to one address, newest first. */
export async function listMails(db: Queryable, to: string): Promise<MailAnswer[]> {
  const { rows } = await db.query<MailRow>(
    `SELECT id, brand_id, to_email, subject, body, kind, created_at FROM mails
     WHERE to_email = $1
     ORDER BY created_at DESC, seq DESC LIMIT ${OUTBOX_LIMIT}`,
    [to],
  );
  return rows.map((row) => ({
    id: row.id,
    brandId: row.brand_id,
    to: row.to_email,
    subject: row.subject,
    body: row.body,
    kind: row.kind,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
