import es from '../../../locales/profile/es.json';
import {
  checkSupportForm,
  checkSupportMessage,
  checkSupportSubject,
  countMessageCharacters,
  isSupportFormValid,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_SUBJECT_MIN,
} from '../support-rules';

const NINETY_NINE_WITH_SPACES = 'a '.repeat(99);
const HUNDRED_WITH_SPACES = 'ab '.repeat(50);

describe('support form rules (spec 001 sections 5 and 9)', () => {
  it('the limits are the spec’s: subject 3, message 100 non-space characters', () => {
    expect(SUPPORT_SUBJECT_MIN).toBe(3);
    expect(SUPPORT_MESSAGE_MIN).toBe(100);
  });

  it("Support: subject required, at least 3 characters after trimming ('Por favor ingresá un asunto')", () => {
    expect(checkSupportSubject('')).toBe('subject');
    expect(checkSupportSubject('   ')).toBe('subject');
    expect(checkSupportSubject('  ab ')).toBe('subject');
    expect(checkSupportSubject('abc')).toBeNull();
    expect(checkSupportSubject('  abc  ')).toBeNull();
    expect(es.support.errors.subject).toBe('Por favor ingresá un asunto');
  });

  it("Support: the message, ignoring whitespace, has at least 100 characters ('El mensaje debe tener al menos 100 caracteres.')", () => {
    expect(countMessageCharacters(NINETY_NINE_WITH_SPACES)).toBe(99);
    expect(NINETY_NINE_WITH_SPACES.length).toBeGreaterThan(100);
    expect(checkSupportMessage(NINETY_NINE_WITH_SPACES)).toBe('description');
    expect(checkSupportMessage(`${'a'.repeat(99)}\n\t \u00a0`)).toBe('description');
    expect(checkSupportMessage(HUNDRED_WITH_SPACES)).toBeNull();
    expect(checkSupportMessage('a'.repeat(100))).toBeNull();
    expect(checkSupportMessage('')).toBe('description');
    expect(es.support.errors.description).toBe('El mensaje debe tener al menos 100 caracteres.');
  });

  it('the API’s maximums: a subject of 150 characters, a message of 5000 (both trimmed)', () => {
    expect(checkSupportSubject('a'.repeat(SUPPORT_SUBJECT_MAX))).toBeNull();
    expect(checkSupportSubject(` ${'a'.repeat(SUPPORT_SUBJECT_MAX)} `)).toBeNull();
    expect(checkSupportSubject('a'.repeat(SUPPORT_SUBJECT_MAX + 1))).toBe('subjectLong');
    expect(checkSupportMessage('a'.repeat(SUPPORT_MESSAGE_MAX))).toBeNull();
    expect(checkSupportMessage('a'.repeat(SUPPORT_MESSAGE_MAX + 1))).toBe('descriptionLong');
    expect(es.support.errors.subjectLong).toBe('El asunto no puede tener más de 150 caracteres');
    expect(es.support.errors.descriptionLong).toBe('El mensaje no puede tener más de 5000 caracteres.');
  });

  it('Send is disabled while invalid or empty: the form is valid only when both fields are', () => {
    expect(checkSupportForm({ subject: '', message: '' })).toEqual({
      subject: 'subject',
      message: 'description',
    });
    expect(isSupportFormValid({ subject: '', message: '' })).toBe(false);
    expect(isSupportFormValid({ subject: 'abc', message: NINETY_NINE_WITH_SPACES })).toBe(false);
    expect(isSupportFormValid({ subject: '  ab ', message: HUNDRED_WITH_SPACES })).toBe(false);
    expect(isSupportFormValid({ subject: 'abc', message: HUNDRED_WITH_SPACES })).toBe(true);
  });
});
