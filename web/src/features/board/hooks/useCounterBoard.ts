import { doc, limit, orderBy, query, where } from 'firebase/firestore';
import { BOARD_STATES, type BoardState } from '@campuseats/common/pickup';
import { liveBoardTokens, liveEateries } from '@/lib/live/collections';
import type { LiveBoardToken, LiveEatery } from '@/lib/live/converters';
import { documentChanges, queryChanges } from '@/lib/live/sources';
import { useLiveSnapshot, type LiveState } from '@/lib/live/useLiveSnapshot';

/** More tokens than a counter's lunch hour has waiting at once; older days' leftovers fall off the end first. */
const BOARD_TOKENS_LIMIT = 200;

type BoardColumns = Record<BoardState, string[]>;

/** The tokens of the eatery's latest day, by column: the day comes from the tokens, never this screen's clock (docs/decisions/0018-pickup-tokens-board.md). */
export function boardColumnsOf(tokens: readonly LiveBoardToken[]): BoardColumns {
  const latestDay = tokens.reduce((latest, token) => (token.day > latest ? token.day : latest), '');
  const ofDay = tokens.filter((token) => token.day === latestDay).sort((a, b) => a.token.localeCompare(b.token, 'en', { numeric: true }));
  return Object.fromEntries(BOARD_STATES.map((state) => [state, ofDay.filter((token) => token.state === state).map((token) => token.token)])) as BoardColumns;
}

/** The eatery's board tokens, live (index: vendorId, day desc); readable by anyone, as the rules say. */
export function useBoardTokens(eateryId: string, attempt: number): LiveState<LiveBoardToken[]> {
  return useLiveSnapshot(`counter-board:${eateryId}:${attempt}`, () =>
    queryChanges(query(liveBoardTokens, where('vendorId', '==', eateryId), orderBy('day', 'desc'), limit(BOARD_TOKENS_LIMIT))),
  );
}

/** The eatery the board stands at (public, like its menu); null when there is no such eatery. */
export function useBoardEatery(eateryId: string, attempt: number): LiveState<LiveEatery | null> {
  return useLiveSnapshot(`counter-board-eatery:${eateryId}:${attempt}`, () => documentChanges(doc(liveEateries, eateryId)));
}
