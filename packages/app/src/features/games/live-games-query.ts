// Live games (spec section 7: "Live games list: takes the current language and returns data[]
// with id, gameId, name, pic").
import { isLanguageCode } from '@bet/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../lib/api/endpoint-query';

export function useLiveGames() {
  const { i18n } = useTranslation();
  const lang = isLanguageCode(i18n.language) ? i18n.language : 'pt';
  return useQuery(endpointQuery('games.liveGames', { query: { lang } }));
}
