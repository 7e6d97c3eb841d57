/** The version of shared-contracts this build was made with (decision 0036). Each remote's deploy entry carries
 *  it, and the shell refuses a remote built on another major: a major is a contract break (a renamed route id, a
 *  changed ShellServices or RemoteModule), a minor only adds. A test holds it equal to package.json's version. */

export const CONTRACTS_VERSION = '1.0.0';

/** `major.minor.patch`, with an optional pre-release or build suffix. */
export const CONTRACTS_VERSION_PATTERN = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:[-+][0-9A-Za-z.+-]*)?$/;

/** The major of a version, or null when the text is not a version. */
export function contractsMajor(version: string): number | null {
  const match = CONTRACTS_VERSION_PATTERN.exec(version);
  return match ? Number(match[1]) : null;
}

/** Whether a remote built on `version` can run in a shell built on `own`: the same major. A newer or older minor
 *  is accepted, since the shared singletons are the shell's own copy and minors only add. */
export function isCompatibleContracts(version: string, own: string = CONTRACTS_VERSION): boolean {
  const major = contractsMajor(version);
  return major !== null && major === contractsMajor(own);
}
