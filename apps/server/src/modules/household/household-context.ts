import type { HouseholdContext } from '@mijote/contracts';
import { DEFAULT_PANTRY, householdRulesOf } from '@mijote/cuisine';
import type { Executor } from '../../db/executor';
import type { Caller } from '../../lib/caller';
import { listMemberContextRows, type MemberContextRow } from './household-repo';

// The household's context, loaded once per request: the one function every module that cooks
// for the household calls (suggestions, chat, home, shopping list, planning). The union of the
// rules is cuisine's `householdRulesOf`, never computed again here or elsewhere.

/** The context from the rows of `listMemberContextRows` (pure, for tests). */
export function householdContextOf(
  caller: Pick<Caller, 'id' | 'householdId'>,
  rows: readonly MemberContextRow[],
): HouseholdContext {
  const answered = rows.flatMap((row) =>
    row.restrictions === null
      ? []
      : [
          {
            userId: row.userId,
            restrictions: row.restrictions,
            avoidedFoods: row.avoidedFoods ?? [],
          },
        ],
  );
  const own = rows.find((row) => row.userId === caller.id && row.adults !== null);
  return {
    householdId: caller.householdId,
    rules: householdRulesOf(answered),
    members: answered,
    preferredFoods: own?.preferredFoods ?? [],
    portions: own ? { adults: own.adults ?? 1, children: own.children ?? 0 } : null,
    pantry: rows[0]?.pantry ?? [...DEFAULT_PANTRY],
  };
}

/** The caller's household context, in one query. */
export async function loadHouseholdContext(
  db: Executor,
  caller: Pick<Caller, 'id' | 'householdId'>,
): Promise<HouseholdContext> {
  return householdContextOf(caller, await listMemberContextRows(db, caller.householdId));
}
