// Live games (spec section 7: "Live games list: takes the current language and returns data[]
// with id, gameId, name, pic").
import { isLanguageCode } from '@bet/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/api/endpoint-query';
import { useLanguage } from '../../lib/i18n/text';

export function useLiveGames() {
  const language = useLanguage();
  const lang = isLanguageCode(language) ? language : 'pt';
  return useQuery(endpointQuery('games.liveGames', { query: { lang } }));
}
