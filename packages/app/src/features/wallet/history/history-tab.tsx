// TEMPORARY placeholder: replaced by the history tab's implementation.
export function HistoryTab() {
  return null;
}
