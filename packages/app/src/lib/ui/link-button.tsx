// A design-system button that is a link to an app path, navigating inside the router.
import { Button, type ButtonAsLinkProps } from '@bet/ui/button';
import { useNavigate } from 'react-router';

export function LinkButton({ href, onClick, ...rest }: ButtonAsLinkProps) {
  const navigate = useNavigate();
  return (
    <Button
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void navigate(href);
      }}
    />
  );
}
