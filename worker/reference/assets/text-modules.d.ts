/**
 * The reference page's assets, bundled as text (wrangler.toml `[[rules]] type = "Text"`); Swagger
 * UI's bundle as bytes (`"Data"`).
 */
declare module '*/assets/reference.js' {
  const text: string;
  export default text;
}
declare module 'swagger-ui-dist/swagger-ui-bundle.js' {
  const bytes: ArrayBuffer;
  export default bytes;
}
