// Loading, empty and error states of a server list, the same way on every screen (issue 7:
// "Every screen: loading, empty, error states"). Errors offer a retry.
import { Button } from '@bet/ui/button';
import { EmptyState } from '@bet/ui/empty-state';
import { LoadingRegion } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface QueryViewProps<T> {
  readonly query: Pick<
    UseQueryResult<T>,
    'data' | 'isPending' | 'isError' | 'refetch' | 'isRefetching'
  >;
  readonly placeholder: ReactNode;
  readonly errorText: string;
  readonly emptyText?: string | undefined;
  readonly isEmpty?: ((data: T) => boolean) | undefined;
  readonly headingLevel?: 2 | 3 | undefined;
  readonly children: (data: T) => ReactNode;
}

export function QueryView<T>(props: QueryViewProps<T>) {
  const { query, placeholder, errorText, emptyText, isEmpty, headingLevel = 2 } = props;
  const t = useText();
  if (query.isError) {
    return (
      <div role="alert">
        <EmptyState
          title={errorText}
          headingLevel={headingLevel}
          action={
            <Button
              variant="secondary"
              loading={query.isRefetching}
              onClick={() => void query.refetch()}
            >
              {t('ui:retry')}
            </Button>
          }
        />
      </div>
    );
  }
  if (query.isPending || query.data === undefined) {
    return (
      <LoadingRegion loading placeholder={placeholder}>
        {null}
      </LoadingRegion>
    );
  }
  if (isEmpty?.(query.data)) {
    return <EmptyState title={emptyText ?? t('ui:noData')} headingLevel={headingLevel} />;
  }
  return <>{props.children(query.data)}</>;
}
