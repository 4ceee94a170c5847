// Kysely row types of migrations/*.sql. BIGINT reads as bigint (see database.ts), NUMERIC as a
// decimal string, DATE as 'YYYY-MM-DD', JSONB as parsed JSON.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { GamesSchema } from './schema-games.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Id = ColumnType<bigint, never, never>;
type Money = ColumnType<bigint, bigint | string, bigint | string>;

export interface MembersTable {
  id: Id;
  /** 'shared' (every brand) or the brand id of a per-brand member (migration 0010). */
  realm: string;
  role: number;
  email: string | null;
  phone: string | null;
  area_code: number | null;
  password_hash: string;
  nickname: string;
  real_name: string | null;
  identification: string | null;
  email_verified: Generated<boolean>;
  phone_verified: Generated<boolean>;
  bank_password_hash: string | null;
  bank_password_failures: Generated<number>;
  bank_password_locked_until: NullableTimestamp;
  currency: Generated<string>;
  vip_level: Generated<number>;
  invited_by: bigint | null;
  withdraw_allowed: Generated<boolean>;
  birth_date: string | null;
  created_at: Timestamp;
}

export interface InviteCodesTable {
  code: string;
  member_id: bigint;
  invite_type: number;
}

export interface SessionsTable {
  id: Id;
  member_id: bigint;
  family: string;
  access_hash: string;
  access_expires_at: Timestamp;
  refresh_hash: string;
  refresh_expires_at: Timestamp;
  rotated_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface LedgerAccountsTable {
  id: Id;
  kind: string;
  member_id: bigint | null;
  currency: Generated<string>;
  balance: ColumnType<bigint, bigint | undefined, bigint>;
  allow_negative: Generated<boolean>;
}

export interface JournalEntriesTable {
  id: Id;
  kind: number;
  member_id: bigint | null;
  reference: string | null;
  memo: string | null;
  created_at: Timestamp;
}

export interface PostingsTable {
  id: Id;
  entry_id: bigint;
  account_id: bigint;
  amount: Money;
}

export interface IdempotencyKeysTable {
  member_id: bigint;
  key: string;
  request_hash: string;
  status: number;
  body: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

export interface CurrenciesTable {
  id: number;
  currency: string;
  exchange: string;
  status: number;
  flag: string;
  lotter_bet_min: string;
  sport_bet_min: string;
  img: string;
  sort: number;
}

export interface VipLevelsTable {
  level: number;
  name: string;
  img: string;
  recharge_threshold: Money;
  /** [{ kind, value }] (migration 0007). */
  benefits: ColumnType<unknown, string | undefined, string>;
}

export interface GameAvailabilityTable {
  game_id: number;
  status: number;
}

export interface ContentItemsTable {
  id: Id;
  brand: string;
  kind: string;
  language: string | null;
  sort: Generated<number>;
  data: ColumnType<unknown, string, string>;
}

export interface NoticesTable {
  id: Id;
  brand: string;
  member_id: bigint | null;
  language: string;
  title: string;
  content: string;
  read_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface PayChannelsTable {
  id: number;
  type_id: number;
  name: string;
  currency: string;
  min_amount: Money;
  max_amount: Money;
  icon: Generated<string>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  /** Whole amounts only (migration 0005). */
  whole: Generated<boolean>;
}

export interface RechargeOrdersTable {
  id: Id;
  order_no: string;
  member_id: bigint;
  channel_id: number;
  currency: string;
  amount: Money;
  credit: Money;
  balance_after: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  status: number;
  pay_token: string;
  created_at: Timestamp;
  settled_at: NullableTimestamp;
}

export interface WithdrawChannelsTable {
  id: number;
  name: string;
  currency: string;
  network: string | null;
  target: 'address' | 'bank';
  min_amount: Money;
  max_amount: Money;
  fee_rate: ColumnType<string, string, string>;
  network_fee: Money;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface BankInformationTable {
  id: Id;
  member_id: bigint;
  account_type: string;
  country: string;
  bank: string;
  account_no: string;
  code: string;
  cpf: string | null;
  is_default: Generated<boolean>;
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface WithdrawalsTable {
  id: Id;
  order_no: string;
  member_id: bigint;
  channel_id: number;
  bank_information_id: bigint | null;
  address: string | null;
  currency: string;
  amount: Money;
  service_fee: Money;
  network_fee: Money;
  net_amount: Money;
  debit: Money;
  fee_debit: Money;
  balance_after: Money;
  status: number;
  remark: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OtpCodesTable {
  id: Id;
  target: string;
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface DevMailboxTable {
  id: Id;
  recipient: string;
  subject: string;
  body: string;
  created_at: Timestamp;
}

export interface CheckInsTable {
  member_id: bigint;
  day: string;
  streak: number;
  reward: Money;
}

export interface PromotionMembersTable {
  member_id: bigint;
  promotion_id: bigint;
  joined_at: Timestamp;
}

export interface ChatConversationsTable {
  id: Id;
  member_id: bigint | null;
  visitor_id: string | null;
  created_at: Timestamp;
}

export interface ChatMessagesTable {
  id: Id;
  conversation_id: bigint;
  sender: 'member' | 'visitor' | 'agent';
  body: string;
  created_at: Timestamp;
}

export interface ChatTokensTable {
  token_hash: string;
  conversation_id: bigint;
  expires_at: Timestamp;
}

export interface DepositLimitsTable {
  member_id: bigint;
  period: 'day' | 'week' | 'month';
  amount: Money | null;
  pending_amount: Money | null;
  pending_at: NullableTimestamp;
}

export interface MemberSafetyTable {
  member_id: bigint;
  time_out_until: NullableTimestamp;
  excluded_until: NullableTimestamp;
  reality_check_minutes: number | null;
  reality_ack_at: NullableTimestamp;
}

export interface MemberBettingSettingsTable {
  member_id: bigint;
  odds_format: string;
  odds_change: string;
  updated_at: Timestamp;
}

export interface MemberFavoritesTable {
  member_id: bigint;
  kind: 'match' | 'league';
  item: string;
  created_at: Timestamp;
}

export interface LoginThrottlesTable {
  key: string;
  failures: number;
  last_failure_at: Timestamp;
}

export interface ClockOffsetTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  offset_ms: ColumnType<bigint, bigint | string | undefined, bigint | string>;
}

export interface Schema extends GamesSchema {
  members: MembersTable;
  invite_codes: InviteCodesTable;
  sessions: SessionsTable;
  ledger_accounts: LedgerAccountsTable;
  journal_entries: JournalEntriesTable;
  postings: PostingsTable;
  idempotency_keys: IdempotencyKeysTable;
  currencies: CurrenciesTable;
  vip_levels: VipLevelsTable;
  game_availability: GameAvailabilityTable;
  content_items: ContentItemsTable;
  notices: NoticesTable;
  pay_channels: PayChannelsTable;
  recharge_orders: RechargeOrdersTable;
  withdraw_channels: WithdrawChannelsTable;
  bank_information: BankInformationTable;
  withdrawals: WithdrawalsTable;
  otp_codes: OtpCodesTable;
  dev_mailbox: DevMailboxTable;
  check_ins: CheckInsTable;
  promotion_members: PromotionMembersTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_tokens: ChatTokensTable;
  deposit_limits: DepositLimitsTable;
  member_safety: MemberSafetyTable;
  member_betting_settings: MemberBettingSettingsTable;
  member_favorites: MemberFavoritesTable;
  login_throttles: LoginThrottlesTable;
  clock_offset: ClockOffsetTable;
}

export type Member = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
export type Session = Selectable<SessionsTable>;
export type Withdrawal = Selectable<WithdrawalsTable>;
export type RechargeOrder = Selectable<RechargeOrdersTable>;
export type BankInformation = Selectable<BankInformationTable>;
