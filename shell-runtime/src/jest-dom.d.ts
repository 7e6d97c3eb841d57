/** Types for the jest-dom matchers (toBeInTheDocument…) that tooling/jest-setup-dom.cjs installs for every UI test. */
/// <reference types="@testing-library/jest-dom" />
