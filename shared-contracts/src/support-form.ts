import * as z from 'zod/mini';

/*
 * The support form's rules (spec 001 sections 5 and 9), written once: the accounts remote's support
 * form takes its field errors from these schemas and the API parses POST /support/add with them. The
 * maximums are the API's own, checked in the form too so a long text is fixed there instead of
 * ending on the error screen. The remote shows a message by its key (`support.errors.<key>`).
 *
 * Only the accounts remote and the API import this module: it is not a federation singleton.
 */

export const SUPPORT_MESSAGES = {
  subject: 'Por favor ingresá un asunto',
  subjectLong: 'El asunto no puede tener más de 150 caracteres',
  description: 'El mensaje debe tener al menos 100 caracteres.',
  descriptionLong: 'El mensaje no puede tener más de 5000 caracteres.',
} as const;
export type SupportMessageKey = keyof typeof SUPPORT_MESSAGES;

const M = SUPPORT_MESSAGES;

export const SUPPORT_SUBJECT_MIN = 3;
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MIN = 100;
export const SUPPORT_MESSAGE_MAX = 5000;

const graphemes =
  typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter('es', { granularity: 'grapheme' })
    : null;

/**
 * Characters as the customer sees them (issue 28 item 16): user-perceived characters (grapheme
 * clusters: '😀', 'é' written as e + accent and '👍🏽' are one each), where JavaScript's `length`
 * counts UTF-16 units ('😀' is 2). Without Intl.Segmenter, code points.
 */
export function countCharacters(text: string): number {
  if (!graphemes) return Array.from(text).length;
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/**
 * The characters of a message that count (spec 001 section 5): whitespace (spaces, tabs, line
 * breaks) does not, and each character counts once, emoji included. The form's counter, its rule
 * and the API's check of POST /support/add all count with this one function.
 */
export const countMessageCharacters = (message: string) => countCharacters(message.replace(/\s/gu, ''));

/** Subject: required, 3 to 150 characters (countCharacters) once trimmed. */
export const supportSubjectField = z.string({ error: M.subject }).check(
  z.trim(),
  z.refine((value: string) => countCharacters(value) >= SUPPORT_SUBJECT_MIN, M.subject),
  z.refine((value: string) => countCharacters(value) <= SUPPORT_SUBJECT_MAX, M.subjectLong),
);

/** Description: at least 100 characters not counting whitespace, at most 5000 once trimmed (countCharacters). */
export const supportDescriptionField = z.string({ error: M.description }).check(
  z.trim(),
  z.refine((value: string) => countMessageCharacters(value) >= SUPPORT_MESSAGE_MIN, M.description),
  z.refine((value: string) => countCharacters(value) <= SUPPORT_MESSAGE_MAX, M.descriptionLong),
);
