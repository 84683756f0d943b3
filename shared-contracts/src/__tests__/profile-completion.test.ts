import { userSchema, type User } from '../entities';
import {
  COMPLETION_DELAY_MS,
  completionFields,
  completionProgress,
  missingProfileFields,
} from '../profile-completion';

const user = (fields: Partial<User> = {}): User => userSchema.parse({ _id: 'u1', ...fields });
const complete = {
  phoneNumber: '+541155550000',
  birthDate: { year: 1990, month: 5, day: 20 },
  gender: 'Female' as const,
};
const company = {
  name: 'Ana Pérez',
  cuit: '20301234567',
  businessName: 'Distribuidora Sur SA',
  companyName: 'Sur',
  province: 'Buenos Aires',
  city: 'Avellaneda',
};

describe('profile completion (spec 001 sections 2, 4 and 5)', () => {
  it('opens after 1000 ms', () => {
    expect(COMPLETION_DELAY_MS).toBe(1000);
  });

  it('asks phone, birth date and gender (3 fields), plus the company data in company mode (9 fields)', () => {
    expect(completionFields(false)).toEqual(['phoneNumber', 'birthDate', 'gender']);
    expect(completionFields(true)).toHaveLength(9);
    expect(completionFields(true)).toEqual(
      expect.arrayContaining(['name', 'cuit', 'businessName', 'companyName', 'province', 'city']),
    );
  });

  it('finds what a non-guest customer misses; a guest is never prompted', () => {
    expect(missingProfileFields(user(), false)).toEqual(['phoneNumber', 'birthDate', 'gender']);
    expect(missingProfileFields(user({ ...complete, gender: null }), false)).toEqual(['gender']);
    expect(missingProfileFields(user(complete), false)).toEqual([]);
    expect(missingProfileFields(user({ typeUser: 'guest' }), false)).toEqual([]);
    expect(missingProfileFields(null, false)).toEqual([]);
  });

  it('takes a bare +54 prefix as a missing phone', () => {
    expect(missingProfileFields(user({ ...complete, phoneNumber: '+54' }), false)).toEqual(['phoneNumber']);
  });

  it('asks the b2b company data in company mode', () => {
    expect(missingProfileFields(user(complete), true)).toEqual([
      'name',
      'cuit',
      'businessName',
      'companyName',
      'province',
      'city',
    ]);
    expect(missingProfileFields(user({ ...complete, ...company }), true)).toEqual([]);
    expect(missingProfileFields(user({ ...complete, ...company, city: '  ' }), true)).toEqual(['city']);
  });

  it('b2c progress starts at 60 % and each of the 3 valid fields adds an equal share', () => {
    expect([0, 1, 2, 3].map((valid) => completionProgress(valid, false))).toEqual([60, 73, 87, 100]);
  });

  it('b2b progress starts at 20 % and each of the 9 valid fields adds an equal share', () => {
    expect(completionProgress(0, true)).toBe(20);
    expect(completionProgress(1, true)).toBe(29);
    expect(completionProgress(8, true)).toBe(91);
    expect(completionProgress(9, true)).toBe(100);
    expect(completionProgress(12, true)).toBe(100);
  });
});
