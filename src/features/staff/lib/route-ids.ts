const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A post's id from its address, or a 404 before anything is asked of the backend. */
export function postIdOrNotFound(id: string): string {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router answers a thrown Response with its status
  if (!UUID.test(id)) throw new Response("Not found", { status: 404 });
  return id.toLowerCase();
}
