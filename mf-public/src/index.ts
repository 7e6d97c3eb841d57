/** Standalone entry: the async import gives Module Federation time to negotiate the shared singletons. */
import('./bootstrap');
