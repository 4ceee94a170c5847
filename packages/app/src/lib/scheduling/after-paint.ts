// Work the first screen does not show waits until that screen is painted (issue 18). The API
// layer and the strings that follow the first render were asked for in the very task that
// committed it: their requests and the evaluation of their code came before the browser's paint
// of the first screen, and on a slow phone that paint (home's largest picture, a page's heading)
// waited behind them.

/** How long to wait at most for a paint: a page in a hidden tab paints none. */
export const PAINT_WAIT_MS = 100;

/**
 * Resolves once the browser has painted its next frame (an animation frame, then a task: the
 * paint comes between them), or after `waitMs` if it paints none.
 */
export function afterNextPaint(waitMs: number = PAINT_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

let firstPaint: Promise<void> | undefined;

/**
 * The paint after the first time anything asks: the app's first screen, since its first reads
 * and deferred strings ask once it has committed. Resolved for good after that.
 */
export function afterFirstPaint(): Promise<void> {
  firstPaint ??= afterNextPaint();
  return firstPaint;
}
