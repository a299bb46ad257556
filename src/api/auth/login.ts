import type { CaptchaValue, LoginBody, SessionValue, SmsSentValue } from '../../../schemas/auth.schema';
import { request } from '../client';

export type { SessionValue };

/** §7 login: username or SMS code; a failure may ask for a captcha (value.captcha). */
export function login(body: LoginBody): Promise<SessionValue> {
  return request<SessionValue>('/api/auth/login', { method: 'POST', body });
}

export function rememberLogin(rememberToken: string): Promise<SessionValue> {
  return request<SessionValue>('/api/auth/remember', { method: 'POST', body: { rememberToken } });
}

/** Signs out; with the remember token, the server revokes it too (else it would sign back in for 30 days). */
export function logout(rememberToken?: string): Promise<null> {
  return request<null>('/api/auth/session', { method: 'DELETE', ...(rememberToken ? { body: { rememberToken } } : {}) });
}

export function getCaptcha(): Promise<CaptchaValue> {
  return request('/api/auth/captcha');
}

/** Asks for an SMS code; after a few requests the server wants a solved captcha with it (value.captcha on the refusal). */
export function sendSms(body: { mobileNum: string; countryDialingCode: string; purpose: 'register' | 'login' | 'password'; captchaId?: string; captcha?: string }): Promise<SmsSentValue> {
  return request('/api/auth/sms', { method: 'POST', body });
}
