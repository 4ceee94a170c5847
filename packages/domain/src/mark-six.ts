// Mark six (spec sections 3, 5 and 9; rules.md "Mark Six"): balls and colours, zodiac by lunar
// year, bet types and selection rules, settlement. The parts live in mark-six-*.ts files.
export * from './mark-six-balls';
export * from './mark-six-zodiac';
export * from './mark-six-bets';
export * from './mark-six-settle';
