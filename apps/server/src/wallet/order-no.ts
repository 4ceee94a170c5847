// Order numbers: a prefix (R recharge, W withdrawal, B bets, G game rounds), the UTC date and 10
// random digits ("R20250101..."): readable in support chats and unguessable enough that they are
// not an enumeration handle.
import { randomInt } from 'node:crypto';

export function orderNo(prefix: 'R' | 'W' | 'B' | 'G', now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const random =
    `${randomInt(0, 100_000)}`.padStart(5, '0') + `${randomInt(0, 100_000)}`.padStart(5, '0');
  return `${prefix}${day}${random}`;
}
