/** §3 status and settings payloads: whitelabel flags, theme tokens, templates. */
import type { FromSchema } from 'json-schema-to-ts';
import { registerSettingsSchema } from './admin-content.schema';
import { resourceSchema } from './content.schema';
import { listOf } from './shapes';

export const statusSchema = {
  type: 'object',
  required: ['status', 'maintenance', 'regionRestriction', 'location'],
  additionalProperties: false,
  properties: {
    status: { type: 'integer', enum: [0, 1, 2] },
    info: { type: 'string' },
    maintenance: { type: 'boolean' },
    regionRestriction: { type: 'boolean' },
    location: {
      type: 'object',
      required: ['ip'],
      additionalProperties: false,
      properties: { ip: { type: 'string' }, country: { type: 'string' } },
    },
  },
} as const;
export type SystemStatus = FromSchema<typeof statusSchema>;

/** Theme tokens are CSS custom properties the client sets on :root at run time. */
export const THEME_TOKENS = [
  'color-bg', 'color-surface', 'color-surface-2', 'color-line', 'color-ink', 'color-muted',
  'color-brand', 'color-brand-ink', 'color-accent', 'color-danger', 'color-success', 'radius-card',
] as const;

export const settingsSchema = {
  type: 'object',
  required: ['siteName', 'currency', 'defaultLanguage', 'languages', 'whitelabel', 'theme', 'mobileTemplate'],
  additionalProperties: false,
  properties: {
    siteName: { type: 'string', minLength: 1, maxLength: 40 },
    currency: {
      type: 'object',
      required: ['code', 'symbol'],
      additionalProperties: false,
      properties: { code: { type: 'string', pattern: '^[A-Z]{3}$' }, symbol: { type: 'string', maxLength: 4 } },
    },
    defaultLanguage: { type: 'string', pattern: '^[A-Z]{2}(-[A-Z]{2})?$' },
    languages: { type: 'array', items: { type: 'string', pattern: '^[A-Z]{2}(-[A-Z]{2})?$' }, minItems: 1 },
    whitelabel: {
      type: 'object',
      description: 'Whitelabel flags by name: on or off.',
      additionalProperties: { type: 'boolean' },
      propertyNames: { pattern: '^[A-Za-z0-9_]{1,40}$' },
    },
    theme: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(THEME_TOKENS.map((t) => [t, { type: 'string', maxLength: 60, pattern: '^[#(),.%a-zA-Z0-9 -]+$' }])) as {
        [K in (typeof THEME_TOKENS)[number]]: { type: 'string'; maxLength: 60; pattern: string };
      },
    },
    mobileTemplate: {
      type: 'object',
      additionalProperties: false,
      properties: { mem_cen: { type: 'string', enum: ['0', '1'] }, dep_func: { type: 'string', enum: ['0', '1'] } },
    },
    imageCDNs: { type: 'array', items: { type: 'string' } },
    vendorGroups: {
      type: 'object',
      description: '§4 entry rules: which vendors make up the in-house, JILI, RTG, e-sports and cockfight categories.',
      additionalProperties: false,
      properties: Object.fromEntries(['INHOUSE', 'JL', 'RTG', 'ESPORTS', 'COCKFIGHT'].map((k) => [k, { type: 'array', items: { type: 'string', pattern: '^[A-Za-z0-9_]{1,40}$' }, maxItems: 50 }])) as {
        [K in 'INHOUSE' | 'JL' | 'RTG' | 'ESPORTS' | 'COCKFIGHT']: { type: 'array'; items: { type: 'string'; pattern: string }; maxItems: 50 };
      },
    },
    mainDomain: { type: 'string' },
  },
} as const;
export type Settings = FromSchema<typeof settingsSchema>;


/**
 * §3 settings payload (GET /api/system/settings, and the page's boot data): the stored site
 * settings with what §3 lists beside them. customerService: the console's customer-service link
 * and hours; domainRoute: §7 domain route (device 0); paths: §7 path list (type '3' = customer
 * service); register: the registration methods and field rules; resources: download links and
 * channels; imageCDNs: hosts the client picks one of at random for the site's images (§9).
 */
export const settingsPayloadSchema = {
  ...settingsSchema,
  required: [...settingsSchema.required, 'customerService', 'domainRoute', 'paths', 'register', 'resources'],
  properties: {
    ...settingsSchema.properties,
    customerService: {
      type: 'object',
      required: ['url', 'hours'],
      additionalProperties: false,
      properties: { url: { type: 'string' }, hours: { type: 'string' } },
    },
    domainRoute: { type: 'object', required: ['domainList'], additionalProperties: false, properties: { domainList: { type: 'array', items: { type: 'string' } } } },
    paths: {
      type: 'array',
      items: { type: 'object', required: ['type', 'path'], additionalProperties: false, properties: { type: { type: 'string' }, path: { type: 'string' } } },
    },
    register: registerSettingsSchema,
    resources: {
      type: 'object',
      required: ['downloads', 'channels'],
      additionalProperties: false,
      properties: { downloads: { type: 'array', items: resourceSchema }, channels: { type: 'array', items: resourceSchema } },
    },
  },
} as const;
/** GET /api/system/countries: the dialing codes the mobile pickers offer. */
export const countriesValueSchema = listOf({
        type: 'object',
        required: ['code', 'name', 'dialingCode', 'minLength'],
        additionalProperties: false,
        properties: {
          code: { type: 'string' },
          name: { type: 'string' },
          dialingCode: { type: 'string' },
          /** §5 forgot by mobile: the hint shows the minimum length. */
          minLength: { type: 'integer' },
        },
      });
export type CountriesValue = FromSchema<typeof countriesValueSchema>;
export type Country = CountriesValue['list'][number];

/** GET /api/system/domains: §7 domain route (device 0), the domains players may be sent to. */
export const domainListValueSchema = {
  type: 'object',
  required: ['domainList'],
  additionalProperties: false,
  properties: { domainList: { type: 'array', items: { type: 'string' } } },
} as const;

/** §7 path list type of the customer-service link. */
export const PATH_TYPE_CUSTOMER_SERVICE = '3';
