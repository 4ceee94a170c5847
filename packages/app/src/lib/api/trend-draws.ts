/**
 * How many past draws the mark-six and pk10 trends read (issue 16, "Beyond: trends": the last 50
 * draws); lottery.draws and racing.draws answer at most 100 a page.
 */
export const TREND_DRAWS = 50;

/** The draws list starts with the open draw (not drawn yet): one more read gives 50 drawn ones. */
export const TREND_DRAWS_READ = TREND_DRAWS + 1;
