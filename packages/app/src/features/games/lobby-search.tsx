// The lobby's search box: filters the games by name as the member types.
import { TextInput } from '@bet/ui/text-input';
import { up } from '@bet/ui/theme';
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import { useAppSection } from '../../lib/i18n/app-section';

const Search = styled(TextInput)`
  width: 100%;

  ${up('sm')} {
    width: 280px;
  }
`;

const SearchIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden="true"
  >
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </svg>
);

export function LobbySearch(props: { value: string; onChange: (value: string) => void }) {
  const text = useText();
  useAppSection('games');
  return (
    <Search
      type="search"
      name="search"
      aria-label={text('app:games.searchLabel')}
      placeholder={text('app:games.searchPlaceholder')}
      autoComplete="off"
      enterKeyHint="search"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      startAdornment={<SearchIcon />}
    />
  );
}
