export { contactIdFor, contactIdOf, ensureContact } from './contacts';
export { contacts } from './tables';
