/** Labels as chips: the name always written, the colour from the palette (never the only sign). */
import type { LabelRow } from '../../labels';
import { Button, Form } from './form';

export type LabelsById = ReadonlyMap<string, Pick<LabelRow, 'id' | 'name' | 'color'>>;

/**
 * The chips of the labels `ids` names (an id of a label deleted meanwhile shows nothing); with
 * `removeAt`, each has a button that posts to `removeAt/<labelId>/remove`.
 */
export function LabelChips({
  ids,
  labels,
  removeAt,
  removeLabel,
}: {
  ids: readonly string[];
  labels: LabelsById;
  removeAt?: string;
  removeLabel?: (name: string) => string;
}) {
  const shown = ids.flatMap((id) => {
    const label = labels.get(id);
    return label ? [label] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul class="chips" data-labels>
      {shown.map((l) => (
        <li class={`chip chip-${l.color}`} data-label={l.name}>
          {l.name}
          {removeAt && removeLabel && (
            <Form action={`${removeAt}/${l.id}/remove`} class="inline">
              <Button kind="link" label={removeLabel(l.name)}>
                ×
              </Button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}
