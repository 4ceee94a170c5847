// A mobile number must be valid for its area code (spec section 2); every call that takes one checks it.
import { isValidMobileNumber } from '@bet/domain/dial-codes';
import { badRequest } from '../http/errors.ts';

export function checkMobile(phone: string, areaCode: number): void {
  if (!isValidMobileNumber(phone, String(areaCode)))
    throw badRequest('Invalid request: body.phone is not a valid mobile number for its area code');
}
