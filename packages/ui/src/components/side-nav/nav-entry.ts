// Navigation entries (spec section 3, "Navigation item: id, label, to, img, key") and which one
// the current path selects.
import type { ReactNode } from 'react';

export interface NavEntry {
  readonly id: string;
  readonly label: string;
  /** Target path; entries with `children` are menus and need none. */
  readonly href?: string | undefined;
  /** Decorative icon; the label stays the accessible name. */
  readonly icon?: ReactNode;
  /** A two-level menu. An empty list shows the coming-soon notice (spec section 2). */
  readonly children?: readonly NavEntry[] | undefined;
}

/** A link is current on its own path and below it ('/results' on '/results/soccer'); '/' only on '/'. */
export function isCurrent(href: string | undefined, currentPath: string): boolean {
  if (href === undefined) return false;
  const path = currentPath.split(/[?#]/)[0] ?? '';
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href.replace(/\/$/, '')}/`);
}

/** True when the entry or one of its children is current. */
export function containsCurrent(entry: NavEntry, currentPath: string): boolean {
  return (
    isCurrent(entry.href, currentPath) ||
    (entry.children ?? []).some((child) => containsCurrent(child, currentPath))
  );
}

/** Two letters standing in for a missing icon in the icon-only rail. */
export function initials(label: string): string {
  const words = label.trim().split(/\s+/).filter(Boolean);
  const [first = '', second] = words;
  const letters = second === undefined ? first.slice(0, 2) : `${first[0] ?? ''}${second[0] ?? ''}`;
  return letters.toUpperCase();
}
