// The visitor chat's secret header (spec section 7: "a secret header derived from a hash of a
// fixed string plus the time, and a time header"): hex SHA-256 of the operator's fixed string
// followed by the unix time in seconds.

export const DEFAULT_CHAT_GUEST_SALT = 'bet-reference-chat';

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function guestChatHeaders(
  salt: string,
  now: Date,
): Promise<{ secret: string; time: string }> {
  const time = String(Math.floor(now.getTime() / 1000));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}${time}`));
  return { secret: hex(digest), time };
}
