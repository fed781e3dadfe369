/**
 * What a build says about the contract it was built against, written beside it as
 * `build-facts.json` (shared/build's BuildFactsPlugin) by the shell and every remote.
 * `deploy publish` compares a remote's with the live shell's and refuses a build that
 * would break at run time (deploy/src/compatibility.ts, decision 0037).
 */

/**
 * The version of what crosses the boundary between the shell and the remotes: exposed
 * modules' props (remotes.ts), bus events (events.ts), the platform's API
 * (@salon/platform) and the registry. Bump the major when a change would break a remote
 * already live (a prop or event removed or changed, a platform function gone), the minor
 * when one is added; a remote and the shell must have the same major.
 */
export const CONTRACT_VERSION = '1.1.0';

export const BUILD_FACTS_FILE = 'build-facts.json';

export interface BuildFacts {
  /** The app's federation name (`shell`, `booking`, …). */
  app: string;
  /** CONTRACT_VERSION when it was built. */
  contract: string;
  /**
   * Each shared singleton: `required`, the range the app declares (what a remote needs);
   * `version`, the version it was built with (what the shell provides: its copy loads first).
   */
  singletons: Record<string, { required: string; version: string }>;
}

/**
 * `build-commit.json`, beside the facts: the commit the build was made from, so the store
 * records it per version (history.json) and the skew check knows what is live
 * (`deploy live-commits`, deploy/skew/live.json). Kept out of the build's content hash:
 * the same code built at two commits is one version.
 */
export const BUILD_COMMIT_FILE = 'build-commit.json';

export interface BuildCommit {
  /** The full sha of HEAD when it was built (BUILD_COMMIT, else git), or "unknown" outside a checkout. */
  commit: string;
  /** True when the working tree had changes to tracked files: the build is not exactly that commit. */
  dirty: boolean;
}
