// Where the slip lives (spec section 2): at 768 px and wider a column beside the matches; below,
// a bar with the pick count that opens a bottom sheet, whose X clears the selection and strips
// the query string.
import { pickCount } from '@bet/domain/bet-slip';
import { BottomOffCanvas } from '@bet/ui/bottom-off-canvas';
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/hooks/use-media-query';
import { BetSlipBody } from './bet-slip-body';
import { EMPTY_SLIP, slipAtom } from './slip-atoms';

export default function BetSlipDock() {
  const wide = useMediaQuery(DESKTOP_QUERY);
  return wide ? <SlipColumn /> : <SlipBar />;
}

function SlipColumn() {
  const t = useText();
  return (
    <aside aria-label={t('betting:betSlip')} style={{ width: 340, flex: '0 0 auto' }}>
      <h2>{t('betting:betSlip')}</h2>
      <BetSlipBody />
    </aside>
  );
}

function SlipBar() {
  const t = useText();
  const slip = useAtomValue(slipAtom);
  const setSlip = useSetAtom(slipAtom);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const count = pickCount(slip.entries);
  const close = () => {
    setOpen(false);
    setSlip((state) => ({ ...EMPTY_SLIP, game: state.game }));
    void navigate(pathname, { replace: true });
  };
  return (
    <>
      {count > 0 && (
        <div style={{ position: 'sticky', bottom: 0, zIndex: 1 }}>
          <Button onClick={() => setOpen(true)} style={{ width: '100%' }}>
            {t('betting:slip.openSlip', { count })}
          </Button>
        </div>
      )}
      <BottomOffCanvas open={open} onClose={close} title={t('betting:betSlip')}>
        <BetSlipBody />
      </BottomOffCanvas>
    </>
  );
}
