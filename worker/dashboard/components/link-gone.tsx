import { useDashboard } from './context';

/** A one-time link (setup, invite) that is used, expired or unknown: what is wrong, and the way to sign in. */
export function LinkGone({ text }: { text: string }) {
  const t = useDashboard().var.t;
  return (
    <>
      <div class="alert error" role="alert">
        {text}
      </div>
      <p>
        <a href="/dashboard/sign-in">{t.signIn.title}</a>
      </p>
    </>
  );
}
