export { contactLabels, contactsByIds, getContact, listContacts, updateContact } from './contact-list';
export { CONTACT_INBOUND, contactInboundMirror, type InboundContact, markInboundContact } from './contact-mirror';
export { type ContactView, contactPatchSchema, contactSchema, presentContact } from './contact-view';
export { contactIdFor, contactIdOf, ensureContact } from './contacts';
export { isOptedOut, setStopWords, stopWords } from './opt-out';
export { contactApi, contactSettingsApi } from './routes';
export { DEFAULT_STOP_WORDS, isStopWord, normaliseStopText } from './stop-words';
export { contactSettings, contacts } from './tables';
