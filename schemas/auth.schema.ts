/** §3/§7 payloads of the auth, registration and member calls. */
import type { FromSchema } from 'json-schema-to-ts';

const str = (max: number) => ({ type: 'string', maxLength: max }) as const;

export const loginBodySchema = {
  type: 'object',
  required: ['username', 'password'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 40 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
    captcha: str(16),
    captchaId: str(64),
    type: { type: 'string', enum: ['username', 'sms'], default: 'username' },
    countryDialingCode: { type: 'string', pattern: '^\\+?[0-9]{1,4}$' },
    remember: { type: 'boolean' },
    /** §6: the agent login refuses non-agents. */
    portal: { type: 'string', enum: ['member', 'agent'], default: 'member' },
  },
} as const;
export type LoginBody = FromSchema<typeof loginBodySchema>;

export const sessionValueSchema = {
  type: 'object',
  required: ['token', 'userName', 'type', 'firstTimeLogin'],
  additionalProperties: false,
  properties: {
    token: { type: 'string' },
    userName: { type: 'string' },
    type: { type: 'integer' },
    firstTimeLogin: { type: 'boolean' },
    rememberToken: { type: 'string' },
    customerType: { type: 'integer' },
  },
} as const;
/** A signed-in session's answer (login, registration, remember token, social sign-in, trial). */
export type SessionValue = FromSchema<typeof sessionValueSchema>;

/** GET /api/auth/captcha: a challenge's id and its picture (a data: URL). */
export const captchaValueSchema = {
  type: 'object',
  required: ['captchaId', 'image'],
  additionalProperties: false,
  properties: { captchaId: { type: 'string' }, image: { type: 'string' } },
} as const;
export type CaptchaValue = FromSchema<typeof captchaValueSchema>;

/** POST /api/auth/sms: when the code sent expires (ms since the epoch). */
export const smsSentValueSchema = {
  type: 'object',
  required: ['expirationTime'],
  additionalProperties: false,
  properties: { expirationTime: { type: 'number' } },
} as const;
export type SmsSentValue = FromSchema<typeof smsSentValueSchema>;

/** A password set by phone or by a mailed link (and a link checked): the account's name, never a session. */
export const userNameValueSchema = {
  type: 'object',
  required: ['userName'],
  additionalProperties: false,
  properties: { userName: { type: 'string' } },
} as const;
export type UserNameValue = FromSchema<typeof userNameValueSchema>;

/** GET /api/register/username: whether no account has the name yet. */
export const usernameAvailableValueSchema = {
  type: 'object',
  required: ['available'],
  additionalProperties: false,
  properties: { available: { type: 'boolean' } },
} as const;
export type UsernameAvailableValue = FromSchema<typeof usernameAvailableValueSchema>;

/** GET /api/affiliates/check: `success`, and `code` 0 ok, 1 unknown code, 2 wrong domain. */
export const affiliateCheckValueSchema = {
  type: 'object',
  required: ['success', 'code'],
  additionalProperties: false,
  properties: { success: { type: 'boolean' }, code: { type: 'integer', enum: [0, 1, 2] } },
} as const;
export type AffiliateCheckValue = FromSchema<typeof affiliateCheckValueSchema>;

export const registerBodySchema = {
  type: 'object',
  required: ['registerMethod', 'type'],
  additionalProperties: false,
  properties: {
    countryDialingCode: { type: 'string', maxLength: 6 },
    registerUrl: str(500),
    registerMethod: { type: 'string', enum: ['APP', 'H5', 'PWA', 'WEBCLIP'] },
    method: { type: 'string', enum: ['username', 'mobileNum'], default: 'username' },
    username: str(40),
    password: str(128),
    confirmPassword: str(128),
    affiliateCode: str(40),
    paymentPassword: str(40),
    recommenderId: str(40),
    nickname: str(40),
    payeeName: str(80),
    email: str(254),
    mobileNum: str(20),
    idNumber: str(40),
    qqNum: str(20),
    facebook: str(80),
    wechat: str(80),
    line: str(80),
    whatsapp: str(20),
    zalo: str(20),
    birthday: str(10),
    captcha: str(16),
    captchaId: str(64),
    /** §3: always 0. */
    type: { type: 'integer', const: 0 },
    domain: str(253),
    verificationCode: str(10),
  },
} as const;
export type RegisterBody = FromSchema<typeof registerBodySchema>;

export const smsBodySchema = {
  type: 'object',
  required: ['mobileNum', 'countryDialingCode'],
  additionalProperties: false,
  properties: {
    mobileNum: { type: 'string', pattern: '^[0-9]{7,15}$' },
    countryDialingCode: { type: 'string', pattern: '^\\+?[0-9]{1,4}$' },
    purpose: { type: 'string', enum: ['register', 'login', 'password'], default: 'register' },
    /** Needed once the number or the client has asked often (the server answers `auth.captcha.required` with value.captcha). */
    captcha: str(16),
    captchaId: str(64),
  },
} as const;
export type SmsBody = FromSchema<typeof smsBodySchema>;

export const changePasswordBodySchema = {
  type: 'object',
  required: ['newPassword', 'confirmNewPassword'],
  additionalProperties: false,
  properties: { oldPassword: str(128), newPassword: str(128), confirmNewPassword: str(128) },
} as const;
export type ChangePasswordBody = FromSchema<typeof changePasswordBodySchema>;

export const phonePasswordBodySchema = {
  type: 'object',
  required: ['newPassword', 'mobileNum', 'verificationCode'],
  additionalProperties: false,
  properties: {
    newPassword: str(128),
    mobileNum: { type: 'string', pattern: '^[0-9]{7,15}$' },
    countryDialingCode: { type: 'string', pattern: '^\\+?[0-9]{1,4}$', default: '+63' },
    verificationCode: { type: 'string', pattern: '^[0-9]{1,10}$' },
    firebaseIdToken: str(4096),
  },
} as const;
export type PhonePasswordBody = FromSchema<typeof phonePasswordBodySchema>;

export const forgotBodySchema = {
  type: 'object',
  required: ['username', 'email'],
  additionalProperties: false,
  properties: { username: { type: 'string', minLength: 1, maxLength: 40 }, email: { type: 'string', minLength: 3, maxLength: 254 } },
} as const;
export type ForgotBody = FromSchema<typeof forgotBodySchema>;

/** The token of a mailed reset link (`/m/forget/reset?code=`): 32 random bytes, base64url. */
const resetCode = { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } as const;

export const resetCheckBodySchema = {
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: { code: resetCode },
} as const;
export type ResetCheckBody = FromSchema<typeof resetCheckBodySchema>;

export const resetPasswordBodySchema = {
  type: 'object',
  required: ['code', 'newPassword', 'confirmNewPassword'],
  additionalProperties: false,
  properties: { code: resetCode, newPassword: str(128), confirmNewPassword: str(128) },
} as const;
export type ResetPasswordBody = FromSchema<typeof resetPasswordBodySchema>;
