// TEMPORARY placeholder: replaced by the deposit part (resume an open deposit order).
export function ContinueRecharge({ orderId }: { readonly orderId: string }) {
  return orderId === '' ? null : null;
}
