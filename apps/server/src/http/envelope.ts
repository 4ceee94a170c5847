// The envelope of every JSON answer: `{ code, msg, data }`, code 0 is success (design.md).
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const SUCCESS_MSG = 'success';

export function ok<T>(data: T): Envelope<T> {
  return { code: 0, msg: SUCCESS_MSG, data };
}

export function failure(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null };
}
