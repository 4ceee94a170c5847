// One odds group of the board: a card named by its heading (role group), so a screen reader hears
// "Champion, group" before "Big 1.88".
import { useId, type ReactNode } from 'react';
import { GroupBox, GroupTitle } from './board-styles';

export function BoardGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <GroupBox role="group" aria-labelledby={id}>
      <GroupTitle id={id}>{title}</GroupTitle>
      {children}
    </GroupBox>
  );
}
