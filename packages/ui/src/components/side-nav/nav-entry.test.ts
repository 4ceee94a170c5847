import { describe, expect, it } from 'vitest';
import { containsCurrent, initials, isCurrent, type NavEntry } from './nav-entry';

describe('isCurrent', () => {
  it('matches the path itself and paths below it', () => {
    expect(isCurrent('/results', '/results')).toBe(true);
    expect(isCurrent('/results', '/results/soccer')).toBe(true);
    expect(isCurrent('/results/', '/results/soccer')).toBe(true);
    expect(isCurrent('/results', '/resultsx')).toBe(false);
  });

  it('matches home only on home, and ignores query and hash', () => {
    expect(isCurrent('/', '/')).toBe(true);
    expect(isCurrent('/', '/lottery')).toBe(false);
    expect(isCurrent('/lottery', '/lottery?chat=true')).toBe(true);
    expect(isCurrent('/lottery', '/lottery#draws')).toBe(true);
  });

  it('is false for a menu without a target', () => {
    expect(isCurrent(undefined, '/')).toBe(false);
  });
});

describe('containsCurrent', () => {
  const sports: NavEntry = {
    id: 'sports',
    label: 'Sports',
    children: [
      { id: 'soccer', label: 'Soccer', href: '/sport/soccer' },
      { id: 'basketball', label: 'Basketball', href: '/sport/basketball' },
    ],
  };

  it('finds a current child of a menu', () => {
    expect(containsCurrent(sports, '/sport/basketball')).toBe(true);
    expect(containsCurrent(sports, '/lottery')).toBe(false);
  });
});

describe('initials', () => {
  it('takes the first letters of two words, or the first two letters of one', () => {
    expect(initials('Live games')).toBe('LG');
    expect(initials('lottery')).toBe('LO');
    expect(initials('  ')).toBe('');
  });
});
