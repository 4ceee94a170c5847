// The invite link and its share targets (spec section 2 invite modal; spec section 7: "Share
// links to messaging apps carry the encoded invite link").

/** The registration link with the invite code (the /registration route reads inviteCode). */
export function registrationLink(origin: string, code: string): string {
  const url = new URL('/registration', origin);
  url.searchParams.set('inviteCode', code);
  return url.toString();
}

export interface ShareTarget {
  readonly id: 'messenger' | 'whatsapp' | 'telegram';
  readonly href: string;
}

export function shareTargets(link: string): ShareTarget[] {
  const encoded = encodeURIComponent(link);
  return [
    { id: 'messenger', href: `fb-messenger://share/?link=${encoded}` },
    { id: 'whatsapp', href: `https://wa.me/?text=${encoded}` },
    { id: 'telegram', href: `https://t.me/share/url?url=${encoded}` },
  ];
}
