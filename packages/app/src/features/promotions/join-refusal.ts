// A refused join in the member's language: "this promotion has ended" from the server's reason,
// else the error catalogue's message.
import { joinRefusalSchema } from '@bet/api/contract/promotions';
import type { Text } from '@bet/ui/text';
import { errorMessage } from '../../lib/api/error-message';

export function joinRefusalText(t: Text, error: unknown): string {
  const data = (error as { data?: unknown } | null)?.data;
  return joinRefusalSchema.safeParse(data).success
    ? t('errors:promotionEnded')
    : errorMessage(t, error);
}
