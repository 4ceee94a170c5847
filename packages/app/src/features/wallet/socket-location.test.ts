import { describe, expect, it } from 'vitest';
import { socketLocation } from './socket-location';

const page = { protocol: 'https:', host: 'jcbet.example' };

describe('socketLocation', () => {
  it('uses the page host without an API base', () => {
    expect(socketLocation('', page)).toEqual(page);
    expect(socketLocation(undefined, page)).toEqual(page);
  });

  it('follows an API on another origin', () => {
    expect(socketLocation('http://api.example:8787', page)).toEqual({
      protocol: 'http:',
      host: 'api.example:8787',
    });
  });
});
