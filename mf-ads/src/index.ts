/** Standalone entry of the mf-ads remote. The dynamic import is the async boundary Module Federation needs
 *  before shared singletons (react, shared-contracts…) can be resolved. */
import('./bootstrap');
