/*
 * The reference page's only script of its own: Swagger UI (the bundle served beside it) on the
 * gateway's /openapi.json, whose `servers` is this origin, so "Try it out" calls this gateway.
 * Nothing is fetched from elsewhere: no validator badge, no remote fonts.
 *
 * Before Swagger UI sees the document, two things a person trying it out would trip over:
 * - a multipart part that holds JSON (`payload` of POST /messages/media) is declared as a string
 *   with `contentMediaType: application/json`, which Swagger UI draws as a file picker; here it is
 *   a text field holding its example, as it is sent;
 * - the examples name a device that does not exist (`data-example-device`): a viewer signed in to
 *   the dashboard gets their own workspace's device instead (a connected one first), and anyone
 *   else is told to put in theirs.
 */
(() => {
  const root = document.getElementById('reference');
  if (!root || typeof window.SwaggerUIBundle !== 'function') return;
  const placeholder = root.dataset.exampleDevice || '';

  /**
   * The multipart parts that hold JSON, as the text fields they are sent as. Their `encoding`
   * goes too: with it Swagger UI sends the part as a file (a Blob named "blob"), which the gateway
   * rightly refuses as not a text part.
   */
  function jsonPartsAsText(spec) {
    for (const item of Object.values(spec.paths || {})) {
      for (const operation of Object.values(item || {})) {
        const multipart = operation?.requestBody?.content?.['multipart/form-data'];
        for (const [name, part] of Object.entries(multipart?.schema?.properties || {})) {
          if (part && part.contentMediaType === 'application/json') {
            delete part.contentMediaType;
            delete part.contentSchema;
            if (multipart.encoding) delete multipart.encoding[name];
          }
        }
      }
    }
    return spec;
  }

  /** The viewer's devices when they are signed in to the dashboard (its session cookie), else none. */
  async function ownDevices() {
    try {
      const res = await fetch('/dashboard/reference-devices', { headers: { Accept: 'application/json' } });
      return res.ok ? (await res.json()).devices || [] : [];
    } catch {
      return [];
    }
  }

  function withDevice(spec, devices) {
    const device = devices.find((d) => d.status === 'CONNECTED') || devices[0];
    const note = device
      ? `The examples use your device **${device.name}** (\`${device.id}\`), from the dashboard you are signed in to.`
      : `The examples name the device \`${placeholder}\`, which is not one of yours: put in the *Device id* shown on the dashboard's Devices page (signed in to the dashboard, this page fills in your own).`;
    const text = JSON.stringify(spec);
    const filled = device && placeholder ? JSON.parse(text.split(placeholder).join(device.id)) : spec;
    filled.info = { ...filled.info, description: `${filled.info?.description || ''}\n\n${note}` };
    return filled;
  }

  Promise.all([fetch(root.dataset.spec).then((res) => res.json()), ownDevices()]).then(([spec, devices]) => {
    window.SwaggerUIBundle({
      spec: withDevice(jsonPartsAsText(spec), devices),
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
  });
})();
