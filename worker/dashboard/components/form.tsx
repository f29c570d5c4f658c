/** Forms that change something: the CSRF field, a confirmation asked first, and buttons. */
import type { Child } from 'hono/jsx';
import { CSRF_FIELD } from '../csrf';
import { useDashboard } from './context';

/** The CSRF field of a signed-in viewer's form (`token` for the forms before signing in). */
export function Csrf({ token }: { token?: string }) {
  return <input type="hidden" name={CSRF_FIELD} value={token ?? useDashboard().var.session.csrfToken} />;
}

type FormProps = {
  action: string;
  method?: 'post' | 'get';
  /** Asked before the form is sent (deleting, revoking, logging out). */
  confirm?: string | undefined;
  class?: string;
  id?: string;
  enctype?: 'multipart/form-data';
  role?: 'search';
  /** The browser's own checks stay off where the API's rules are shown instead. */
  novalidate?: boolean;
  /** For the forms before signing in (their double-submit token). */
  token?: string;
  children?: Child;
  /** Hooks for the page's script (e.g. `data-retry` on the webhook form); passed through as they are. */
  [data: `data-${string}`]: string | undefined;
};

/** A form; a POST carries the CSRF field. */
export function Form(p: FormProps) {
  const method = p.method ?? 'post';
  const data = Object.fromEntries(Object.entries(p).filter(([name]) => name.startsWith('data-')));
  return (
    <form
      {...data}
      method={method}
      action={p.action}
      id={p.id}
      class={p.class}
      enctype={p.enctype}
      role={p.role}
      novalidate={p.novalidate}
      data-confirm={p.confirm}
    >
      {method === 'post' && <Csrf token={p.token} />}
      {p.children}
    </form>
  );
}

/**
 * A list's filters: a GET form of its fields (`children`) and the button that applies them
 * ("Filter" unless `submit` says otherwise).
 */
export function FilterForm(p: { action: string; class?: string; role?: 'search'; submit?: string; children: Child }) {
  const t = useDashboard().var.t;
  return (
    <Form method="get" action={p.action} class={p.class ?? 'card row'} role={p.role}>
      {p.children}
      <div class="field submit">
        <Button kind="secondary">{p.submit ?? t.common.filter}</Button>
      </div>
    </Form>
  );
}

export type ButtonKind = 'primary' | 'secondary' | 'danger' | 'link';

export function Button(p: { kind?: ButtonKind; name?: string; value?: string; label?: string; children?: Child }) {
  return (
    <button type="submit" class={p.kind && p.kind !== 'primary' ? p.kind : undefined} name={p.name} value={p.value} aria-label={p.label}>
      {p.children}
    </button>
  );
}

/** A button that posts to `action`, optionally after a confirmation. */
export function PostButton(p: { action: string; label: string; confirm?: string | undefined; kind?: ButtonKind }) {
  return (
    <Form action={p.action} class="inline" confirm={p.confirm}>
      <Button kind={p.kind ?? 'secondary'}>{p.label}</Button>
    </Form>
  );
}
