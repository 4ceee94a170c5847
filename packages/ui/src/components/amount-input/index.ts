export {
  AmountInput,
  COMPONENT_ID as AMOUNT_INPUT_ID,
  type AmountInputProps,
} from './amount-input';
export { sanitizeAmount } from './sanitize-amount';
