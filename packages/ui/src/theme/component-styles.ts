// Per-component overrides in the Zendesk Garden manner: each component ends its styles with
// `${componentStyles(COMPONENT_ID)}`, so `theme.components[COMPONENT_ID]` wins over the defaults
// and a brand restyles one component without forking it.
import type { ExecutionContext, Interpolation } from 'styled-components';

/** The interpolation that applies the brand's override for `id` (nothing when there is none). */
export function componentStyles(id: string): (props: ExecutionContext) => Interpolation<object> {
  // `theme.components` may be missing when a theme object was built by hand, not by createTheme.
  return ({ theme }) => theme.components?.[id];
}
