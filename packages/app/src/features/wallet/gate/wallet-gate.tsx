// TEMPORARY placeholder: replaced by the withdrawal gates (real name, payment password, allowed).
import type { ReactNode } from 'react';

export function WalletGate({ children }: { readonly children: ReactNode }) {
  return children;
}
