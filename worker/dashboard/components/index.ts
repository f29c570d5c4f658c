/**
 * The dashboard's components (`hono/jsx`, rendered on the server; text and attributes escaped by
 * default; Biome refuses `dangerouslySetInnerHTML`). A page reads and checks what it shows in its
 * route, then renders a component that gets that data as typed props:
 *
 *   return c.render(<DevicesPage rows={rows} />, { title: t.devices.title, active: 'devices' });
 *
 * - `layout`: the shell (head, header, navigation, language switch) and `dashboardRenderer`.
 * - `field`: `Field` (text, number, email, password, url, tel, search, datetime-local), `TextArea`,
 *   `Select` (options from data, the selected one computed), `Checkbox`, `FileField`, `FieldErrors` and
 *   `IssueSummary`: a field's issues under it, tied to it for screen readers (`f-<name>-error`).
 * - `form`: `Form` (a POST carries the CSRF field; `confirm` asks first; `data-*` pass through for
 *   the page's script), `FilterForm` (a list's GET filters and their button), `Button`, `PostButton`.
 * - `table`: `Table` (columns and rows, stacked into cards on a phone, or its empty line), and
 *   `PagedTable` (a list page's table with its pager).
 * - `badge`, `pager`, `time`: a status in words and colour, keyset page links, a `<time data-local>`.
 * - `formatted-text`: a message's text with WhatsApp's formatting, as elements (never raw HTML).
 * - `live`: live regions (`Live`, declared where they render) and the sockets they follow (`LiveSources`).
 *
 * Components read the request (viewer, language, zone, URL) through `useDashboard()`, so they
 * render under `c.render`.
 */
export { Badge, deliveryTone, deviceTone, type Tone } from './badge';
export { useDashboard } from './context';
export { Checkbox, Field, FieldErrors, FileField, fieldId, IssueSummary, type Option, Select, TextArea } from './field';
export { Button, Csrf, FilterForm, Form, PostButton } from './form';
export { FormattedText } from './formatted-text';
export { LabelChips, type LabelsById } from './label-chip';
export { BareShell, dashboardRenderer, type PageProps, Shell } from './layout';
export { Live, LiveSources, type LiveVia } from './live';
export { Pager } from './pager';
export { type Column, PagedTable, Table } from './table';
export { Time } from './time';
