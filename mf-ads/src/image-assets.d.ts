/** Image files imported by modules: webpack emits them as files (asset/resource) and gives their URL; Jest gives a
 *  stub string (tooling/jest-file-stub.cjs). */
declare module '*.svg' {
  const url: string;
  export default url;
}
