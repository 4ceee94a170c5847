// Phone dial codes (spec section 3, "Phone dial-code entries"). The national-number lengths and
// patterns are the public numbering plans of each country (mobile numbers, without the trunk 0).

export type DialCodeEntry = {
  /** Dial code with the plus sign, e.g. '+55'. */
  code: string;
  name: string;
  iso: string;
  flag: string;
  /** Allowed lengths of the national mobile number (digits only, no trunk prefix). */
  lengths: readonly number[];
  /** Pattern a national mobile number must match (digits only). */
  pattern: RegExp;
};

export const DIAL_CODES = [
  {
    code: '+55',
    name: 'Brazil',
    iso: 'BR',
    flag: '🇧🇷',
    lengths: [11],
    pattern: /^[1-9]{2}9\d{8}$/,
  },
  { code: '+91', name: 'India', iso: 'IN', flag: '🇮🇳', lengths: [10], pattern: /^[6-9]\d{9}$/ },
  {
    code: '+62',
    name: 'Indonesia',
    iso: 'ID',
    flag: '🇮🇩',
    lengths: [9, 10, 11, 12],
    pattern: /^8\d{8,11}$/,
  },
  { code: '+84', name: 'Vietnam', iso: 'VN', flag: '🇻🇳', lengths: [9], pattern: /^[35789]\d{8}$/ },
  { code: '+52', name: 'Mexico', iso: 'MX', flag: '🇲🇽', lengths: [10], pattern: /^[1-9]\d{9}$/ },
  { code: '+90', name: 'Turkey', iso: 'TR', flag: '🇹🇷', lengths: [10], pattern: /^5\d{9}$/ },
  { code: '+63', name: 'Philippines', iso: 'PH', flag: '🇵🇭', lengths: [10], pattern: /^9\d{9}$/ },
  { code: '+66', name: 'Thailand', iso: 'TH', flag: '🇹🇭', lengths: [9], pattern: /^[689]\d{8}$/ },
  { code: '+86', name: 'China', iso: 'CN', flag: '🇨🇳', lengths: [11], pattern: /^1[3-9]\d{9}$/ },
  { code: '+92', name: 'Pakistan', iso: 'PK', flag: '🇵🇰', lengths: [10], pattern: /^3\d{9}$/ },
  {
    code: '+880',
    name: 'Bangladesh',
    iso: 'BD',
    flag: '🇧🇩',
    lengths: [10],
    pattern: /^1[3-9]\d{8}$/,
  },
  {
    code: '+855',
    name: 'Cambodia',
    iso: 'KH',
    flag: '🇰🇭',
    lengths: [8, 9],
    pattern: /^[1-9]\d{7,8}$/,
  },
  { code: '+971', name: 'UAE', iso: 'AE', flag: '🇦🇪', lengths: [9], pattern: /^5\d{8}$/ },
] as const satisfies readonly DialCodeEntry[];

export type DialCode = (typeof DIAL_CODES)[number]['code'];

/** Accepts '+55', '55' or 55 (the numeric area_code of sign/phone, spec section 7). */
export function findDialCode(code: string | number): DialCodeEntry | undefined {
  const digits = String(code).trim().replace(/^\+/, '');
  return DIAL_CODES.find((entry) => entry.code === `+${digits}`);
}

/** Numeric area code sent by POST /api/v1/sign/phone (spec section 7), e.g. '+55' -> 55. */
export function numericAreaCode(code: string): number | undefined {
  const entry = findDialCode(code);
  return entry ? Number(entry.code.slice(1)) : undefined;
}

/**
 * Strips separators and a leading trunk 0 from a national number; a number typed with its own
 * country prefix ('+55...' or '0055...') has that prefix removed too.
 */
export function normalizeNationalNumber(value: string, dialCode: string): string {
  const prefix = String(dialCode).replace(/^\+/, '');
  let digits = value.replace(/[\s().-]/g, '');
  if (digits.startsWith(`+${prefix}`)) digits = digits.slice(prefix.length + 1);
  else if (digits.startsWith(`00${prefix}`)) digits = digits.slice(prefix.length + 2);
  return digits.replace(/^0+/, '');
}

/** True when the number is a valid mobile number of the country of the dial code. */
export function isValidMobileNumber(value: string, dialCode: string): boolean {
  const entry = findDialCode(dialCode);
  if (!entry) return false;
  const national = normalizeNationalNumber(value, entry.code);
  return (
    /^\d+$/.test(national) &&
    entry.lengths.includes(national.length) &&
    entry.pattern.test(national)
  );
}
