import type { UserEventType, UserEventView } from '@sponsorly/shared';
import { sql, type Database, type Kysely } from '@sponsorly/db';

/** Rows read at once; a stream with more waiting reads again at once. */
export const USER_EVENTS_PAGE = 100;
/**
 * How far back a read looks for late commits. Ids come from a sequence when the row is inserted, but
 * transactions commit in their own order: on PostgreSQL, event 11 can be visible while event 10's
 * transaction is still open. A reader that only asked for ids above the last one sent would skip 10
 * for good. So each read also asks for rows of the last seconds it has not sent yet.
 */
const LATE_COMMIT_SECONDS = 30;
/** The low bound of that look back moves up once it is this old, so a long-open stream reads few rows. */
const FLOOR_AGE_MS = 2 * LATE_COMMIT_SECONDS * 1000;

export interface ReadEvent {
  /** The stream position to send as the SSE event id: the highest event id sent so far. */
  cursor: string;
  event: UserEventView;
}

/**
 * Reads one user's events after a position, in order, each once. The position sent with each event (the
 * SSE id a client resumes from) is the highest id sent so far, which is the event's own id except for a
 * late commit: that one is sent with the position already reached, so a client resuming from it neither
 * misses nor repeats anything that came before.
 */
export class UserEventReader {
  #cursor: bigint;
  /** Nothing at or below the position the stream started from is ever sent (the client has it). */
  readonly #start: bigint;
  /** The look back never goes below this: a position reached more than FLOOR_AGE_MS ago. */
  #floor: bigint;
  #floorCandidate: { cursor: bigint; at: number };
  /** Ids above the floor already sent, so a late-commit read does not send them twice. */
  readonly #sent = new Set<bigint>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly userId: string,
    after: string,
  ) {
    this.#cursor = BigInt(after);
    this.#start = this.#cursor;
    this.#floor = this.#cursor;
    this.#floorCandidate = { cursor: this.#cursor, at: Date.now() };
  }

  /** The newest event id of a user, where a stream that resumes from nothing starts ('0' when none). */
  static async latestId(db: Kysely<Database>, userId: string): Promise<string> {
    const row = await db
      .selectFrom('user_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.id == null ? '0' : String(row.id);
  }

  async read(): Promise<ReadEvent[]> {
    this.#moveFloor();
    const sent = [...this.#sent];
    const rows = await this.db
      .selectFrom('user_events')
      .select(['id', 'type', 'payload', 'created_at'])
      .where('user_id', '=', this.userId)
      .where('id', '>', sql<string>`cast(${String(this.#floor)} as bigint)`)
      .where((eb) =>
        eb.or([
          eb('id', '>', sql<string>`cast(${String(this.#cursor)} as bigint)`),
          eb.and([
            eb('id', '>', sql<string>`cast(${String(this.#start)} as bigint)`),
            eb('created_at', '>', sql<Date>`now() - make_interval(secs => ${LATE_COMMIT_SECONDS})`),
            ...(sent.length
              ? [
                  eb(
                    'id',
                    'not in',
                    sent.map((id) => sql<string>`cast(${String(id)} as bigint)`),
                  ),
                ]
              : []),
          ]),
        ]),
      )
      .orderBy('id')
      .limit(USER_EVENTS_PAGE)
      .execute();
    return rows.map((row) => {
      const id = BigInt(row.id);
      if (id > this.#cursor) this.#cursor = id;
      this.#sent.add(id);
      return {
        cursor: String(this.#cursor),
        event: {
          id: String(row.id),
          type: row.type as UserEventType,
          payload: row.payload,
          created_at: new Date(row.created_at).toISOString(),
        },
      };
    });
  }

  /**
   * A row that commits late was given its id after its transaction began, which is within the look
   * back; every id given after a moment is above the position reached at that moment. So the position
   * of FLOOR_AGE_MS ago bounds the look back safely, and sent ids below it can be forgotten.
   */
  #moveFloor(): void {
    const now = Date.now();
    if (now - this.#floorCandidate.at < FLOOR_AGE_MS) return;
    this.#floor = this.#floorCandidate.cursor;
    this.#floorCandidate = { cursor: this.#cursor, at: now };
    for (const id of this.#sent) if (id <= this.#floor) this.#sent.delete(id);
  }
}
