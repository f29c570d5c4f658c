/** A new member's name, email and password (the first-run setup and an invite's acceptance). */
import { MIN_PASSWORD } from '../../members';
import type { FieldIssues } from '../forms';
import { useDashboard } from './context';
import { Field } from './field';

export function AccountFields({
  nameLabel,
  issues,
  values,
}: {
  nameLabel: string;
  issues: FieldIssues;
  values: { name?: string | undefined; email?: string | undefined };
}) {
  const t = useDashboard().var.t;
  return (
    <>
      <Field name="name" label={nameLabel} issues={issues} value={values.name} required autocomplete="name" />
      <Field name="email" label={t.common.email} issues={issues} type="email" value={values.email} required autocomplete="username" />
      <Field
        name="password"
        label={t.common.password}
        issues={issues}
        type="password"
        required
        autocomplete="new-password"
        // The rule once: when the password breaks it, its error under the field says it instead.
        hint={issues.password ? undefined : t.setup.passwordHint(MIN_PASSWORD)}
      />
    </>
  );
}
