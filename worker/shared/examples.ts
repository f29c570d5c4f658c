/**
 * Ids the OpenAPI document's examples use, one spelling everywhere. A request's example names only
 * ids it cannot do without (the device that sends, the message reacted to): "Try it out" then needs
 * one real id put in, never a junk optional field (a `templateId` of `"string"`) taken out.
 */
export const EXAMPLE_DEVICE_ID = 'dev_8fK2mQ9xLr4TbZ1cWp7n';
export const EXAMPLE_PHONE = '6281234567890';
/** A messaging-app message id, as message.inbound's `data.id` or a send's `messageId` gives it. */
export const EXAMPLE_MESSAGE_ID = '3EB0C431C26A1916D0C1';
