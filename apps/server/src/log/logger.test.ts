import { describe, expect, it } from 'vitest';
import { createLogger, redact } from './logger.ts';

describe('createLogger', () => {
  it('writes one JSON line per event with level, message and fields', () => {
    const lines: string[] = [];
    const log = createLogger('info', (line) => lines.push(line)).child({ service: 'test' });
    log.info('request', { method: 'GET', status: 200, amount: 5n });
    log.debug('hidden below the level');
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    expect(record).toMatchObject({
      level: 'info',
      msg: 'request',
      service: 'test',
      method: 'GET',
      status: 200,
      amount: '5',
    });
    expect(typeof record['time']).toBe('string');
  });

  it('never writes secrets, at any depth', () => {
    const lines: string[] = [];
    createLogger('debug', (line) => lines.push(line)).warn('login', {
      body: { email: 'a@b.c', password: 'hunter22', nested: { refresh_token: 'abc' } },
      Authorization: 'Bearer xyz',
    });
    const text = lines.join('');
    expect(text).not.toMatch(/hunter22|abc|xyz/);
    expect(text).toContain('a@b.c');
  });

  it('keeps errors readable', () => {
    expect(redact({ err: new TypeError('boom') })).toEqual({
      err: { name: 'TypeError', message: 'boom' },
    });
  });
});
