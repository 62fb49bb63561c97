const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; checking first turns a malformed id into a clean 4xx instead of a database error. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
