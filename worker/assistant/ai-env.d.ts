// Workers AI, bound where deployed with `[ai] binding = "AI"` (docs/deploying.md). Not in the
// repository's wrangler.toml: `wrangler dev` would reach Cloudflare's account for it, so locally and
// in tests it is absent and `kind: "workers-ai"` is refused.
declare namespace Cloudflare {
  interface Env {
    AI?: import('./chat-client').AiBinding;
  }
}
interface Env {
  AI?: import('./chat-client').AiBinding;
}
