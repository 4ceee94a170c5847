// Loading, empty and error states of a server list, the same way on every screen (issue 7:
// "Every screen: loading, empty, error states"). Errors offer a retry. The data are shown from a
// deferred copy (useDeferredValue): a read's answer arrives through a store subscription, which
// React renders at once in one task; the deferred render of what it shows goes in slices and
// yields to the browser between them (total blocking time on slow phones, issue 18).
import { Button } from '@bet/ui/button';
import { EmptyState } from '@bet/ui/empty-state';
import { LoadingRegion } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';

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
  const data = useDeferredValue(query.data);
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
  if (query.isPending || data === undefined) {
    return (
      <LoadingRegion loading placeholder={placeholder}>
        {null}
      </LoadingRegion>
    );
  }
  if (isEmpty?.(data)) {
    return <EmptyState title={emptyText ?? t('ui:noData')} headingLevel={headingLevel} />;
  }
  return <>{props.children(data)}</>;
}
