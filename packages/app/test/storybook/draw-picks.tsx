// Story support for the draw games' boards: the bets being built, listed through the public
// useDrawBets, so a play function can check what a board added (key, odds, tickets).
import styled from 'styled-components';
import { useDrawBets, type DrawGame } from '../../src/features/draws';

const List = styled.ul`
  margin: 16px 0 0;
  padding-left: 20px;
  font-family: monospace;
`;

export function PickedBets({ game }: { game: DrawGame }) {
  const { bets } = useDrawBets(game);
  return (
    <List aria-label="Picked bets">
      {bets.map((bet) => (
        <li key={bet.pick.key}>
          {bet.pick.key} @ {bet.pick.odds} × {bet.pick.tickets}
        </li>
      ))}
    </List>
  );
}

/** The keys of the picks listed by PickedBets. */
export function pickedKeys(list: HTMLElement): string[] {
  return [...list.querySelectorAll('li')].map((item) => item.textContent.split(' @ ')[0] ?? '');
}
