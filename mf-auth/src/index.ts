// The async boundary Module Federation needs before shared singletons (react…) can be used.
import('./bootstrap');
