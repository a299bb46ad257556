/** The seeded site settings and status rules; operators change them in the console. */
import type { Settings } from '../../../schemas/settings.schema';

export const DEFAULT_SETTINGS: Settings = {
  siteName: 'Parlor',
  currency: { code: 'PHP', symbol: '₱' },
  defaultLanguage: 'EN',
  languages: ['EN', 'TY', 'CN', 'TW', 'JA', 'TH', 'VI', 'MY', 'ES', 'HI', 'ID', 'KM', 'KO', 'KR', 'MS', 'PT', 'PT-BR', 'TA', 'UR', 'TR', 'AR', 'BN', 'UZ', 'RU', 'FA', 'LO'],
  whitelabel: {
    PROMO3: true,
    REWCEN3: true,
    CBS3: false,
    MISSION: true,
    REFERRAL: true,
    VIPBENEFIT: true,
    MOBILEVERCODELOGIN3: true,
    LINELOGIN3: false,
    FACEBOOKLOGIN3: false,
    GOOGLELOGIN3: false,
    PSWCHANGEMAIL: true,
    PSWCHANGEVERIFY: true,
  },
  theme: {},
  mobileTemplate: { mem_cen: '1', dep_func: '0' },
  imageCDNs: [],
  vendorGroups: { INHOUSE: ['INHOUSE', 'PARLOR'], JL: ['JILI'], RTG: ['RTG'], ESPORTS: ['ARENA'], COCKFIGHT: ['DERBY'] },
};

/** Status rules: maintenance switch and the blocked IPs/countries of §4's region restriction. */
export interface StatusRules {
  maintenance: boolean;
  info: string;
  blockedIps: string[];
  blockedCountries: string[];
}

export const DEFAULT_STATUS_RULES: StatusRules = { maintenance: false, info: '', blockedIps: [], blockedCountries: [] };
