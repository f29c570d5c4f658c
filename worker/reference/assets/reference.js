/*
 * The reference page's only script of its own: Swagger UI (the bundle served beside it) on the
 * gateway's /openapi.json, whose `servers` is this origin, so "Try it out" calls this gateway.
 * Nothing is fetched from elsewhere: no validator badge, no remote fonts.
 */
(() => {
  const root = document.getElementById('reference');
  if (!root || typeof window.SwaggerUIBundle !== 'function') return;
  window.SwaggerUIBundle({
    url: root.dataset.spec,
    domNode: root,
    deepLinking: true,
    // The default asks validator.swagger.io about the document; off, so the page stays offline.
    validatorUrl: null,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    displayRequestDuration: true,
    filter: true,
    tryItOutEnabled: false,
    persistAuthorization: false,
    presets: [window.SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
})();
