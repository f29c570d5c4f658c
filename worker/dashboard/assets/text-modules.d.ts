/** The dashboard's assets, bundled as text (wrangler.toml `[[rules]] type = "Text"`). */
declare module '*/assets/dashboard.js' {
  const text: string;
  export default text;
}
declare module '*/assets/favicon.svg' {
  const text: string;
  export default text;
}
declare module '*.css' {
  const text: string;
  export default text;
}
declare module 'htmx.org/dist/htmx.min.js' {
  const text: string;
  export default text;
}
declare module 'htmx-ext-ws/dist/ws.min.js' {
  const text: string;
  export default text;
}
declare module '*/assets/reports.js' {
  const text: string;
  export default text;
}
declare module 'uplot/dist/uPlot.iife.min.js' {
  const text: string;
  export default text;
}
