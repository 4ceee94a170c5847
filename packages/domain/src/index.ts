// Root entry: re-exports of the pure modules. Side-effect free, so bundlers keep only what is used.
// Prefer subpath imports (`@bet/domain/money`) in code that needs one module.
export * from './constants';
export * from './games';
export * from './roles';
export * from './statuses';
export {
  DecimalError,
  parseDecimal,
  toDecimalString,
  type Decimal,
  type DecimalInput,
} from './decimal';
export * from './money';
export * from './dial-codes';
export * from './validation';
export * from './text';
export * from './withdrawal';
export * from './bet-slip';
export * from './bet-limits';
export * from './parlay';
export * from './sports-rules';
export * from './sports-outcomes';
export * from './odds-format';
export * from './mark-six';
export * from './racing';
export * from './date-range';
export * from './device-info';
export * from './game-lobby';
export * from './vip';
export * from './brands';
