// The default EmptyState picture: an empty tray, drawn in currentColor so themes colour it.
import { PictureFrame } from '../../internal/picture-frame';

export function InboxIcon() {
  return (
    <PictureFrame>
      <path d="M3 13l2.5-7.5A2 2 0 0 1 7.4 4h9.2a2 2 0 0 1 1.9 1.5L21 13" />
      <path d="M3 13v5a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-5h-5l-1.5 2h-5L8 13H3z" />
    </PictureFrame>
  );
}
