// Promotions a member joined (issue 14): joining is idempotent (primary key member, promotion);
// only a promotion the site offers and that has not ended can be joined.
import { PROMOTION_ENDED_MSG, promotionSchema } from '@bet/api/contract/promotions';
import type { BrandId } from '@bet/domain/brands';
import type { Db } from '../db/database.ts';
import { keyedRefusal, notFound } from '../http/errors.ts';
import { contentOf } from './content-items.ts';

const promotionRow = promotionSchema.omit({ id: true });

export async function joinPromotion(
  db: Db,
  brand: BrandId,
  memberId: bigint,
  promotionId: number,
  now: Date,
  languages: readonly string[],
): Promise<void> {
  // Read as the page read it (texts kept in several languages parse once localized).
  // Another brand's promotion is not offered here: not found, as an unknown id.
  const promotion = (await contentOf(db, brand, 'promotion', promotionRow, languages)).find(
    (row) => row.id === promotionId,
  );
  if (promotion === undefined) throw notFound('Promotion not found');
  const ends = promotion.data.end_at;
  if (ends !== null && new Date(ends).getTime() < now.getTime())
    throw keyedRefusal(PROMOTION_ENDED_MSG, 'errors.promotionEnded');
  await db
    .insertInto('promotion_members')
    .values({ member_id: memberId, promotion_id: BigInt(promotionId), joined_at: now })
    .onConflict((conflict) => conflict.columns(['member_id', 'promotion_id']).doNothing())
    .execute();
}

/**
 * The joined promotions this brand still offers, newest join first, in the request's language: a
 * shared member's joins on another brand are that brand's to show.
 */
export async function joinedPromotions(
  db: Db,
  brand: BrandId,
  memberId: bigint,
  languages: readonly string[],
): Promise<{ id: number; title: string; pic: string; joined_at: string }[]> {
  const joined = await db
    .selectFrom('promotion_members')
    .select(['promotion_id', 'joined_at'])
    .where('member_id', '=', memberId)
    .orderBy('joined_at', 'desc')
    .orderBy('promotion_id', 'desc')
    .execute();
  if (joined.length === 0) return [];
  const offered = new Map(
    (await contentOf(db, brand, 'promotion', promotionRow, languages)).map((row) => [row.id, row]),
  );
  return joined.flatMap((row) => {
    const id = Number(row.promotion_id);
    const promotion = offered.get(id);
    if (promotion === undefined) return [];
    return [
      {
        id,
        title: promotion.data.title,
        pic: promotion.data.pic,
        joined_at: row.joined_at.toISOString(),
      },
    ];
  });
}
