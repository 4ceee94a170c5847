// Uncaught render errors (spec section 8): logged, and the fallback screen shown
// ('somethingWentWrong', the hint 'somethingWrongTryAgain' and a go-to-home button).
import { ErrorScreen } from '@bet/ui/error-screen';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  readonly children?: ReactNode;
}

interface State {
  readonly error: unknown;
}

/** Outermost boundary, outside the router: going home is a full load of '/'. */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('app: uncaught render error', error, info.componentStack);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <ErrorScreen href="/" />;
  }
}
