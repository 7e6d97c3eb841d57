/** uPlot's style sheet: webpack hands a .css import over as its text (tooling/webpack.mjs, asset/source). */
declare module 'uplot/dist/uPlot.min.css' {
  const css: string;
  export default css;
}
