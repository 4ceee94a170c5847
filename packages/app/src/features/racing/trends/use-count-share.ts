// A count with its share of the races counted: '12 (24%)', in the page's language.
import { useText } from '@bet/ui/text';
import { useNumberText } from '../../../lib/i18n/use-number-text';

export function useCountShare(draws: number): (count: number) => string {
  const t = useText();
  const numbers = useNumberText();
  return (count) =>
    t('racing:trends.countShare', {
      count: numbers.count(count),
      share: numbers.share(count, draws),
    });
}
