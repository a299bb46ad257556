// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_REGISTER_SETTINGS } from '../../../schemas/register.schema';
import { checkPasswordForm } from './change-password-screen';
import { checkPhoneForm, forgetMethods } from './forget-screen';
import { memberTemplate } from './member-home-screen';

const rule = DEFAULT_REGISTER_SETTINGS.rules.password;

describe('change password checks (§5)', () => {
  it('asks for the old password only when the member has one', () => {
    expect(checkPasswordForm({ oldPassword: '', newPassword: 'second12', confirmNewPassword: 'second12' }, true, rule).errors.oldPassword).toBeDefined();
    expect(checkPasswordForm({ oldPassword: '', newPassword: 'second12', confirmNewPassword: 'second12' }, false, rule).errors).toEqual({});
  });

  it('checks the new password by the password rule and the confirmation', () => {
    const r = checkPasswordForm({ oldPassword: 'first123', newPassword: 'x', confirmNewPassword: '' }, true, rule);
    expect(r.errors.newPassword?.key).toBe('validation.pattern.password');
    expect(r.errors.confirmNewPassword?.key).toBe('validation.required');
    const mismatch = checkPasswordForm({ oldPassword: 'first123', newPassword: 'second12', confirmNewPassword: 'second13' }, true, rule);
    expect(mismatch.errors.confirmNewPassword?.key).toBe('errors.password.mismatch');
  });

  it('flags a new password equal to the old one (the pop-up, nothing sent)', () => {
    const r = checkPasswordForm({ oldPassword: 'first123', newPassword: 'first123', confirmNewPassword: 'first123' }, true, rule);
    expect(r.errors).toEqual({});
    expect(r.same).toBe(true);
  });
});

describe('forgot password (§2, §5)', () => {
  it('offers phone recovery only with both flags; the phone flag alone makes it the only way', () => {
    expect(forgetMethods({ PSWCHANGEVERIFY: true, PSWCHANGEMAIL: true })).toEqual(['email', 'phone']);
    expect(forgetMethods({ PSWCHANGEVERIFY: true, PSWCHANGEMAIL: false })).toEqual(['phone']);
    expect(forgetMethods({ PSWCHANGEMAIL: true })).toEqual(['email']);
    expect(forgetMethods(undefined)).toEqual(['email']);
  });

  it('by mobile: the mobile needs the country minimum, the code digits, the password its rule', () => {
    expect(checkPhoneForm({ mobile: '917123', code: '12a', password: 'x' }, 10, rule)).toMatchObject({
      mobile: { key: 'forget.mobileHint', min: 10 },
      code: { key: 'errors.sms.code.invalid' },
      password: { key: 'validation.pattern.password' },
    });
    expect(checkPhoneForm({ mobile: '9171234567', code: '123456', password: 'newpass12' }, 10, rule)).toEqual({});
    expect(checkPhoneForm({ mobile: '', code: '', password: '' }, 10, rule).mobile?.key).toBe('validation.required');
  });
});

describe('member home template (§4)', () => {
  it('is the new member centre when mem_cen is 1, else the base one', () => {
    expect(memberTemplate('1')).toBe('new');
    expect(memberTemplate('0')).toBe('base');
    expect(memberTemplate(undefined)).toBe('base');
  });
});
