// What a refused claim says, in the member's language: the server's reason (data) when it gave
// one ("already checked in today"), else the error catalogue's message.
import { checkInRefusalSchema } from '@bet/api/contract/activities';
import type { Text } from '@bet/ui/text';
import { errorMessage } from '../../../lib/api/error-message';

export function isAlreadyCheckedIn(error: unknown): boolean {
  const data = (error as { data?: unknown } | null)?.data;
  return checkInRefusalSchema.safeParse(data).success;
}

export function claimRefusalText(t: Text, error: unknown): string {
  return isAlreadyCheckedIn(error) ? t('errors:alreadyCheckedIn') : errorMessage(t, error);
}
