/** Vitest's global setup: the functions' copy of content/, which the lead code under test imports (decision 0065). */
import { syncFunctionContent } from '../../builder/function-content'

export default function setup(): void {
  syncFunctionContent()
}
