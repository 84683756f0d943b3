import { clearSupportDraft, readSupportDraft, saveSupportDraft, SUPPORT_DRAFT_KEY } from '../support-draft';

const DRAFT = { subject: 'Pedido frío', message: 'Llegó frío' };

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('the support draft in session storage', () => {
  it('keeps what was typed for a reload, for the same user only', () => {
    expect(saveSupportDraft('user-1', DRAFT)).toBe(true);
    expect(readSupportDraft('user-1')).toEqual(DRAFT);
    expect(readSupportDraft('user-2')).toEqual({ subject: '', message: '' });
  });

  it('an empty form or a sent message leaves nothing behind', () => {
    saveSupportDraft('user-1', DRAFT);
    saveSupportDraft('user-1', { subject: '', message: '' });
    expect(sessionStorage.getItem(SUPPORT_DRAFT_KEY)).toBeNull();
    saveSupportDraft('user-1', DRAFT);
    clearSupportDraft();
    expect(sessionStorage.getItem(SUPPORT_DRAFT_KEY)).toBeNull();
  });

  it('a full storage only means the draft is not kept: no throw', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(saveSupportDraft('user-1', DRAFT)).toBe(false);
    expect(readSupportDraft('user-1')).toEqual({ subject: '', message: '' });
  });

  it('something unreadable under the key reads as no draft', () => {
    sessionStorage.setItem(SUPPORT_DRAFT_KEY, '{not json');
    expect(readSupportDraft('user-1')).toEqual({ subject: '', message: '' });
    sessionStorage.setItem(SUPPORT_DRAFT_KEY, JSON.stringify({ userId: 'user-1', subject: 4 }));
    expect(readSupportDraft('user-1')).toEqual({ subject: '', message: '' });
  });
});
