/** A build that cannot go on; its message says why and what to do (what came before it is printed above). */
export class BuildStopped extends Error {
  override name = 'BuildStopped'
}
