import { Button, type ButtonAsButtonProps } from '../button/button';
import { BottomBar } from './page';

/** A BottomBar holding the screen's one main action: a large, full-width Button. */
export function BottomBarButton(props: Omit<ButtonAsButtonProps, 'fullWidth' | 'size'>) {
  return (
    <BottomBar>
      <Button fullWidth size="lg" {...props} />
    </BottomBar>
  );
}
