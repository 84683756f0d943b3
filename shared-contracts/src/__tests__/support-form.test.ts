import {
  countCharacters,
  countMessageCharacters,
  SUPPORT_MESSAGES,
  supportDescriptionField,
  supportSubjectField,
} from '../support-form';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('support form: one count of characters (issue 28 item 16, spec 001 section 5)', () => {
  it('counts an emoji, an accent written apart and a toned emoji as one character each', () => {
    expect(countCharacters('😀')).toBe(1);
    expect(countCharacters('e\u0301')).toBe(1);
    expect(countCharacters('👍🏽')).toBe(1);
    expect(countCharacters('año')).toBe(3);
  });

  it('a message counts its non-space characters once each', () => {
    expect(countMessageCharacters(`${'a'.repeat(98)} 😀`)).toBe(99);
    expect(countMessageCharacters(' a\tb\nc 😀 ')).toBe(4);
  });

  it('98 letters and 😀 are short; 98 letters, 😀 and 👍🏽 are enough', () => {
    expect(firstMessage(supportDescriptionField.safeParse(`${'a'.repeat(98)}😀`))).toBe(
      SUPPORT_MESSAGES.description,
    );
    expect(firstMessage(supportDescriptionField.safeParse(`${'a'.repeat(98)}😀👍🏽`))).toBeNull();
  });

  it('the maximums count characters too: 5000 emoji fit, 150 emoji make a subject', () => {
    expect(firstMessage(supportDescriptionField.safeParse('😀'.repeat(5000)))).toBeNull();
    expect(firstMessage(supportDescriptionField.safeParse('😀'.repeat(5001)))).toBe(
      SUPPORT_MESSAGES.descriptionLong,
    );
    expect(firstMessage(supportSubjectField.safeParse('😀'.repeat(150)))).toBeNull();
    expect(firstMessage(supportSubjectField.safeParse(' 😀😀 '))).toBe(SUPPORT_MESSAGES.subject);
  });
});
