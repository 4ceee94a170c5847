import { describe, expect, it } from 'vitest';
import { registrationLink, shareTargets } from './invite-links';

describe('invite links', () => {
  it('builds the registration link with the code, encoded', () => {
    expect(registrationLink('https://jcbet.example', 'AB 12&x')).toBe(
      'https://jcbet.example/registration?inviteCode=AB+12%26x',
    );
  });

  it('carries the encoded link to every messenger', () => {
    const link = 'https://jcbet.example/registration?inviteCode=ABC';
    const targets = shareTargets(link);
    expect(targets.map((t) => t.id)).toEqual(['messenger', 'whatsapp', 'telegram']);
    for (const target of targets) expect(target.href).toContain(encodeURIComponent(link));
    expect(targets[1]?.href).toBe(`https://wa.me/?text=${encodeURIComponent(link)}`);
  });
});
