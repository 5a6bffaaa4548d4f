/**
 * A setting (an environment variable) whose value cannot be used. Its message names the setting, the value and what to
 * write instead, so a command prints it alone, without a stack.
 */
export class SettingError extends Error {
  override name = 'SettingError'
}
